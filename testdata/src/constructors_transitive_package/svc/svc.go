package svc // want package:"summary module=example.com/engine pkgs: example.com/engine/deep .*; example.com/engine/legs .*; example.com/engine/policy .*; example.com/engine/svc files=svc.go}$"

import "example.com/engine/legs"

// Legs keeps legs imported.
var Legs = legs.All
