package census

// SetVerifyClear turns verifyClear on or off for the external tests.
func SetVerifyClear(on bool) { verifyClear = on }

// ClearedNames are the functions the syntactic pass cleared in a package
// (recorded under verifyClear).
func ClearedNames(f *Findings) []string { return f.clearedNames }

// Disagreements are the differences verifyClear found in a package.
func Disagreements(f *Findings) []string { return f.disagreements }
