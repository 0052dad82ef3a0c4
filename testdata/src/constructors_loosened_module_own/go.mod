module example.com/own

go 1.22

require example.com/lanes v0.0.0

replace example.com/lanes => ./lanesmod
