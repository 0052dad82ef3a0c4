module example.com/seatlistmismatch

go 1.26
