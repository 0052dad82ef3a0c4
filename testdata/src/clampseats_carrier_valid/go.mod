module example.com/carriervalid

go 1.26
