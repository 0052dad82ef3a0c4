package stdwrites

// IsStdPath is isStdPath, for the generator.
var IsStdPath = isStdPath
