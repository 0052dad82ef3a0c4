package sarif_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/sema-agent/clampvet/internal/driver"
	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/sarif"
	"github.com/sema-agent/clampvet/testkit/drivertest"
)

// validate validates a SARIF log against the OASIS SARIF 2.1.0 schema
// (the OASIS SARIF 2.1.0 schema), formats asserted.
func validate(t *testing.T, data []byte) {
	t.Helper()
	if err := validateErr(t, data); err != nil {
		t.Fatalf("SARIF output does not validate: %v\n%s", err, data)
	}
}

func validateErr(t *testing.T, data []byte) error {
	t.Helper()
	f, err := os.Open("testdata/sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	schemaDoc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("sarif-schema-2.1.0.json", schemaDoc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
	return sch.Validate(inst)
}

// TestSchemaRejects shows the validation can fail: a level SARIF does not
// define and a region starting at line 0 are rejected.
func TestSchemaRejects(t *testing.T) {
	_, log := build(t)
	log.Runs[0].Results[0].Level = "fatal"
	data, _ := json.Marshal(log)
	if validateErr(t, data) == nil {
		t.Error("level fatal validated")
	}
	_, log = build(t)
	log.Runs[0].Results[0].Locations[0].PhysicalLocation.Region.StartLine = 0
	data, _ = json.Marshal(log)
	if validateErr(t, data) == nil {
		t.Error("startLine 0 validated")
	}
}

const file = "package p\n\n// héllo 🙂 TODO(fix)\nvar x = 1\n"

func pos(line, byteCol int) token.Position {
	off := 0
	for l := 1; l < line; l++ {
		off += strings.IndexByte(file[off:], '\n') + 1
	}
	return token.Position{Filename: "/src/mod/p/p.go", Line: line, Column: byteCol, Offset: off + byteCol - 1}
}

func result() *findings.Result {
	todo := pos(3, 16) // "TODO(fix)": byte column 16, UTF-16 column 13
	todoEnd := pos(3, 25)
	return &findings.Result{
		Findings: []findings.Finding{{
			Analyzer: "todo", Package: "mod/p", URL: "https://example.com/drivertest#todo",
			Pos: todo, End: todoEnd, Message: "todo left in comment, want it done",
			Related: []findings.Related{{Pos: pos(1, 9), End: pos(1, 10), Message: "in this package"}},
			Fixes:   []findings.Fix{{Message: "mark it done", Edits: []findings.Edit{{Pos: todo, End: todoEnd, New: "DONE"}}}},
		}, {
			Analyzer: "reach", Package: "mod/p",
			Pos: token.Position{Filename: "/elsewhere/q.go", Line: 2, Column: 1}, End: token.Position{},
			Message: "outside the root",
		}, {
			Analyzer: "unlisted", Package: "mod/p", URL: "https://example.com/unlisted",
			Pos: pos(4, 5), End: pos(4, 6), Message: "from an analyzer without documentation",
		}},
		Errors: []findings.Error{{Package: "mod/q", Analyzer: "reach", Err: errors.New("analysis skipped due to errors in package")}},
	}
}

func build(t *testing.T) ([]byte, *sarif.Log) {
	t.Helper()
	src := findings.NewSourceFunc(func(name string) ([]byte, error) {
		if name == "/src/mod/p/p.go" {
			return []byte(file), nil
		}
		return nil, errors.New("no file")
	})
	var buf bytes.Buffer
	opts := sarif.Options{
		Version: "v1.2.3", InformationURI: "https://github.com/sema-agent/clampvet",
		Root: "/src/mod", Analyzers: drivertest.Suite(), Source: src,
	}
	if err := sarif.Write(&buf, result(), opts); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), sarif.Build(result(), opts)
}

func TestValidAgainstSchema(t *testing.T) {
	data, _ := build(t)
	validate(t, data)

	// An empty run validates too.
	var buf bytes.Buffer
	if err := sarif.Write(&buf, &findings.Result{}, sarif.Options{Root: "/src/mod"}); err != nil {
		t.Fatal(err)
	}
	validate(t, buf.Bytes())
	if !strings.Contains(buf.String(), `"results": []`) {
		t.Errorf("empty run: want an empty results array (no results is not the same as not run):\n%s", buf.String())
	}
}

