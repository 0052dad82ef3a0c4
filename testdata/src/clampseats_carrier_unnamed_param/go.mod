module example.com/unnamedparam

go 1.26
