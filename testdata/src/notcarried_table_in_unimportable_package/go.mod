module example.com/unimportable

go 1.26
