module example.com/nopart

go 1.26
