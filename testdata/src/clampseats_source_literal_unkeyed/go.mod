module example.com/unkeyed

go 1.26
