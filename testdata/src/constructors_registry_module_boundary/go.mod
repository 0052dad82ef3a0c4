module example.com/engine

go 1.22

require (
	example.com/engine/vendored v0.0.0
	github.com/sema-agent/policy v0.0.0
)

replace (
	example.com/engine/vendored => ./vendored
	github.com/sema-agent/policy => ../../../policy
)
