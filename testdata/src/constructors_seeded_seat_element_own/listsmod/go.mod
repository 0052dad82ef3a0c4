module example.com/lists

go 1.22
