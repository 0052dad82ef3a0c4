module example.com/unlisted

go 1.26