func TestContent(t *testing.T) {
	data, log := build(t)
	run := log.Runs[0]
	d := run.Tool.Driver
	if d.Name != "clampvet" || d.Version != "v1.2.3" || d.SemanticVersion != "1.2.3" || d.InformationURI == "" {
		t.Errorf("driver = %+v", d)
	}
	if len(d.Rules) != 3 || d.Rules[0].ID != "reach" || d.Rules[1].ID != "todo" || d.Rules[2].ID != "unlisted" {
		t.Fatalf("rules = %+v", d.Rules)
	}
	reach := d.Rules[0]
	if reach.Help == nil || !strings.Contains(reach.Help.Text, "'//clampvet:carrier'") == strings.Contains(reach.Help.Text, "`") ||
		!strings.Contains(reach.Help.Markdown, "`//clampvet:carrier`") || reach.HelpURI != "https://example.com/drivertest#reach" ||
		reach.DefaultConfiguration == nil || reach.DefaultConfiguration.Level != "error" {
		t.Errorf("rule reach = %+v, help %+v", reach, reach.Help)
	}
	if d.Rules[1].DefaultConfiguration.Level != "warning" {
		t.Errorf("todo level = %v, want warning (SeverityWarning)", d.Rules[1].DefaultConfiguration)
	}
	if d.Rules[2].HelpURI != "https://example.com/unlisted" {
		t.Errorf("unlisted rule = %+v", d.Rules[2])
	}
	if run.ColumnKind != "utf16CodeUnits" {
		t.Errorf("columnKind = %q", run.ColumnKind)
	}
	if got := run.OriginalURIBaseIDs[sarif.SrcRoot].URI; got != "file:///src/mod/" {
		t.Errorf("%%SRCROOT%% = %q, want file:///src/mod/", got)
	}

	todo := run.Results[0]
	loc := todo.Locations[0].PhysicalLocation
	if loc.ArtifactLocation != (sarif.ArtifactLocation{URI: "p/p.go", URIBaseID: sarif.SrcRoot}) {
		t.Errorf("artifact = %+v, want p/p.go relative to %%SRCROOT%%", loc.ArtifactLocation)
	}
	// "// héllo 🙂 TODO(fix)": é is 1 UTF-16 unit (2 bytes), 🙂 is 2 (4 bytes).
	if want := (sarif.Region{StartLine: 3, StartColumn: 13, EndLine: 3, EndColumn: 22}); *loc.Region != want {
		t.Errorf("region = %+v, want %+v (UTF-16 columns)", *loc.Region, want)
	}
	if todo.RuleIndex != 1 || todo.Level != "warning" || todo.Message.Text != "todo left in comment, want it done (see [in this package](1))" {
		t.Errorf("result = %+v", todo)
	}
	if len(todo.RelatedLocations) != 1 || *todo.RelatedLocations[0].ID != 1 || todo.RelatedLocations[0].Message.Text != "in this package" {
		t.Errorf("related = %+v", todo.RelatedLocations)
	}
	if len(todo.Fixes) != 1 {
		t.Fatalf("fixes = %+v", todo.Fixes)
	}
	fix := todo.Fixes[0]
	if fix.Description.Text != "mark it done" || len(fix.ArtifactChanges) != 1 ||
		fix.ArtifactChanges[0].ArtifactLocation.URI != "p/p.go" ||
		fix.ArtifactChanges[0].Replacements[0].DeletedRegion != (sarif.Region{StartLine: 3, StartColumn: 13, EndLine: 3, EndColumn: 22}) ||
		fix.ArtifactChanges[0].Replacements[0].InsertedContent.Text != "DONE" {
		t.Errorf("fix = %+v", fix)
	}

	outside := run.Results[1]
	if got := outside.Locations[0].PhysicalLocation.ArtifactLocation; got != (sarif.ArtifactLocation{URI: "file:///elsewhere/q.go"}) {
		t.Errorf("file outside the root: artifact = %+v, want an absolute file URI", got)
	}
	if r := outside.Locations[0].PhysicalLocation.Region; r.EndLine != 2 || r.EndColumn != 1 {
		t.Errorf("finding without end: region = %+v, want an empty region at the start", r)
	}
	if inv := run.Invocations[0]; inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 1 {
		t.Errorf("invocation = %+v, want unsuccessful with one notification", inv)
	}
	if bytes.Contains(data, []byte(`\u003c`)) {
		t.Errorf("output is HTML-escaped")
	}
	var generic map[string]any
	if err := json.Unmarshal(data, &generic); err != nil {
		t.Fatal(err)
	}
}

func TestLevel(t *testing.T) {
	for _, a := range drivertest.Suite() {
		want := map[string]string{"reach": "error", "todo": "warning"}[a.Analyzer.Name]
		if got := sarif.Level(a.Doc); got != want {
			t.Errorf("Level(%s) = %q, want %q", a.Analyzer.Name, got, want)
		}
	}
	if got := sarif.Level(nil); got != "warning" {
		t.Errorf("Level(nil) = %q, want warning (the SARIF default)", got)
	}
}

