package genengine

import (
	"fmt"
	"strconv"
	"strings"
)

// seatKind is the Go type of a seat, which fixes its tighten semantics.
type seatKind int

const (
	kindBool   seatKind = iota // true restricts
	kindFace                   // FaceRoots restricts
	kindDeny                   // add-only list
	kindBudget                 // the smaller positive wins
)

// typ is the seat's type as written inside the clamp package (q "") or
// outside it (q "clamp.").
func (k seatKind) typ(q string) string {
	switch k {
	case kindBool:
		return "bool"
	case kindFace:
		return q + "Face"
	case kindDeny:
		return "[]" + q + "DenyEntry"
	default:
		return "int"
	}
}

// restricting is the seat's restricting value as written inside the
// clamp package (q "") or outside it (q "clamp."): the one literal a
// source may give the seat instead of the parent's value. A deny list and
// a budget have none.
func (k seatKind) restricting(q string) (string, bool) {
	switch k {
	case kindBool:
		return "true", true
	case kindFace:
		return q + "FaceRoots", true
	}
	return "", false
}

// strict is a restricting value of the seat that constructor k states
// as its own.
func (k seatKind) strict(ctor int) string {
	switch k {
	case kindBool:
		return "true"
	case kindFace:
		return "clamp.FaceRoots"
	case kindDeny:
		return fmt.Sprintf("[]clamp.DenyEntry{{Rule: \"secrets/**\", Note: \"leg %d reads no secrets\"}}", ctor)
	default:
		return strconv.Itoa(3 + ctor%9)
	}
}

type seat struct {
	name string
	kind seatKind
}

// shape is the declaration shape of a constructor.
type shape int

const (
	plainFunc shape = iota
	ptrMethod
	valueMethod
	funcVar
	numShapes
)

// body is what a registered constructor does with the clamps: the
// flow-sensitive rules (the clamps reach the output after every write of a
// carried seat; every carrier argument is a whole source) read each one
// differently.
type body int

const (
	// bodyDirect: own values (sometimes tightened first), a keyed source
	// literal, Carry(src).Apply(&spec), sometimes a tighten after, return.
	bodyDirect body = iota
	// bodyHelperSource: as bodyDirect, but the source is built by a func
	// of package sources (another package: its "every return is a whole
	// source" summary crosses the import).
	bodyHelperSource
	// bodyInPlace: the registered decl applies the clamps in place to the
	// spec behind a pointer parameter (the example engine's
	// workflowChildClamps); an unregistered step builder states the
	// step's own values and calls it. Every other one takes its source as
	// a parameter, and the builder passes a keyed literal.
	bodyInPlace
	// bodyProducer: the registered decl returns the carrier's result for
	// its caller to apply; the builder applies it. Every other one takes
	// its source as a parameter.
	bodyProducer
	// bodyErrorPath: the registered decl returns (spec, error), with a
	// zero spec and a non-nil error on a path that needs no clamps.
	bodyErrorPath
	numBodies
)

// bodyNames name the bodies in tests and docs.
var bodyNames = [...]string{bodyDirect: "direct", bodyHelperSource: "helper source", bodyInPlace: "in-place applier",
	bodyProducer: "clamp producer", bodyErrorPath: "error path"}

// registeredSuffix is appended to the base name of a registered decl
// that an unregistered builder of the base name calls.
var registeredSuffix = [...]string{bodyInPlace: "Clamps", bodyProducer: "Clamps", bodyErrorPath: "Checked"}

type ctor struct {
	index   int // 0-based, over the whole engine
	name    string
	builder string // the unregistered func that calls it, for the bodies that have one
	body    body
	variant bool // the body's second form (see writeCtor)
	shape   shape
	recv    string // receiver type name, for methods
	decl    string // "Name" or "Type.Method"
	row     string // the registry row as written
	mistake MistakeKind
	omitted int // the seat index left out, for OmittedSeat
}

type filePlan struct {
	base     string // e.g. "verify_2.go"
	ptrType  string // receiver type of its pointer-receiver methods
	valType  string // receiver type of its value-receiver methods
	hasPtr   bool
	hasValue bool
	ctors    []*ctor
	sources  bool // some constructor calls package sources
	fmt      bool // some constructor builds an error
}

