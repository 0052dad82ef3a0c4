module github.com/sema-agent/policy

go 1.22
