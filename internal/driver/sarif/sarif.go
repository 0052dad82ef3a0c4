// Package sarif writes clampvet findings as a SARIF 2.1.0 log, the format
// GitHub code scanning and most CI dashboards read.
//
// The log has one run whose tool.driver is clampvet (version and
// informationUri), one rule per finding kind (package kinds: its title,
// text, examples, level and the helpUri of its page; an analyzer outside
// the suite gets one rule from its lint documentation), and one result
// per finding. Artifact URIs are relative to a source root (the module
// root by default) through the uriBaseId "%SRCROOT%", which
// originalUriBaseIds maps to the root's absolute file URI; columns count
// UTF-16 code units, the SARIF default (columnKind "utf16CodeUnits");
// regions have an end; a finding's suggested fixes become SARIF fixes with
// artifactChanges and replacements. A finding's related locations become
// relatedLocations with ids, linked from the message; when some of them
// are the steps of a path (package steps), the result has a codeFlows
// thread flow through them, which code scanning renders as "show paths". Load and type errors, and the
// analysis errors that do not merely repeat them
// ([findings.Result.PrimaryErrors], as in the text and GitHub formats), are
// tool execution notifications; any error makes the invocation
// unsuccessful.
//
// The types below are the small typed subset of the SARIF object model
// clampvet writes. A generated SARIF library (owenrumney/go-sarif) exists,
// but would add JSON-schema and UUID dependencies to the module every
// golangci-lint plugin user builds, for the twenty fields used here; the
// output is instead validated against the OASIS schema in the tests.
package sarif

import (
	"cmp"
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/steps"
	"honnef.co/go/tools/analysis/lint"
)

// Schema and Version identify SARIF 2.1.0 (OASIS Standard, errata 01).
const (
	Schema  = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	Version = "2.1.0"
)

// SrcRoot is the uriBaseId of every artifact inside the source root.
const SrcRoot = "%SRCROOT%"

// Log is a SARIF log file.
type Log struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []Run  `json:"runs"`
}

// Run is one run of one tool.
type Run struct {
	Tool               Tool                        `json:"tool"`
	Invocations        []Invocation                `json:"invocations,omitempty"`
	OriginalURIBaseIDs map[string]ArtifactLocation `json:"originalUriBaseIds,omitempty"`
	Results            []Result                    `json:"results"`
	ColumnKind         string                      `json:"columnKind,omitempty"`
}

// Tool describes the analysis tool.
type Tool struct {
	Driver Driver `json:"driver"`
}

// Driver is the tool component that ran: clampvet.
type Driver struct {
	Name            string `json:"name"`
	Version         string `json:"version,omitempty"`
	SemanticVersion string `json:"semanticVersion,omitempty"`
	InformationURI  string `json:"informationUri,omitempty"`
	Rules           []Rule `json:"rules"`
}

// Rule is a reportingDescriptor: one finding kind (or, for a finding of
// an analyzer outside the suite, its analyzer).
type Rule struct {
	ID                   string          `json:"id"`
	Name                 string          `json:"name,omitempty"`
	ShortDescription     *Message        `json:"shortDescription,omitempty"`
	FullDescription      *Message        `json:"fullDescription,omitempty"`
	Help                 *Message        `json:"help,omitempty"`
	HelpURI              string          `json:"helpUri,omitempty"`
	DefaultConfiguration *Configuration  `json:"defaultConfiguration,omitempty"`
	Properties           *RuleProperties `json:"properties,omitempty"`
}

// RuleProperties is a rule's property bag: code scanning filters alerts
// by its tags.
type RuleProperties struct {
	Tags []string `json:"tags,omitempty"`
}

// Configuration is a reportingConfiguration: the default level of a rule.
type Configuration struct {
	Level string `json:"level"`
}

// Message is a message or multiformatMessageString.
type Message struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

// Invocation says whether the run succeeded, with its notifications.
type Invocation struct {
	ExecutionSuccessful        bool           `json:"executionSuccessful"`
	ToolExecutionNotifications []Notification `json:"toolExecutionNotifications,omitempty"`
}

// Notification is a tool execution notification: a load, type or
// analysis error.
type Notification struct {
	Locations []Location `json:"locations,omitempty"`
	Level     string     `json:"level"`
	Message   Message    `json:"message"`
}

