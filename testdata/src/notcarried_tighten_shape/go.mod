module example.com/tightenshape

go 1.26
