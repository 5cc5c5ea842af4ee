// Package clients_test runs the Python and TypeScript clients' suites and
// the README's quickstart snippets against a live `engram serve` (the
// binary built here), so that `go test ./...` and CI cover them. Without
// python3, or without clients/typescript/node_modules (`npm ci`), the
// tests skip saying so, unless ENGRAM_REQUIRE_SERVICES=1.
package clients_test

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var engramBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "engram-clients-")
	if err != nil {
		panic(err)
	}
	engramBin = filepath.Join(dir, "engram")
	out, err := exec.Command("go", "build", "-o", engramBin, "../cmd/engram").CombinedOutput()
	if err != nil {
		os.Stderr.Write(out)
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func need(t *testing.T, ok bool, why string) {
	t.Helper()
	if ok {
		return
	}
	if os.Getenv("ENGRAM_REQUIRE_SERVICES") == "1" {
		t.Fatalf("%s (ENGRAM_REQUIRE_SERVICES=1)", why)
	}
	t.Skip(why)
}

func run(t *testing.T, dir string, env []string, name string, args ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "ENGRAM_BIN="+engramBin), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	t.Logf("%s %v:\n%s", name, args, lastLines(string(out), 15))
}

func lastLines(s string, n int) string {
	l := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(l[max(0, len(l)-n):], "\n")
}

func hasNodeModules() bool {
	_, err := os.Stat("typescript/node_modules/@langchain/langgraph")
	return err == nil
}

// TestPythonClient runs clients/python's unittest suite.
func TestPythonClient(t *testing.T) {
	_, err := exec.LookPath("python3")
	need(t, err == nil, "python3 not found: the Python client's tests need it")
	run(t, "python", nil, "python3", "-m", "unittest", "discover", "-s", "tests")
}

// TestTypeScriptClient runs clients/typescript's suite (client, LangGraph
// store, LangChain retriever, MCP SDK, OpenAPI types drift).
func TestTypeScriptClient(t *testing.T) {
	_, err := exec.LookPath("npm")
	need(t, err == nil && hasNodeModules(), "npm or clients/typescript/node_modules missing: run `npm ci` in clients/typescript")
	run(t, "typescript", nil, "npm", "test")
}

// snippets returns the fenced code blocks of README.md that follow a
// "<!-- snippet: NAME -->" line.
func snippets(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	mark := regexp.MustCompile(`^<!-- snippet: (\w+) -->$`)
	sc := bufio.NewScanner(f)
	name, in := "", false
	var b strings.Builder
	for sc.Scan() {
		line := sc.Text()
		switch {
		case mark.MatchString(line):
			name = mark.FindStringSubmatch(line)[1]
		case name != "" && !in && strings.HasPrefix(line, "```"):
			in = true
			b.Reset()
		case in && line == "```":
			out[name], name, in = b.String(), "", false
		case in:
			b.WriteString(line + "\n")
		}
	}
	return out
}

// startServe starts the built engram serve with a keys file and returns
// its URL and key.
func startServe(t *testing.T) (string, string) {
	t.Helper()
	dir := t.TempDir()
	const key = "readme-snippet-key-000000000001"
	if err := os.WriteFile(filepath.Join(dir, "keys"), []byte(key+" demo readme\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(engramBin, "serve", "--data-dir", filepath.Join(dir, "data"), "--http-addr", "127.0.0.1:0",
		"--api-keys-file", filepath.Join(dir, "keys"), "--log-level", "warn")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Signal(os.Interrupt); _ = cmd.Wait() })
	sc := bufio.NewScanner(stdout)
	re := regexp.MustCompile(`listening on (http://\S+)`)
	for sc.Scan() {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			go func() {
				for sc.Scan() {
				}
			}()
			return m[1], key
		}
	}
	t.Fatal("engram serve did not say where it listens")
	return "", ""
}

// TestReadmeSnippets runs the README's Python and TypeScript quickstarts
// against a live server and checks what they print.
func TestReadmeSnippets(t *testing.T) {
	sn := snippets(t)
	for _, name := range []string{"python", "typescript"} {
		if lines := strings.Count(strings.TrimSpace(sn[name]), "\n") + 1; sn[name] == "" || lines > 5 {
			t.Fatalf("README snippet %q: %d lines, want 1 to 5", name, lines)
		}
	}
	url, key := startServe(t)
	env := []string{"ENGRAM_URL=" + url, "ENGRAM_API_KEY=" + key}
	check := func(t *testing.T, dir, name string, args ...string) {
		cmd := exec.Command(name, args...)
		cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "short answers") {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		t.Logf("%s printed:\n%s", name, out)
	}
	t.Run("python", func(t *testing.T) {
		_, err := exec.LookPath("python3")
		need(t, err == nil, "python3 not found")
		check(t, "python", "python3", "-c", sn["python"])
	})
	t.Run("typescript", func(t *testing.T) {
		_, err := exec.LookPath("node")
		need(t, err == nil && hasNodeModules(), "node or clients/typescript/node_modules missing")
		if _, err := os.Stat("typescript/dist/index.js"); err != nil {
			run(t, "typescript", nil, "npm", "run", "build")
		}
		path := filepath.Join("typescript", "dist", "readme-snippet.mjs")
		if err := os.WriteFile(path, []byte(sn["typescript"]), 0o644); err != nil {
			t.Fatal(err)
		}
		defer os.Remove(path)
		check(t, "typescript", "node", "dist/readme-snippet.mjs")
	})
}
