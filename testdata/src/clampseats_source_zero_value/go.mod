module example.com/zerovalue

go 1.26
