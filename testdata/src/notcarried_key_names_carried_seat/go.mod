module example.com/contradiction

go 1.26
