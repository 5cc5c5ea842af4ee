package auth

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