// Result is one finding.
type Result struct {
	RuleID           string     `json:"ruleId"`
	RuleIndex        int        `json:"ruleIndex"`
	Level            string     `json:"level"`
	Message          Message    `json:"message"`
	Locations        []Location `json:"locations"`
	RelatedLocations []Location `json:"relatedLocations,omitempty"`
	CodeFlows        []CodeFlow `json:"codeFlows,omitempty"`
	Fixes            []Fix      `json:"fixes,omitempty"`
	// PartialFingerprints identify the result across commits that move
	// lines (see findings.FingerprintKey).
	PartialFingerprints map[string]string `json:"partialFingerprints,omitempty"`
	// Suppressions hold the audited exception that covers the result.
	Suppressions []Suppression `json:"suppressions,omitempty"`
}

// Suppression is a suppression: an audited exception in the source.
type Suppression struct {
	Kind          string    `json:"kind"`
	Justification string    `json:"justification,omitempty"`
	Location      *Location `json:"location,omitempty"`
}

// CodeFlow is the path that leads to a result, which code scanning shows
// under "show paths".
type CodeFlow struct {
	ThreadFlows []ThreadFlow `json:"threadFlows"`
}

// ThreadFlow is one sequence of locations of a code flow.
type ThreadFlow struct {
	Locations []ThreadFlowLocation `json:"locations"`
}

// ThreadFlowLocation is one step of a thread flow.
type ThreadFlowLocation struct {
	Location Location `json:"location"`
	// Importance is "essential" for the result's own location, the fault,
	// and "important" (the SARIF default, left out) for the others.
	Importance string `json:"importance,omitempty"`
}

// Location is a location, physical only.
type Location struct {
	ID               *int             `json:"id,omitempty"`
	PhysicalLocation PhysicalLocation `json:"physicalLocation"`
	Message          *Message         `json:"message,omitempty"`
}

// PhysicalLocation is a region of an artifact.
type PhysicalLocation struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Region           *Region          `json:"region,omitempty"`
}

// ArtifactLocation names a file: a URI relative to UriBaseID, or absolute.
type ArtifactLocation struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

// Region is a span of text. Lines are 1-based; columns are 1-based UTF-16
// code units, and EndColumn is the column after the last character.
type Region struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// Fix is a proposed fix: changes to one or more files.
type Fix struct {
	Description     *Message         `json:"description,omitempty"`
	ArtifactChanges []ArtifactChange `json:"artifactChanges"`
}

// ArtifactChange is the replacements of one fix in one file.
type ArtifactChange struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Replacements     []Replacement    `json:"replacements"`
}

// Replacement replaces a region by new content.
type Replacement struct {
	DeletedRegion   Region           `json:"deletedRegion"`
	InsertedContent *ArtifactContent `json:"insertedContent,omitempty"`
}

// ArtifactContent is inserted text.
type ArtifactContent struct {
	Text string `json:"text"`
}

// Options describe the run.
type Options struct {
	// Version is the tool version (a module version such as "v1.2.3", or
	// a VCS stamp); SemanticVersion is set from it when it is a semver.
	Version string
	// InformationURI is the tool's home page.
	InformationURI string
	// Root is the absolute source root: artifacts inside it are written
	// relative to it with the uriBaseId %SRCROOT%.
	Root string
	// Analyzers are the analyzers of the run, with their documentation:
	// one rule each, in this order. A finding of an analyzer not listed
	// gets a rule with only its ID.
	Analyzers []*lint.Analyzer
	// Source converts columns to UTF-16 code units.
	Source *findings.Source
}

// Build builds the SARIF log of res.
func Build(res *findings.Result, opts Options) *Log {
	if opts.Source == nil {
		opts.Source = findings.NewSource()
	}
	b := &builder{opts: opts, index: make(map[string]int), levels: make(map[string]string)}
	run := Run{
		Tool:       Tool{Driver: b.driver()},
		Results:    []Result{},
		ColumnKind: "utf16CodeUnits",
	}
	if opts.Root != "" {
		run.OriginalURIBaseIDs = map[string]ArtifactLocation{SrcRoot: {URI: dirURI(opts.Root)}}
	}
	// Covered findings are results too, with their suppression: code
	// scanning shows them as dismissed, with the reason, for review.
	for _, f := range slices.Concat(res.Findings, res.Allowed) {
		run.Results = append(run.Results, b.result(f, &run.Tool.Driver))
	}
	run.Invocations = []Invocation{b.invocation(res)}
	return &Log{Schema: Schema, Version: Version, Runs: []Run{run}}
}

