module example.com/vetforms

go 1.22
