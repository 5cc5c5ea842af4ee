package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Every subcommand answers -h with its usage and status 0, like serve.
func TestHelpExitsZero(t *testing.T) {
	for _, args := range [][]string{
		{"-h"}, {"help"}, {"publish", "-h"}, {"recall", "-h"}, {"eval", "-h"}, {"eval", "--help"},
		{"eval", "extract", "-h"}, {"eval", "locomo", "-h"}, {"bench", "-h"}, {"bench", "ingest", "-h"},
	} {
		var out, errw bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errw); code != 0 {
			t.Errorf("engram %s: status %d, want 0\nstderr: %s", strings.Join(args, " "), code, errw.String())
		}
		if out.Len()+errw.Len() == 0 {
			t.Errorf("engram %s printed nothing", strings.Join(args, " "))
		}
	}
	var out, errw bytes.Buffer
	if code := run([]string{"eval", "nonsense"}, nil, &out, &errw); code != 2 {
		t.Errorf("engram eval nonsense: status %d, want 2", code)
	}
	if code := run([]string{"publish", "--no-such-flag"}, nil, &out, &errw); code != 2 {
		t.Errorf("engram publish --no-such-flag: status %d, want 2", code)
	}
}

// --addr takes host:port without a scheme, as --http-addr prints it.
func TestServerURL(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.1:8080":          "http://127.0.0.1:8080",
		"localhost:8080/":         "http://localhost:8080",
		"http://127.0.0.1:8080":   "http://127.0.0.1:8080",
		"https://mem.example:443": "https://mem.example:443",
	} {
		got, err := serverURL(in)
		if err != nil || got != want {
			t.Errorf("serverURL(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "ftp://host:21", "http://"} {
		if _, err := serverURL(bad); err == nil {
			t.Errorf("serverURL(%q): no error", bad)
		}
	}
}

// With --api-key, publish and recall need no --tenant: the key decides it.
// Also --addr without a scheme, against a live server.
func TestTenantFromAPIKey(t *testing.T) {
	dir := t.TempDir()
	const key = "cli-test-key-0123456789"
	keys := filepath.Join(dir, "keys")
	if err := os.WriteFile(keys, []byte(key+" acme\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s := startServe(t, filepath.Join(dir, "data"), "--api-keys-file", keys)
	addr := strings.TrimPrefix(s.addr, "http://")
	var out, errw bytes.Buffer
	if code := run([]string{"publish", "--addr", addr, "--api-key", key, "--user", "u1", "My name is Ada Lovelace"}, nil, &out, &errw); code != 0 {
		t.Fatalf("publish without --tenant: status %d: %s", code, errw.String())
	}
	if !strings.Contains(out.String(), "accepted turn") {
		t.Fatalf("publish printed %q", out.String())
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		out.Reset()
		errw.Reset()
		if code := run([]string{"recall", "--addr", addr, "--api-key", key, "--user", "u1", "what is my name"}, nil, &out, &errw); code != 0 {
			t.Fatalf("recall without --tenant: status %d: %s", code, errw.String())
		}
		if strings.Contains(out.String(), "Ada Lovelace") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the name was not recalled within 30s: %q", out.String())
		}
		time.Sleep(200 * time.Millisecond)
	}
	// Without a key, the tenant is still required (development mode).
	if code := run([]string{"publish", "--addr", addr, "--user", "u1", "hello"}, nil, &out, &errw); code != 2 {
		t.Errorf("publish without --tenant or --api-key: status %d, want 2", code)
	}
}

// A binary built from a clone says which commit it is.
func TestVersionFromClone(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	head, err := exec.Command("git", "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skipf("not in a git clone (git rev-parse HEAD: %v)", err)
	}
	bin := filepath.Join(t.TempDir(), "engram")
	// -buildvcs=true: some machines set GOFLAGS=-buildvcs=false.
	build := exec.Command("go", "build", "-buildvcs=true", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatalf("engram version: %v", err)
	}
	commit := strings.TrimSpace(string(head))[:12]
	if !strings.Contains(string(out), commit) || strings.Contains(string(out), "engram dev") {
		t.Fatalf("engram version = %q, want the commit %s", out, commit)
	}
}
