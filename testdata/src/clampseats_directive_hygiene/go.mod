module example.com/hygiene

go 1.26
