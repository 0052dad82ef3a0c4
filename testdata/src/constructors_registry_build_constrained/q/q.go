// Package q holds its registry only in a file behind a build tag.
package q
