package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// readmeSection returns the shell commands of the ```sh blocks of the
// README section headed heading, one string per command (a command starts
// at a line that begins with a word and runs until the next one).
func readmeSection(t *testing.T, heading string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "\n"+heading+"\n")
	if i < 0 {
		t.Fatalf("README has no section %q", heading)
	}
	s = s[i+len(heading)+2:]
	if j := strings.Index(s, "\n#"); j >= 0 {
		s = s[:j]
	}
	var cmds []string
	for _, block := range regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(s, -1) {
		for _, line := range strings.Split(block[1], "\n") {
			switch {
			case strings.TrimSpace(line) == "":
			case regexp.MustCompile(`^[a-z]`).MatchString(line):
				cmds = append(cmds, line)
			default:
				cmds[len(cmds)-1] += "\n" + line
			}
		}
	}
	return cmds
}

// The README's "Publish a turn and recall it" snippets run as printed
// against a live `engram serve`: `go run ./cmd/engram` is a binary built
// from this tree, localhost:8080 the test server's address. A recall is
// retried until the pipeline has extracted the turn before it.
func TestREADMESnippets(t *testing.T) {
	if _, err := exec.LookPath("curl"); err != nil {
		t.Skip("curl is not installed (apt-get install curl)")
	}
	cmds := readmeSection(t, "### Publish a turn and recall it")
	if len(cmds) < 5 {
		t.Fatalf("found %d commands in the README section, want at least 5: %q", len(cmds), cmds)
	}
	bin := filepath.Join(t.TempDir(), "engram")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	s := startServe(t, t.TempDir())
	hostPort := strings.TrimPrefix(s.addr, "http://")
	// What each command that reads must show once the turns are extracted.
	expect := map[string]string{"engram recall": "Zhang San", "/v1/recall": "李雷", "/v1/memories": "李雷"}
	for _, c := range cmds {
		run := strings.ReplaceAll(c, "go run ./cmd/engram", bin)
		run = strings.ReplaceAll(run, "localhost:8080", hostPort)
		want := ""
		for k, v := range expect {
			if strings.Contains(strings.ReplaceAll(c, "go run ./cmd/engram", "engram"), k) {
				want = v
			}
		}
		deadline := time.Now().Add(30 * time.Second)
		for {
			cmd := exec.Command("bash", "-c", run)
			cmd.Env = append(os.Environ(), "ENGRAM_ADDR="+s.addr)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("README command failed: %v\n%s\n%s", err, c, out)
			}
			if strings.Contains(string(out), `"error"`) {
				t.Fatalf("README command answered an error:\n%s\n%s", c, out)
			}
			if want == "" || strings.Contains(string(out), want) {
				t.Logf("%s\n-> %s", c, strings.TrimSpace(string(out)))
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("README command did not show %q within 30s:\n%s\n%s", want, c, out)
			}
			time.Sleep(250 * time.Millisecond)
		}
	}
}
