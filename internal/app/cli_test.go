package app

import (
	"io"
	"os"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/config"
)

// The start-up banner suggests commands that run as printed.
func TestSelfCommand(t *testing.T) {
	for argv0, want := range map[string]string{
		"/tmp/go-build123456/b001/exe/engram": "go run ./cmd/engram",
		"engram":                              "engram",
		"./bin/engram":                        "./bin/engram",
	} {
		if got := selfCommand(argv0); got != want {
			t.Errorf("selfCommand(%q) = %q, want %q", argv0, got, want)
		}
	}
}

// A worker's -h starts with a line that says what the binary does, and
// exits 0.
func TestMainHelpDescribes(t *testing.T) {
	for name, groups := range map[string][]config.Group{
		"extractor": {config.GroupExtract}, "ingester": {config.GroupIngest, config.GroupEmbed},
		"recaller": {config.GroupHTTP, config.GroupEmbed}, "forgetter": {config.GroupForget},
	} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		old := os.Stderr
		os.Stderr = w
		code := Main(name, []string{"-h"}, groups, nil)
		os.Stderr = old
		w.Close()
		out, _ := io.ReadAll(r)
		if code != 0 {
			t.Errorf("%s -h: status %d, want 0", name, code)
		}
		first, _, _ := strings.Cut(string(out), "\n")
		if !strings.HasPrefix(first, name+": ") || len(first) < len(name)+20 {
			t.Errorf("%s -h starts with %q, want a description line", name, first)
		}
	}
}

// The version comes from the build information when no -ldflags set it.
func TestBuildVersion(t *testing.T) {
	if got := BuildVersion(nil, false); got != "dev" {
		t.Errorf("no build info: %q", got)
	}
	info := &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261201205955-287c0de1a2b3"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "287c0de1a2b3c4d5e6f7"}, {Key: "vcs.time", Value: "2026-12-01T20:59:55Z"}, {Key: "vcs.modified", Value: "true"}}}
	want := "v0.0.0-20261201205955-287c0de1a2b3 (commit 287c0de1a2b3, 2026-12-01T20:59:55Z, modified)"
	if got := BuildVersion(info, true); got != want {
		t.Errorf("BuildVersion = %q, want %q", got, want)
	}
	if got := BuildVersion(&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true); got != "devel" {
		t.Errorf("devel build without VCS: %q", got)
	}
}
