package repocheck

import (
	"bufio"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// periodRef matches a reference to a numbered past work period: the word
// for one, singular or plural, then a space or a hyphen and a digit (see
// TestPeriodPattern). The LoCoMo data's own session_N keys and session_id
// do not match: an underscore is not a separator here.
var periodRef = regexp.MustCompile(`(?i)\bsessions?[ -][0-9]`)

// dataFile reports whether name is data, not prose or code: data keeps its
// own words.
func dataFile(name string) bool {
	switch filepath.Ext(name) {
	case ".json", ".jsonl", ".csv", ".tsv", ".txt", ".sum", ".lock":
		return true
	}
	return strings.Contains(name, "testdata/") || strings.HasSuffix(name, "package-lock.json")
}

// periodRefs returns "file:line: text" for every match in text.
func periodRefs(name, text string) []string {
	var out []string
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 0, 64<<10), 4<<20)
	for n := 1; sc.Scan(); n++ {
		if periodRef.MatchString(sc.Text()) {
			out = append(out, name+":"+strconv.Itoa(n)+": "+strings.TrimSpace(sc.Text()))
		}
	}
	return out
}

// TestNoPeriodReferences: documents, code comments and test names say what
// is true now; the history of numbered work periods lives in git log.
func TestNoPeriodReferences(t *testing.T) {
	cmd := exec.Command("git", "ls-files")
	cmd.Dir = path.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("not a git checkout (git ls-files: %v)", err)
	}
	files := strings.Fields(string(out))
	if len(files) < 50 {
		t.Fatalf("git ls-files listed %d files", len(files))
	}
	for _, f := range files {
		if dataFile(f) {
			continue
		}
		b, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			continue // deleted in the work tree
		}
		for _, r := range periodRefs(f, string(b)) {
			t.Error(r)
		}
	}
}

// TestPeriodPattern: the pattern catches the usual forms and spares the
// data's own keys.
func TestPeriodPattern(t *testing.T) {
	w := "session" // spelled out here only, so that this file passes its own test
	for _, s := range []string{"measured in " + w + " 3", "S" + w[1:] + "s 1-3 ran on", "on the final " + w + "-6 code", strings.ToUpper(w) + " 2"} {
		if !periodRef.MatchString(s) {
			t.Errorf("%q not caught", s)
		}
	}
	for _, s := range []string{"session_id", `"session_1": [`, "session_12_date_time", "per session", "sessionID 4"} {
		if periodRef.MatchString(s) {
			t.Errorf("%q caught", s)
		}
	}
}
