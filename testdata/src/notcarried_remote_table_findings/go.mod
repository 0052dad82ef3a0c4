module example.com/remote

go 1.26