// driver describes clampvet with one rule per finding kind of the
// options' analyzers, the suite's own kinds (exceptions) last.
func (b *builder) driver() Driver {
	d := Driver{
		Name:           "clampvet",
		Version:        b.opts.Version,
		InformationURI: b.opts.InformationURI,
		Rules:          []Rule{},
	}
	if v, ok := strings.CutPrefix(b.opts.Version, "v"); ok && isSemver(v) {
		d.SemanticVersion = v
	}
	add := func(k kinds.Kind) {
		b.index[k.ID] = len(d.Rules)
		d.Rules = append(d.Rules, kindRule(k))
		b.levels[k.ID] = k.Level()
	}
	suite := false
	for _, a := range b.opts.Analyzers {
		var own []kinds.Kind
		for _, k := range kinds.Of(a.Analyzer.Name) {
			if k.Analyzer != "" {
				own = append(own, k)
			}
		}
		if len(own) == 0 {
			// An analyzer outside the suite: one rule, from its
			// documentation.
			b.index[a.Analyzer.Name] = len(d.Rules)
			d.Rules = append(d.Rules, analyzerRule(a))
			b.levels[a.Analyzer.Name] = Level(a.Doc)
			continue
		}
		suite = true
		for _, k := range own {
			add(k)
		}
	}
	if suite {
		for _, k := range kinds.Of("") {
			add(k)
		}
	}
	return d
}

// ruleID is the rule of a finding: its kind, or for a finding of an
// analyzer outside the suite (whose category, if any, is no catalogued
// kind), its analyzer.
func ruleID(f findings.Finding) string {
	if _, ok := kinds.Lookup(f.Kind()); ok {
		return f.Kind()
	}
	return f.Analyzer
}

// analyzerRule is the rule of an analyzer outside the suite, from its
// lint documentation when it has one.
func analyzerRule(a *lint.Analyzer) Rule {
	r := Rule{ID: a.Analyzer.Name, HelpURI: a.Analyzer.URL}
	if a.Doc == nil {
		r.ShortDescription = &Message{Text: firstLine(a.Analyzer.Doc)}
		return r
	}
	doc := a.Doc.Compile()
	r.Name = a.Analyzer.Name
	r.ShortDescription = &Message{Text: doc.Title, Markdown: doc.TitleMarkdown}
	if doc.Text != "" {
		r.FullDescription = &Message{Text: doc.Text, Markdown: doc.TextMarkdown}
	}
	r.Help = &Message{Text: doc.Format(true), Markdown: doc.FormatMarkdown(true)}
	r.DefaultConfiguration = &Configuration{Level: Level(a.Doc)}
	return r
}

// result is the SARIF result of one finding; a finding of a kind (or of
// an analyzer outside the suite, with no kind) the options do not list
// adds a rule with only its ID to d.
func (b *builder) result(f findings.Finding, d *Driver) Result {
	id := ruleID(f)
	idx, ok := b.index[id]
	if !ok {
		idx = len(d.Rules)
		b.index[id] = idx
		d.Rules = append(d.Rules, Rule{ID: id, HelpURI: f.URL})
	}
	level := b.levels[id]
	if level == "" {
		level = "warning" // the SARIF default
	}
	r := Result{
		RuleID:    id,
		RuleIndex: idx,
		Level:     level,
		Message:   Message{Text: linkedMessage(f)},
		Locations: []Location{{PhysicalLocation: b.physical(f.Pos, f.End)}},
	}
	if f.Fingerprint != "" {
		r.PartialFingerprints = map[string]string{findings.FingerprintKey: f.Fingerprint}
	}
	if a := f.Allowed; a != nil {
		r.Suppressions = []Suppression{{
			Kind:          "inSource",
			Justification: a.Reason,
			Location:      &Location{PhysicalLocation: b.physical(a.Pos, a.End)},
		}}
	}
	for i, rel := range f.Related {
		id := i + 1
		r.RelatedLocations = append(r.RelatedLocations, Location{
			ID:               &id,
			PhysicalLocation: b.physical(rel.Pos, rel.End),
			Message:          &Message{Text: rel.Message},
		})
	}
	if flow := b.codeFlow(f); flow != nil {
		r.CodeFlows = []CodeFlow{*flow}
	}
	for _, fix := range f.Fixes {
		r.Fixes = append(r.Fixes, b.fix(fix))
	}
	return r
}

