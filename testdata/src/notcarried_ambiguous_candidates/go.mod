module example.com/ambiguous

go 1.26
