module example.com/cgofix

go 1.22
