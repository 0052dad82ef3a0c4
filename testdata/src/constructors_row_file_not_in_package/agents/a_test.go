package agents

// helperForTests is in a test file: it is in no summary, and the
// package's test variant exports the same summary as the package.
func helperForTests() {}
