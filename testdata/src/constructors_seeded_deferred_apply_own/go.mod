module example.com/engine

go 1.22
