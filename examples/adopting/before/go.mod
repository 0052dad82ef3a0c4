module example.com/minibot

go 1.22
