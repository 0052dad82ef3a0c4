module example.com/seatlistwithoutcarrier

go 1.26
