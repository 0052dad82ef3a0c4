package clampseats

import (
	"fmt"
	"strings"
)

// The facts clampseats exports. Each is a small pointer struct, gob-encodable,
// whose content depends only on declarations (never on map iteration order),
// so a package's facts encode byte-identically on every run — which the vet
// cache and Bazel rely on.

// carrierFact is attached to a //clampvet:carrier func. Other packages read
// it to find calls that discard the carrier's result.
type carrierFact struct {
	// Source is the qualified name ("path.Name") of the carrier's source
	// type, or "" when the carrier's parameter is not a readable source.
	Source string
	// Seats are the source's field names in declaration order.
	Seats []string
	// HasResults reports whether the carrier returns anything.
	HasResults bool
}

// AFact marks carrierFact as an analysis fact.
func (*carrierFact) AFact() {}

func (f *carrierFact) String() string {
	results := "without results"
	if f.HasResults {
		results = "with results"
	}
	if f.Source == "" {
		return "clampseats carrier with an unreadable source, " + results
	}
	return fmt.Sprintf("clampseats carrier of %s (seats %s), %s", f.Source, strings.Join(f.Seats, ", "), results)
}

// sourceFact is attached to the TypeName of a carrier's source type. An
// object fact on a type is visible from every package whose type graph
// contains the type, even through an alias declared elsewhere: this is how
// a construction site in any package learns that a type is a source.
type sourceFact struct {
	// Seats are the source's field names in declaration order.
	Seats []string
}

// AFact marks sourceFact as an analysis fact.
func (*sourceFact) AFact() {}

func (f *sourceFact) String() string {
	return "clampseats source with seats " + strings.Join(f.Seats, ", ")
}

// markFact is the package fact of a package that takes part: it declares a
// carrier, or directly imports a package that carries the mark. The mark
// spreads through the import cone of every carrier's package, which holds
// every package that can name a source type; a package without a
// directive and without a marked direct import cannot construct a source
// and is skipped before any syntax is walked.
type markFact struct {
	// Carriers are the names of the carriers this package declares (at
	// most one); empty when the package only imports a marked package.
	Carriers []string
}

// AFact marks markFact as an analysis fact.
func (*markFact) AFact() {}

func (f *markFact) String() string {
	if len(f.Carriers) == 0 {
		return "clampseats: imports a package that takes part"
	}
	return "clampseats: declares carrier " + strings.Join(f.Carriers, ", ")
}
