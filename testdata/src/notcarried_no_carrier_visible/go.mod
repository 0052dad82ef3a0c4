module example.com/nocarrier

go 1.26