// linkedMessage is the text of a result's message: the finding's message,
// and when it has related locations, " (see [message](id); ...)" with one
// embedded link per related location, which code scanning renders as a
// link to it. Where a message has links, SARIF reads '[' and ']' as link
// syntax, so the literal ones (and '\\') are escaped with a backslash.
func linkedMessage(f findings.Finding) string {
	if len(f.Related) == 0 {
		return f.Message
	}
	esc := strings.NewReplacer(`\`, `\\`, `[`, `\[`, `]`, `\]`)
	links := make([]string, len(f.Related))
	for i, rel := range f.Related {
		links[i] = "[" + esc.Replace(rel.Message) + "](" + strconv.Itoa(i+1) + ")"
	}
	return esc.Replace(f.Message) + " (see " + strings.Join(links, "; ") + ")"
}

// codeFlow is the path of a finding whose related locations include
// steps (package steps): the steps in their order, then the finding's
// own location unless a step is already there; nil without steps.
func (b *builder) codeFlow(f findings.Finding) *CodeFlow {
	var locs []ThreadFlowLocation
	ends := false
	for _, rel := range f.Related {
		what, ok := steps.Cut(rel.Message)
		if !ok {
			continue
		}
		step := ThreadFlowLocation{Location: Location{
			PhysicalLocation: b.physical(rel.Pos, rel.End),
			Message:          &Message{Text: what},
		}}
		if rel.Pos == f.Pos && rel.End == f.End {
			step.Importance, ends = "essential", true
		}
		locs = append(locs, step)
	}
	if len(locs) == 0 {
		return nil
	}
	if !ends {
		locs = append(locs, ThreadFlowLocation{
			Location:   Location{PhysicalLocation: b.physical(f.Pos, f.End), Message: &Message{Text: f.Message}},
			Importance: "essential",
		})
	}
	return &CodeFlow{ThreadFlows: []ThreadFlow{{Locations: locs}}}
}

// invocation reports the load errors and the analysis errors of res as
// tool execution notifications; any error makes it unsuccessful.
func (b *builder) invocation(res *findings.Result) Invocation {
	inv := Invocation{ExecutionSuccessful: len(res.Errors) == 0 && len(res.LoadErrors) == 0}
	for _, e := range res.LoadErrors {
		n := Notification{Level: "error", Message: Message{Text: e.Msg}}
		if e.Pos.IsValid() {
			n.Locations = []Location{{PhysicalLocation: b.physical(e.Pos, token.Position{})}}
		} else {
			n.Message.Text = e.String()
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	// The analysis errors that only repeat a load error ("analysis
	// skipped", "failed prerequisites", one per analyzer and package) are
	// left out, as the text and GitHub formats leave them out: the load
	// errors above already say what failed. The invocation stays
	// unsuccessful.
	for _, e := range res.PrimaryErrors() {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, Notification{
			Level: "error", Message: Message{Text: e.Error()},
		})
	}
	return inv
}

// Write writes the SARIF log of res to w, indented.
func Write(w io.Writer, res *findings.Result, opts Options) error {
	// Not HTML-escaped: messages quote Go code ("<-", "&x").
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(Build(res, opts))
}

// Level maps a lint severity to a SARIF result level.
func Level(doc *lint.RawDocumentation) string {
	if doc == nil {
		return "warning"
	}
	switch doc.Severity {
	case lint.SeverityError, lint.SeverityNone:
		// SeverityNone is the zero value: an analyzer that does not say
		// is a correctness check, as all of clampvet's are.
		return "error"
	case lint.SeverityWarning, lint.SeverityDeprecated:
		return "warning"
	default: // SeverityInfo, SeverityHint
		return "note"
	}
}

// kindRule is the rule of one finding kind: its title, its text, and as
// help the text with the failing and the passing example.
func kindRule(k kinds.Kind) Rule {
	text := strings.ReplaceAll(k.Text, `\'`, "`")
	plain := strings.ReplaceAll(k.Text, `\'`, "")
	help := fmt.Sprintf("%s\n\nFailing:\n\n%s\n\nPassing:\n\n%s", plain, indent(k.Bad), indent(k.Good))
	helpMD := fmt.Sprintf("%s\n\nFailing:\n\n```go\n%s\n```\n\nPassing:\n\n```go\n%s\n```", text, k.Bad, k.Good)
	if !k.Allowable() {
		help += "\n\nCannot be excepted: " + k.NotAllowable
		helpMD += "\n\nCannot be excepted: " + k.NotAllowable
	}
	tags := []string{"clampvet", "security"}
	if k.Analyzer != "" {
		tags = append(tags, k.Analyzer)
	}
	return Rule{
		ID:                   k.ID,
		Name:                 kinds.Qualified(cmp.Or(k.Analyzer, "clampvet"), k.ID),
		ShortDescription:     &Message{Text: k.Title},
		FullDescription:      &Message{Text: plain, Markdown: text},
		Help:                 &Message{Text: help, Markdown: helpMD},
		HelpURI:              k.URL(),
		DefaultConfiguration: &Configuration{Level: k.Level()},
		Properties:           &RuleProperties{Tags: tags},
	}
}

// indent indents every line of s by a tab, as plain text shows code.
func indent(s string) string {
	return "\t" + strings.ReplaceAll(strings.TrimSpace(s), "\n", "\n\t")
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

type builder struct {
	opts   Options
	index  map[string]int    // rule index by kind (or analyzer, for a finding with no kind)
	levels map[string]string // result level by kind
}

func (b *builder) artifact(filename string) ArtifactLocation {
	if b.opts.Root != "" && filepath.IsAbs(filename) {
		if rel, err := filepath.Rel(b.opts.Root, filename); err == nil && rel != ".." &&
			!strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return ArtifactLocation{URI: (&url.URL{Path: filepath.ToSlash(rel)}).String(), URIBaseID: SrcRoot}
		}
	}
	if filepath.IsAbs(filename) {
		return ArtifactLocation{URI: fileURI(filename)}
	}
	return ArtifactLocation{URI: (&url.URL{Path: filepath.ToSlash(filename)}).String()}
}

func (b *builder) physical(pos, end token.Position) PhysicalLocation {
	loc := PhysicalLocation{ArtifactLocation: b.artifact(pos.Filename)}
	if pos.Line > 0 {
		r := &Region{StartLine: pos.Line, StartColumn: b.opts.Source.UTF16Column(pos)}
		if end.IsValid() && end.Filename == pos.Filename && end.Line >= pos.Line {
			r.EndLine = end.Line
			r.EndColumn = b.opts.Source.UTF16Column(end)
		} else {
			r.EndLine, r.EndColumn = r.StartLine, r.StartColumn
		}
		loc.Region = r
	}
	return loc
}

func (b *builder) fix(fix findings.Fix) Fix {
	out := Fix{ArtifactChanges: []ArtifactChange{}}
	if fix.Message != "" {
		out.Description = &Message{Text: fix.Message}
	}
	byFile := make(map[string]int)
	for _, e := range fix.Edits {
		i, ok := byFile[e.Pos.Filename]
		if !ok {
			i = len(out.ArtifactChanges)
			byFile[e.Pos.Filename] = i
			out.ArtifactChanges = append(out.ArtifactChanges, ArtifactChange{
				ArtifactLocation: b.artifact(e.Pos.Filename),
				Replacements:     []Replacement{},
			})
		}
		rep := Replacement{DeletedRegion: Region{
			StartLine: e.Pos.Line, StartColumn: b.opts.Source.UTF16Column(e.Pos),
			EndLine: e.End.Line, EndColumn: b.opts.Source.UTF16Column(e.End),
		}}
		if e.New != "" {
			rep.InsertedContent = &ArtifactContent{Text: e.New}
		}
		out.ArtifactChanges[i].Replacements = append(out.ArtifactChanges[i].Replacements, rep)
	}
	return out
}

// fileURI returns the file URI of an absolute path.
func fileURI(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // C:/x on Windows
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

// dirURI returns the file URI of a directory, ending in a slash as SARIF
// requires of a base URI.
func dirURI(dir string) string {
	u := fileURI(dir)
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	return u
}

// isSemver reports whether v (without "v") is MAJOR.MINOR.PATCH with an
// optional pre-release or build suffix.
func isSemver(v string) bool {
	core, _, _ := strings.Cut(v, "+")
	core, _, _ = strings.Cut(core, "-")
	parts := strings.Split(core, ".")
	if len(parts) != 3 {
		return false
	}
	for _, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}
