module example.com/crosspackage

go 1.26
