module github.com/sema-agent/clampvet

go 1.26.0

require (
	golang.org/x/tools v0.52.0
	honnef.co/go/tools v0.8.2
)

require github.com/golangci/plugin-module-register v0.1.2

replace github.com/sema-agent/policy => ./policy
