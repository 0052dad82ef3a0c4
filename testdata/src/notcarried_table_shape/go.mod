module example.com/tableshape

go 1.26
