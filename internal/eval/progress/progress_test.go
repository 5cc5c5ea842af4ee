package progress

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A bar on a stream that is not a terminal writes plain lines: no carriage
// return, at most one line per tenth and one at the end.
func TestPlainOnNonTerminal(t *testing.T) {
	for name, open := range map[string]func(t *testing.T) (io.Writer, func() string){
		"buffer": func(t *testing.T) (io.Writer, func() string) {
			var b bytes.Buffer
			return &b, b.String
		},
		"file": func(t *testing.T) (io.Writer, func() string) {
			p := filepath.Join(t.TempDir(), "log")
			f, err := os.Create(p)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { f.Close() })
			return f, func() string { b, _ := os.ReadFile(p); return string(b) }
		},
	} {
		t.Run(name, func(t *testing.T) {
			w, read := open(t)
			b := New(w, "work", 1000)
			for range 1000 {
				b.Add(1)
			}
			b.Done()
			out := read()
			if strings.Contains(out, "\r") {
				t.Fatalf("carriage return written to a non-terminal: %q", out)
			}
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if len(lines) < 2 || len(lines) > 11 {
				t.Fatalf("%d lines, want 2 to 11: %q", len(lines), out)
			}
			if !strings.Contains(lines[len(lines)-1], "1000/1000 done") {
				t.Fatalf("last line %q does not say the bar is done", lines[len(lines)-1])
			}
		})
	}
}

// A nil bar draws nothing and does not panic.
func TestNilBar(t *testing.T) {
	var b *Bar
	b.Add(1)
	b.Set(2)
	b.Done()
	New(nil, "x", 3).Done()
}
