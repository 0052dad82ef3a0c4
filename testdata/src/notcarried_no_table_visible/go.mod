module example.com/notable

go 1.26
