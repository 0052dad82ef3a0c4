module example.com/promotedseat

go 1.26