// TestPrimaryErrorsOnly checks that analysis errors which merely repeat a
// load error ("analysis skipped", "failed prerequisites") are not
// notifications, while the load error and any other analysis error are,
// and that the invocation stays unsuccessful either way.
func TestPrimaryErrorsOnly(t *testing.T) {
	loadErr := findings.LoadError{Package: "mod/bad", Pos: pos(4, 9), Msg: "cannot use \"one\" as int value"}
	res := &findings.Result{
		LoadErrors: []findings.LoadError{loadErr},
		Errors: []findings.Error{
			{Package: "mod/bad", Analyzer: "reach", Err: errors.New("analysis skipped due to errors in package")},
			{Package: "mod/bad", Analyzer: "todo", Err: errors.New("analysis skipped due to errors in package")},
			{Package: "mod/user", Analyzer: "reach", Err: errors.New("failed prerequisites: reach@mod/bad")},
			{Package: "mod/other", Analyzer: "todo", Err: errors.New("internal error: boom")},
		},
	}
	notes := func(res *findings.Result) []string {
		var out []string
		for _, n := range sarif.Build(res, sarif.Options{Root: "/src/mod"}).Runs[0].Invocations[0].ToolExecutionNotifications {
			out = append(out, n.Message.Text)
		}
		return out
	}
	inv := sarif.Build(res, sarif.Options{Root: "/src/mod"}).Runs[0].Invocations[0]
	if inv.ExecutionSuccessful {
		t.Error("invocation with a load error is successful")
	}
	want := []string{loadErr.Msg, "mod/other: todo: internal error: boom"}
	if got := notes(res); !slices.Equal(got, want) {
		t.Errorf("notifications with a load error:\n got  %q\n want %q", got, want)
	}
	var primary []string
	for _, e := range res.PrimaryErrors() {
		primary = append(primary, e.Error())
	}
	if got := notes(res)[1:]; !slices.Equal(got, primary) {
		t.Errorf("analysis notifications %q, want the primary errors the text format prints, %q", got, primary)
	}

	// Without a load error to repeat, every analysis error is reported.
	res.LoadErrors = nil
	if got := notes(res); len(got) != len(res.Errors) {
		t.Errorf("notifications without a load error: %q, want all %d analysis errors", got, len(res.Errors))
	}
}

// TestDriverErrorsLikeText runs the driver on a module whose package bad
// does not type-check and whose package user imports it, so that every
// analyzer of both is skipped or fails its prerequisites: the SARIF log
// must hold exactly the errors the text format prints (the one type error),
// as the GitHub format does, and not one notification per follow-on.
func TestDriverErrorsLikeText(t *testing.T) {
	dir := t.TempDir()
	for name, src := range map[string]string{
		"go.mod":        "module example.com/broken\n\ngo 1.22\n",
		"bad/bad.go":    "package bad\n\n// N returns a string where an int is declared.\nfunc N() int { return \"one\" }\n",
		"user/user.go":  "package user\n\nimport \"example.com/broken/bad\"\n\n// M uses bad.\nfunc M() int { return bad.N() }\n",
		"user2/user.go": "package user2\n\nimport \"example.com/broken/user\"\n\n// O uses user.\nfunc O() int { return user.M() }\n",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	run := func(format string) (stdout, stderr string) {
		var out, errb bytes.Buffer
		if code := driver.Main(drivertest.Suite(), []string{"-C", dir, "-format=" + format, "./..."}, &out, &errb); code != driver.ExitErrors {
			t.Errorf("-format=%s: exit %d, want %d\n%s%s", format, code, driver.ExitErrors, out.String(), errb.String())
		}
		return out.String(), errb.String()
	}

	_, text := run("text")
	textErrors := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	const typeError = `bad/bad.go:4:23: cannot use "one" (untyped string constant) as int value in return statement`
	if !slices.Equal(textErrors, []string{typeError}) {
		t.Fatalf("text errors:\n%s\nwant only the type error %q", text, typeError)
	}

	data, _ := run("sarif")
	validate(t, []byte(data))
	var log sarif.Log
	if err := json.Unmarshal([]byte(data), &log); err != nil {
		t.Fatal(err)
	}
	inv := log.Runs[0].Invocations[0]
	var got []string
	for _, n := range inv.ToolExecutionNotifications {
		text := n.Message.Text
		if len(n.Locations) > 0 {
			loc := n.Locations[0].PhysicalLocation
			text = fmt.Sprintf("%s:%d:%d: %s", loc.ArtifactLocation.URI, loc.Region.StartLine, loc.Region.StartColumn, text)
		}
		got = append(got, text)
	}
	if inv.ExecutionSuccessful || !slices.Equal(got, textErrors) {
		t.Errorf("sarif: successful %v, notifications:\n\t%s\nwant unsuccessful with the text format's errors:\n\t%s",
			inv.ExecutionSuccessful, strings.Join(got, "\n\t"), strings.Join(textErrors, "\n\t"))
	}

	gh, _ := run("github")
	if n := strings.Count(gh, "::error "); n != len(got) {
		t.Errorf("github prints %d error annotations, sarif %d notifications:\n%s", n, len(got), gh)
	}
}
