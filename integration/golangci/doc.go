// Package golangci holds the integration test of the clampvet golangci-lint
// plugin: it builds a real golangci-lint v2.15.0 with the plugin compiled in
// (the wrapper main module in gcl/, built from the Go module proxy alone),
// runs it on the example engine, the policy module, a small module of its
// own (testdata/roles) and broken copies of each, and requires the same
// findings as the standalone driver.
//
// The test takes minutes on a cold build cache, so `go test -short` skips
// it; a plain `go test ./...` runs it. The package has no code of its own.
package golangci
