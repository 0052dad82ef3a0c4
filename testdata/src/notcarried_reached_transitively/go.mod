module example.com/transitive

go 1.26
