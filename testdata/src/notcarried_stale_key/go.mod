module example.com/stale

go 1.26
