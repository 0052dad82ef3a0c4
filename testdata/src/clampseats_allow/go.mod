module example.com/allow

go 1.26
