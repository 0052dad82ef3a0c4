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

// zero is the explicit "this lane carries nothing" value of the seat.
func (k seatKind) zero() string {
	switch k {
	case kindBool:
		return "false"
	case kindFace:
		return "clamp.FaceUnset"
	case kindDeny:
		return "nil"
	default:
		return "0"
	}
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

type ctor struct {
	index   int // 0-based, over the whole engine
	name    string
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

	// Packages, dealt evenly into layers; each package of layer k+1 gets
	// one importer in layer k (see the package doc: a forest, fan-in 1).
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

	// Constructors, spread evenly over the packages and filled into files.
	cw := width(cfg.N - 1)
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
					name:  fmt.Sprintf("%s%0*d", ctorWords[k%len(ctorWords)], cw, k),
					shape: shape(k % int(numShapes)),
				}
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

	p.injectMistakes()
	return p
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
		// (2m+1)·n/2k is strictly increasing in m and below n when k ≤ n.
		c := p.ctors[(2*m+1)*n/(2*k)]
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
