package appendcall

var more = []string{"good/good.go#Build"}

// Constructors spreads another list into itself: the spread reads as
// nothing, so the whole initializer is a finding.
//
//clampvet:registry
var Constructors = append([]string{"good/good.go#Build"}, more...) // want `registry Constructors is initialized with a call of append with a spread \(append\(\[\]string\{…\}, more...\)\): expected a \[\]string literal`
