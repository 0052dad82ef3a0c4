package legs // want package:"summary module=example.com/engine pkgs: example.com/engine/deep .*; example.com/engine/legs files=legs.go; example.com/engine/policy"

import "example.com/engine/deep"

// All keeps deep imported.
var All = []any{deep.Spec}
