package auth

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestKeysFileHashedAndUserBound(t *testing.T) {
	const plain, hashed, bound = "key-plain-aaaaaaaaaaaa", "key-hashed-bbbbbbbbbbbb", "key-bound-cccccccccccc"
	file := strings.Join([]string{
		"# engram keys",
		FormatLine(plain, "acme", "ops team", ""),
		FormatLine(HashKey(hashed), "acme", "", ""),
		FormatLine(HashKey(bound), "bolt", "alice's agent", "alice"),
		"",
	}, "\n")
	if strings.Contains(file, hashed) || strings.Contains(file, bound) {
		t.Fatalf("hashed lines hold the key:\n%s", file)
	}
	path := filepath.Join(t.TempDir(), "keys")
	if err := os.WriteFile(path, []byte(file), 0o600); err != nil {
		t.Fatal(err)
	}
	k, err := Load(path, HashKey("key-env-dddddddddddd")+":bolt")
	if err != nil {
		t.Fatal(err)
	}
	if k.Len() != 4 {
		t.Fatalf("len %d", k.Len())
	}
	for key, want := range map[string]Principal{
		plain:                  {TenantID: "acme", Name: "ops team"},
		hashed:                 {TenantID: "acme"},
		bound:                  {TenantID: "bolt", Name: "alice's agent", UserID: "alice"},
		"key-env-dddddddddddd": {TenantID: "bolt", Name: "env"},
	} {
		p, err := k.Lookup(key)
		if err != nil || p.TenantID != want.TenantID || p.Name != want.Name || p.UserID != want.UserID {
			t.Errorf("Lookup(%q) = %+v, %v; want %+v", key, p, err, want)
		}
	}
	// The hash itself is not a key.
	for _, bad := range []string{HashKey(hashed), hashed + "x", strings.ToUpper(hashed)} {
		if _, err := k.Lookup(bad); !errors.Is(err, ErrUnauthenticated) {
			t.Errorf("Lookup(%q): %v", bad, err)
		}
	}
	p, _ := k.Lookup(bound)
	if u, err := p.User(""); u != "alice" || err != nil {
		t.Errorf("User(\"\") = %q, %v", u, err)
	}
	if _, err := p.User("bob"); !errors.Is(err, ErrForbidden) {
		t.Errorf("User(bob): %v", err)
	}
	p, _ = k.Lookup(plain)
	if u, err := p.User("bob"); u != "bob" || err != nil {
		t.Errorf("unbound User(bob) = %q, %v", u, err)
	}
}

func TestKeysFileErrorsNeverShowTheKey(t *testing.T) {
	const key = "key-secret-eeeeeeeeeeee"
	for name, file := range map[string]string{
		"bad hash":     "sha256:abcd acme\n",
		"no tenant":    key + "\n",
		"bad tenant":   key + " acme.corp\n",
		"two users":    key + " acme user=a user=b\n",
		"empty user":   key + " acme user=\n",
		"two tenants":  key + " acme\n" + HashKey(key) + " bolt\n",
		"user changes": key + " acme user=a\n" + key + " acme user=b\n",
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "keys")
			os.WriteFile(path, []byte(file), 0o600)
			_, err := Load(path, "")
			if err == nil {
				t.Fatal("accepted")
			}
			if strings.Contains(err.Error(), key) || strings.Contains(err.Error(), HashKey(key)[7:]) {
				t.Fatalf("error shows the key: %v", err)
			}
		})
	}
}

func TestNewKey(t *testing.T) {
	a, err := NewKey()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewKey()
	if a == b || len(a) < MinKeyLen {
		t.Fatalf("keys %q %q", a, b)
	}
	k, err := NewKeyring(map[string]string{HashKey(a): "acme"})
	if err != nil {
		t.Fatal(err)
	}
	if p, err := k.Lookup(a); err != nil || p.TenantID != "acme" {
		t.Fatalf("Lookup = %+v, %v", p, err)
	}
}

// waitReport waits for the next reload report, failing after 10 s instead
// of hanging.
func waitReport(t *testing.T, reports <-chan error) error {
	t.Helper()
	select {
	case err := <-reports:
		return err
	case <-time.After(10 * time.Second):
		t.Fatal("no reload within 10 s")
		return nil
	}
}

func TestReloadAndWatch(t *testing.T) {
	const a, b = "key-first-aaaaaaaaaaaa", "key-second-bbbbbbbbbbbb"
	path := filepath.Join(t.TempDir(), "keys")
	write := func(s string) {
		t.Helper()
		// Write beside and rename, as a secret mount or an editor does.
		tmp := path + ".tmp"
		if err := os.WriteFile(tmp, []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, path); err != nil {
			t.Fatal(err)
		}
	}
	write(FormatLine(HashKey(a), "acme", "", "") + "\n")
	k, err := Load(path, "")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	trigger := make(chan struct{})
	reports := make(chan error, 16)
	go k.Watch(ctx, 20*time.Millisecond, trigger, func(_ int, err error) { reports <- err })

	// A change of content is noticed without a signal.
	write(FormatLine(HashKey(b), "bolt", "", "") + "\n")
	if err := waitReport(t, reports); err != nil {
		t.Fatal(err)
	}
	if _, err := k.Lookup(a); !errors.Is(err, ErrUnauthenticated) {
		t.Errorf("rotated-out key still works: %v", err)
	}
	if p, err := k.Lookup(b); err != nil || p.TenantID != "bolt" {
		t.Errorf("new key: %+v, %v", p, err)
	}
	// A bad file keeps the keys in force; an empty one too.
	for _, bad := range []string{"short acme\n", "# nothing\n"} {
		write(bad)
		if err := waitReport(t, reports); err == nil {
			t.Errorf("%q reloaded without error", bad)
		}
		if _, err := k.Lookup(b); err != nil {
			t.Errorf("after %q the key in force is lost: %v", bad, err)
		}
	}
	// The signal reloads at once.
	write(FormatLine(a, "acme", "", "") + "\n" + FormatLine(HashKey(b), "bolt", "", "") + "\n")
	trigger <- struct{}{}
	if err := waitReport(t, reports); err != nil {
		t.Fatal(err)
	}
	if k.Len() != 2 {
		t.Errorf("after signal: %d keys", k.Len())
	}
}
