module example.com/engine

go 1.22

require (
	example.com/legs v0.0.0
	github.com/sema-agent/policy v0.0.0
)

replace (
	example.com/legs => ./legsmod
	github.com/sema-agent/policy => ../../../policy
)
