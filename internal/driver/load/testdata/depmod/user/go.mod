module example.com/user

go 1.22

require example.com/dep v1.0.0
