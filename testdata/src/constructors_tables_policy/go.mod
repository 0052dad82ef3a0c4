module example.com/engine

go 1.22

require github.com/sema-agent/policy v0.0.0

replace github.com/sema-agent/policy => ../../../policy
