module example.com/unreadseat

go 1.26
