// want package:"summary module=example.com/constrained pkgs: example.com/constrained/l .*}$"

// Package l holds its registry in a file only linux builds include.
package l

import _ "example.com/constrained/p"
