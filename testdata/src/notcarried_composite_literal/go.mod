module example.com/composite

go 1.26
