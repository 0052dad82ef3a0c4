module example.com/carries

go 1.26
