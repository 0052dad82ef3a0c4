module example.com/promoted

go 1.26
