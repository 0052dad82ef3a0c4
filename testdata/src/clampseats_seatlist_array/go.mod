module example.com/seatlistarray

go 1.26
