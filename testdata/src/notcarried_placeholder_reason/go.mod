module example.com/placeholder

go 1.26
