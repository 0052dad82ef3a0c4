module example.com/discarded

go 1.26
