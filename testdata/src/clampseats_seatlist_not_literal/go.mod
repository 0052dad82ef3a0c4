module example.com/seatlistnotliteral

go 1.26
