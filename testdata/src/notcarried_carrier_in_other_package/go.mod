module example.com/otherpkg

go 1.26
