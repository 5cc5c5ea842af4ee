package config_test

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/config"
)

// readmePath is the repository README, relative to this package.
var readmePath = filepath.Join("..", "..", "README.md")

// allFlags registers every flag group on one FlagSet. Groups are small
// integers; registering a range well past the last one means a group added
// later is covered without editing this test.
func allFlags() *flag.FlagSet {
	// The union of every group's flags, each group registered alone: some
	// flags (--metrics-addr) belong to workers only.
	fs := flag.NewFlagSet("all", flag.ContinueOnError)
	for i := range 64 {
		one := flag.NewFlagSet("one", flag.ContinueOnError)
		var cfg config.Config
		cfg.Register(one, config.Group(i))
		one.VisitAll(func(f *flag.Flag) {
			if fs.Lookup(f.Name) == nil {
				fs.Var(f.Value, f.Name, f.Usage)
			}
		})
	}
	return fs
}

// tableRow is one row of the README configuration table.
type tableRow struct {
	env  string
	line int
}

var (
	flagCell = regexp.MustCompile("^`--([a-z0-9][a-z0-9-]*)`$")
	usageEnv = regexp.MustCompile(`\(env ([A-Z0-9_]+)\)`)
)

// readConfigTable returns the rows of the first markdown table under the
// "## Configuration" heading of the README at path, keyed by flag name
// (without dashes), plus problems found while reading (duplicate rows).
func readConfigTable(path string) (map[string]tableRow, []string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("the README must exist and document every flag in its Configuration table: %w", err)
	}
	defer f.Close()
	rows := map[string]tableRow{}
	var problems []string
	sc := bufio.NewScanner(f)
	in, inTable := false, false
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "## ") {
			if in {
				break
			}
			in = strings.EqualFold(strings.TrimSpace(strings.TrimPrefix(line, "## ")), "Configuration")
			continue
		}
		if !in {
			continue
		}
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break // the first table ended
			}
			continue
		}
		inTable = true
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		m := flagCell.FindStringSubmatch(cells[0])
		if m == nil {
			continue // header or separator
		}
		if prev, dup := rows[m[1]]; dup {
			problems = append(problems, fmt.Sprintf("line %d: --%s listed twice (also line %d)", n, m[1], prev.line))
		}
		r := tableRow{line: n}
		if len(cells) > 1 {
			r.env = strings.Trim(cells[1], "`")
		}
		rows[m[1]] = r
	}
	if err := sc.Err(); err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", path, err)
	}
	if !inTable {
		return nil, nil, fmt.Errorf("%s has no table under a \"## Configuration\" heading", path)
	}
	return rows, problems, nil
}

// checkTable compares the README table at path with the flags of fs. It
// returns one problem per flag missing from the table, per table row naming
// no flag, and per environment column that disagrees with the flag's usage
// text "(env NAME)".
func checkTable(path string, fs *flag.FlagSet) ([]string, error) {
	rows, problems, err := readConfigTable(path)
	if err != nil {
		return nil, err
	}
	fs.VisitAll(func(f *flag.Flag) {
		r, ok := rows[f.Name]
		if !ok {
			problems = append(problems, fmt.Sprintf("--%s is missing from the table", f.Name))
			return
		}
		var env string
		if m := usageEnv.FindStringSubmatch(f.Usage); m != nil {
			env = m[1]
		}
		if r.env != env {
			problems = append(problems, fmt.Sprintf("line %d: --%s environment column is %q, the flag reads %q", r.line, f.Name, r.env, env))
		}
	})
	for name, r := range rows {
		if fs.Lookup(name) == nil {
			problems = append(problems, fmt.Sprintf("line %d: --%s is listed but no binary has it", r.line, name))
		}
	}
	sort.Strings(problems)
	return problems, nil
}

// TestREADMEConfigTable fails when a flag exists that the README table does
// not list, when the table lists a flag that does not exist, or when the
// table's environment column disagrees with the flag.
func TestREADMEConfigTable(t *testing.T) {
	problems, err := checkTable(readmePath, allFlags())
	if err != nil {
		t.Fatalf("%s: %v", readmePath, err)
	}
	for _, p := range problems {
		t.Errorf("README configuration table: %s", p)
	}
}

// TestCheckTableCatchesDrift shows the check is not vacuous: a README
// without one flag's row and with a row for a flag that does not exist
// fails on both.
func TestCheckTableCatchesDrift(t *testing.T) {
	var b strings.Builder
	b.WriteString("# x\n\n## Configuration\n\n| flag | environment | default | meaning |\n|---|---|---|---|\n")
	fs := allFlags()
	var dropped string
	fs.VisitAll(func(f *flag.Flag) {
		if dropped == "" {
			dropped = f.Name
			return
		}
		env := ""
		if m := usageEnv.FindStringSubmatch(f.Usage); m != nil {
			env = "`" + m[1] + "`"
		}
		fmt.Fprintf(&b, "| `--%s` | %s | | |\n", f.Name, env)
	})
	b.WriteString("| `--no-such-flag` | | | |\n\n## Operations\n\n| `--not-in-the-table` | | | |\n")
	path := filepath.Join(t.TempDir(), "README.md")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	problems, err := checkTable(path, fs)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"--" + dropped + " is missing from the table", "--no-such-flag is listed but no binary has it"}
	if len(problems) != len(want) {
		t.Fatalf("problems = %q, want exactly %q", problems, want)
	}
	for _, w := range want {
		found := false
		for _, p := range problems {
			found = found || strings.Contains(p, w)
		}
		if !found {
			t.Errorf("no problem reported containing %q; got %q", w, problems)
		}
	}
	if _, err := checkTable(filepath.Join(t.TempDir(), "absent.md"), fs); err == nil {
		t.Error("a missing README passed")
	}
}

