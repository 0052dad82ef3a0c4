module example.com/intestfile

go 1.26
