module example.com/badshape

go 1.26