// TestEveryFlagHasUsage keeps -h useful: every flag says what it does.
func TestEveryFlagHasUsage(t *testing.T) {
	allFlags().VisitAll(func(f *flag.Flag) {
		if strings.TrimSpace(f.Usage) == "" {
			t.Errorf("--%s has no usage text", f.Name)
		}
	})
}

// TestDefaultsValidate: what a user gets with nothing set is valid.
func TestDefaultsValidate(t *testing.T) {
	for _, k := range []string{"ENGRAM_VECTOR_STORE", "ENGRAM_STATE_STORE", "ENGRAM_LOG_FORMAT", "ENGRAM_EXTRACTOR",
		"ENGRAM_EMBEDDER", "ENGRAM_SHUTDOWN_TIMEOUT", "ENGRAM_STREAM_REPLICAS"} {
		t.Setenv(k, "") // restored after the test
		os.Unsetenv(k)
	}
	var cfg config.Config
	cfg.Register(flag.NewFlagSet("d", flag.ContinueOnError), config.GroupServe, config.GroupForget)
	if err := cfg.Validate(); err != nil {
		t.Errorf("defaults do not validate: %v", err)
	}
}

// TestEraseSecureDeleteFromEnv: the setting is off by default, on from the
// environment, and an unreadable value is an error, not silently off.
func TestEraseSecureDeleteFromEnv(t *testing.T) {
	for _, tc := range []struct {
		env     string
		want    bool
		invalid bool
	}{{"", false, false}, {"true", true, false}, {"1", true, false}, {"false", false, false}, {"yes", false, true}} {
		t.Setenv("ENGRAM_ERASE_SECURE_DELETE", tc.env)
		var cfg config.Config
		cfg.Register(flag.NewFlagSet("e", flag.ContinueOnError))
		err := cfg.Validate()
		if cfg.EraseSecureDelete != tc.want || (err != nil) != tc.invalid {
			t.Errorf("ENGRAM_ERASE_SECURE_DELETE=%q: secure delete %v, validate error %v", tc.env, cfg.EraseSecureDelete, err)
		}
		if tc.invalid && err != nil && !strings.Contains(err.Error(), "ENGRAM_ERASE_SECURE_DELETE") {
			t.Errorf("error does not name the variable: %v", err)
		}
	}
}

// An unknown log level is refused, like an unknown log format.
func TestLogLevelValidated(t *testing.T) {
	for lvl, ok := range map[string]bool{"debug": true, "info": true, "warn": true, "error": true, "verbose": false, "INFO ": false} {
		var c config.Config
		c.Register(flag.NewFlagSet("d", flag.ContinueOnError), config.GroupServe)
		c.LogLevel = lvl
		if err := c.Validate(); (err == nil) != ok {
			t.Errorf("--log-level %q: Validate() = %v, want ok=%v", lvl, err, ok)
		}
	}
}

// --metrics-addr is offered only where something listens on it: the
// workers. serve and the recaller answer /metrics on their API address.
func TestMetricsAddrOnlyForWorkers(t *testing.T) {
	for _, tc := range []struct {
		groups []config.Group
		want   bool
	}{
		{[]config.Group{config.GroupServe}, false},
		{[]config.Group{config.GroupHTTP, config.GroupEmbed}, false},
		{[]config.Group{config.GroupExtract}, true},
		{[]config.Group{config.GroupIngest, config.GroupEmbed}, true},
		{[]config.Group{config.GroupForget}, true},
	} {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		var c config.Config
		c.Register(fs, tc.groups...)
		if got := fs.Lookup("metrics-addr") != nil; got != tc.want {
			t.Errorf("groups %v: --metrics-addr registered = %v, want %v", tc.groups, got, tc.want)
		}
	}
}

// --turns-ack-wait defaults to two minutes, follows the flag and the
// environment, and refuses a value shorter than twice the keep-alive of
// turns in progress (a turn being extracted would be redelivered).
func TestTurnsAckWait(t *testing.T) {
	for _, tc := range []struct {
		env, flag string
		want      time.Duration
		ok        bool
	}{{"", "", 2 * time.Minute, true}, {"", "20s", 20 * time.Second, true}, {"45s", "", 45 * time.Second, true}, {"", "5s", 5 * time.Second, false}} {
		t.Setenv("ENGRAM_TURNS_ACK_WAIT", tc.env)
		var c config.Config
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		c.Register(fs, config.GroupExtract)
		var args []string
		if tc.flag != "" {
			args = []string{"--turns-ack-wait", tc.flag}
		}
		if err := fs.Parse(args); err != nil {
			t.Fatal(err)
		}
		err := c.Validate()
		if c.TurnsAckWait != tc.want || (err == nil) != tc.ok {
			t.Errorf("env %q flag %q: ack wait %s, validate %v; want %s, ok=%v", tc.env, tc.flag, c.TurnsAckWait, err, tc.want, tc.ok)
		}
	}
}
