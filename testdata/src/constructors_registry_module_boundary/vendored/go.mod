module example.com/engine/vendored

go 1.22

require github.com/sema-agent/policy v0.0.0
