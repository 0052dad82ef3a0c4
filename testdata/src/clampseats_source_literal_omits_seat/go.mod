module example.com/omits

go 1.26
