module example.com/scenario

go 1.22