type pkgPlan struct {
	index      int
	layer      int
	name       string // package name, e.g. "p0017"
	dir        string // e.g. "legs/l2/p0017"
	importPath string
	parent     *pkgPlan // nil: imported by the wiring package
	children   []*pkgPlan
	files      []*filePlan
}

type enginePlan struct {
	cfg      Config
	seats    []seat
	pkgs     []*pkgPlan
	layers   [][]*pkgPlan
	ctors    []*ctor
	mistakes []Mistake
}

var seatPrefix = [...]string{kindBool: "ReadOnly", kindFace: "Face", kindDeny: "Deny", kindBudget: "Budget"}

// fileWords name the constructor files, in the spirit of the original
// engine's src/agents/*.ts.
var fileWords = []string{"subagent", "verify", "teacher", "workflow", "observer", "resume", "review", "fixleg", "planner", "scout"}

// ctorWords name the constructors.
var ctorWords = []string{"ChildSpec", "VerifierSpec", "FixLegSpec", "ObserverSpec", "ResumeSpec", "TeacherSpec", "WorkflowSpec", "ScoutSpec"}

func width(max int) int {
	w := len(strconv.Itoa(max))
	if w < 2 {
		w = 2
	}
	return w
}

func plan(cfg Config) *enginePlan {
	p := &enginePlan{cfg: cfg}
	for i := 1; i <= cfg.S; i++ {
		k := seatKind((i - 1) % 4)
		p.seats = append(p.seats, seat{name: fmt.Sprintf("%s%02d", seatPrefix[k], i), kind: k})
	}

	p.planPackages()
	p.planCtors()
	p.injectMistakes()
	for _, pk := range p.pkgs {
		for _, f := range pk.files {
			for _, c := range f.ctors {
				f.sources = f.sources || c.body == bodyHelperSource
				f.fmt = f.fmt || c.body == bodyErrorPath
			}
		}
	}
	return p
}

// planPackages deals the packages evenly into layers; each package of
// layer k+1 gets one importer in layer k (see the package doc: a forest,
// fan-in 1).
func (p *enginePlan) planPackages() {
	cfg := p.cfg
	pw := width(cfg.P - 1)
	p.layers = make([][]*pkgPlan, cfg.Layers)
	idx := 0
	for l := 0; l < cfg.Layers; l++ {
		n := cfg.P / cfg.Layers
		if l < cfg.P%cfg.Layers {
			n++
		}
		for j := 0; j < n; j++ {
			name := fmt.Sprintf("p%0*d", pw, idx)
			pk := &pkgPlan{
				index:      idx,
				layer:      l + 1,
				name:       name,
				dir:        fmt.Sprintf("legs/l%d/%s", l+1, name),
				importPath: "",
			}
			pk.importPath = cfg.Module + "/" + pk.dir
			if l > 0 {
				above := p.layers[l-1]
				pk.parent = above[j%len(above)]
				pk.parent.children = append(pk.parent.children, pk)
			}
			p.layers[l] = append(p.layers[l], pk)
			p.pkgs = append(p.pkgs, pk)
			idx++
		}
	}

}

