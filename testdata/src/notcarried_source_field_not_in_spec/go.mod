module example.com/sourcefield

go 1.26
