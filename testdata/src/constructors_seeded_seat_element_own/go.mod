module example.com/engine

go 1.22

require example.com/lists v0.0.0

replace example.com/lists => ./listsmod