// planCtors spreads the constructors evenly over the packages and fills
// them into files.
func (p *enginePlan) planCtors() {
	cfg := p.cfg
	cw := width(cfg.N - 1)
	broken := make(map[int]MistakeKind, cfg.Broken)
	for m := 0; m < cfg.Broken; m++ {
		broken[mistakeIndex(m, cfg.Broken, cfg.N)] = MistakeKinds[m%len(MistakeKinds)]
	}
	k := 0
	for i, pk := range p.pkgs {
		n := cfg.N / cfg.P
		if i < cfg.N%cfg.P {
			n++
		}
		for f := 0; n > 0; f++ {
			word := fileWords[f%len(fileWords)]
			stem := word
			if f >= len(fileWords) {
				stem = fmt.Sprintf("%s_%d", word, f/len(fileWords)+1)
			}
			typeStem := strings.ReplaceAll(stem, "_", "")
			fp := &filePlan{base: stem + ".go", ptrType: typeStem + "Legs", valType: typeStem + "Plan"}
			for c := 0; c < cfg.PerFile && n > 0; c++ {
				ct := &ctor{
					index: k,
					shape: shape(k % int(numShapes)),
					// Every pair of shape and body (period 20) in both forms.
					variant: (k/(int(numShapes)*int(numBodies)))%2 == 1,
				}
				// Bodies cycle with period 5 and shapes with period 4, so
				// every 20 constructors hold every pair of the two. A
				// constructor that will carry a mistake keeps the direct
				// body, where each kind of mistake has one meaning, except
				// a map lookup passed as the source: that one is a
				// func-literal var in-place applier taking its source as a
				// parameter, whose builder passes the lookup.
				b := body(k % int(numBodies))
				switch broken[k] {
				case "":
				case MapLookupSource:
					b, ct.shape, ct.variant = bodyInPlace, funcVar, true
				default:
					b = bodyDirect
				}
				ct.setBody(b, fmt.Sprintf("%s%0*d", ctorWords[k%len(ctorWords)], cw, k))
				ct.decl = ct.name
				switch ct.shape {
				case ptrMethod:
					ct.recv = fp.ptrType
					fp.hasPtr = true
					ct.decl = ct.recv + "." + ct.name
				case valueMethod:
					ct.recv = fp.valType
					fp.hasValue = true
					ct.decl = ct.recv + "." + ct.name
				}
				ct.row = pk.dir + "/" + fp.base + "#" + ct.decl
				fp.ctors = append(fp.ctors, ct)
				p.ctors = append(p.ctors, ct)
				k++
				n--
			}
			pk.files = append(pk.files, fp)
		}
	}

}

// paramSource reports whether c's registered declaration takes its clamp
// source as a parameter (the second form of the in-place applier and of the
// clamp producer), in every shape: a func-literal var called by name moves
// the whole-source rule to its callers as a func declaration does.
func (c *ctor) paramSource() bool {
	return c.variant && (c.body == bodyInPlace || c.body == bodyProducer)
}

// setBody gives c its body, and the names that body needs: a body with an
// unregistered builder keeps the base name for the builder and registers
// the base name plus a suffix.
func (c *ctor) setBody(b body, base string) {
	c.body = b
	c.name, c.builder = base, ""
	if b == bodyInPlace || b == bodyProducer || b == bodyErrorPath {
		c.name, c.builder = base+registeredSuffix[b], base
	}
}

// mistakeIndex is the index of the constructor that carries mistake m of
// k among n: (2m+1)·n/2k is strictly increasing in m and below n when k ≤ n.
func mistakeIndex(m, k, n int) int {
	return (2*m + 1) * n / (2 * k)
}

// injectMistakes marks cfg.Broken distinct constructors, spread evenly,
// with the kinds of MistakeKinds in turn.
func (p *enginePlan) injectMistakes() {
	k := p.cfg.Broken
	if k == 0 {
		return
	}
	n := len(p.ctors)
	byCtor := make(map[*ctor]struct {
		pk *pkgPlan
		fi int
	}, n)
	for _, pk := range p.pkgs {
		for fi, f := range pk.files {
			for _, c := range f.ctors {
				byCtor[c] = struct {
					pk *pkgPlan
					fi int
				}{pk, fi}
			}
		}
	}
	for m := 0; m < k; m++ {
		c := p.ctors[mistakeIndex(m, k, n)]
		at := byCtor[c]
		file := at.pk.dir + "/" + at.pk.files[at.fi].base
		c.mistake = MistakeKinds[m%len(MistakeKinds)]
		mk := Mistake{Kind: c.mistake, File: file, Decl: c.decl}
		switch c.mistake {
		case OmittedSeat:
			c.omitted = c.index % len(p.seats)
			mk.Seat = p.seats[c.omitted].name
		case WrongFileRow:
			wrong := strings.TrimSuffix(at.pk.files[at.fi].base, ".go") + "_old.go"
			if len(at.pk.files) > 1 {
				wrong = at.pk.files[(at.fi+1)%len(at.pk.files)].base
			}
			c.row = at.pk.dir + "/" + wrong + "#" + c.decl
		}
		mk.Row = c.row
		p.mistakes = append(p.mistakes, mk)
	}
}
