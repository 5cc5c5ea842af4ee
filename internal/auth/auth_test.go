package auth

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "keys")
	file := "# engram keys\n\nkey-acme-aaaaaaaaaaaa acme ops team\n  key-bolt-bbbbbbbbbbbb   bolt\n"
	if err := os.WriteFile(path, []byte(file), 0o600); err != nil {
		t.Fatal(err)
	}
	k, err := Load(path, " key-env-cccccccccccc:acme , ")
	if err != nil {
		t.Fatal(err)
	}
	if k.Len() != 3 || k.Dev() || len(k.Tenants()) != 2 {
		t.Fatalf("len %d tenants %v", k.Len(), k.Tenants())
	}
	for key, want := range map[string]Principal{
		"key-acme-aaaaaaaaaaaa": {TenantID: "acme", Name: "ops team"},
		"key-bolt-bbbbbbbbbbbb": {TenantID: "bolt"},
		"key-env-cccccccccccc":  {TenantID: "acme", Name: "env"},
	} {
		p, err := k.Lookup(key)
		if err != nil || p.TenantID != want.TenantID || p.Name != want.Name || p.KeyID == "" || p.Dev {
			t.Errorf("Lookup(%q) = %+v, %v", key, p, err)
		}
	}
	for _, bad := range []string{"", "key-acme-aaaaaaaaaaa", "key-acme-aaaaaaaaaaaaa", "KEY-ACME-AAAAAAAAAAAA"} {
		if _, err := k.Lookup(bad); !errors.Is(err, ErrUnauthenticated) {
			t.Errorf("Lookup(%q): %v", bad, err)
		}
	}
	for name, tc := range map[string]struct{ file, env string }{
		"short key":     {"short acme\n", ""},
		"no tenant":     {"key-acme-aaaaaaaaaaaa\n", ""},
		"bad tenant":    {"key-acme-aaaaaaaaaaaa acme.corp\n", ""},
		"two tenants":   {"key-acme-aaaaaaaaaaaa acme\nkey-acme-aaaaaaaaaaaa bolt\n", ""},
		"env no colon":  {"", "key-acme-aaaaaaaaaaaa"},
		"env short key": {"", "abc:acme"},
	} {
		t.Run(name, func(t *testing.T) {
			p := ""
			if tc.file != "" {
				p = filepath.Join(t.TempDir(), "keys")
				os.WriteFile(p, []byte(tc.file), 0o600)
			}
			if _, err := Load(p, tc.env); err == nil {
				t.Fatal("accepted")
			}
		})
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing"), ""); err == nil {
		t.Fatal("missing file accepted")
	}
	if k, err := Load("", ""); err != nil || !k.Dev() {
		t.Fatalf("no keys: dev=%v %v", k.Dev(), err)
	}
}

func TestKeyFromRequest(t *testing.T) {
	for _, tc := range []struct {
		h    http.Header
		want string
	}{
		{http.Header{"Authorization": {"Bearer abc"}}, "abc"},
		{http.Header{"Authorization": {"bearer  abc "}}, "abc"},
		{http.Header{"Authorization": {"Basic abc"}, "X-Api-Key": {"xyz"}}, ""},
		{http.Header{"X-Api-Key": {"xyz"}}, "xyz"},
		{http.Header{}, ""},
	} {
		if got := KeyFromRequest(tc.h); got != tc.want {
			t.Errorf("KeyFromRequest(%v) = %q, want %q", tc.h, got, tc.want)
		}
	}
}

func TestPrincipalTenant(t *testing.T) {
	key := Principal{TenantID: "acme", KeyID: "k1"}
	dev := Principal{Dev: true}
	for _, tc := range []struct {
		p         Principal
		requested string
		want      string
		err       error
	}{
		{key, "", "acme", nil},
		{key, "acme", "acme", nil},
		{key, "bolt", "", ErrForbidden},
		{key, "ACME", "", ErrForbidden},
		{Principal{}, "acme", "", ErrUnauthenticated},
		{dev, "t1", "t1", nil},
		{dev, "", "", ErrTenantRequired},
		{dev, "t1/../t2", "", ErrTenantRequired},
	} {
		got, err := tc.p.Tenant(tc.requested)
		if got != tc.want || !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil) {
			t.Errorf("%+v.Tenant(%q) = %q, %v; want %q, %v", tc.p, tc.requested, got, err, tc.want, tc.err)
		}
		if err != nil && Status(err) == 0 {
			t.Errorf("no status for %v", err)
		}
	}
	if key.Actor() != "api:k1" || dev.Actor() != "api:dev" {
		t.Fatal("actors")
	}
}

func TestMiddleware(t *testing.T) {
	k, _ := NewKeyring(map[string]string{"key-acme-aaaaaaaaaaaa": "acme"})
	var seen Principal
	h := k.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen, _ = FromContext(r.Context()) }))
	for _, tc := range []struct {
		header, value string
		code          int
	}{
		{"", "", 401},
		{"Authorization", "Bearer wrong-key-aaaaaaaaaa", 401},
		{"Authorization", "Bearer key-acme-aaaaaaaaaaaa", 200},
		{"X-API-Key", "key-acme-aaaaaaaaaaaa", 200},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		if tc.header != "" {
			r.Header.Set(tc.header, tc.value)
		}
		w := httptest.NewRecorder()
		seen = Principal{}
		h.ServeHTTP(w, r)
		if w.Code != tc.code || (tc.code == 200) != (seen.TenantID == "acme") {
			t.Errorf("%s %q: %d principal %+v", tc.header, tc.value, w.Code, seen)
		}
	}
	var dev *Keyring
	w := httptest.NewRecorder()
	dev.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen, _ = FromContext(r.Context()) })).ServeHTTP(w, httptest.NewRequest("GET", "/", nil))
	if w.Code != 200 || !seen.Dev {
		t.Fatalf("dev mode: %d %+v", w.Code, seen)
	}
}

func TestLimiter(t *testing.T) {
	l := NewLimiter(LimitConfig{Rate: 0.0001, Burst: 2})
	for i := range 2 {
		if _, err := l.Allow("a"); err != nil {
			t.Fatalf("request %d: %v", i, err)
		}
	}
	wait, err := l.Allow("a")
	if !errors.Is(err, ErrRateLimited) || wait <= 0 || Status(err) != 429 {
		t.Fatalf("third request: %v wait %v", err, wait)
	}
	if _, err := l.Allow("b"); err != nil {
		t.Fatalf("other tenant limited: %v", err)
	}
	off := NewLimiter(LimitConfig{Rate: -1})
	for range 1000 {
		if _, err := off.Allow("a"); err != nil {
			t.Fatal(err)
		}
	}
	var none *Limiter
	if _, err := none.Allow("a"); err != nil {
		t.Fatal(err)
	}
	t.Setenv("ENGRAM_RATE_LIMIT", "50")
	t.Setenv("ENGRAM_RATE_BURST", "70")
	if c, err := LimitFromEnv(); err != nil || c.Rate != 50 || c.Burst != 70 {
		t.Fatalf("env: %+v %v", c, err)
	}
	t.Setenv("ENGRAM_RATE_LIMIT", "fast")
	if _, err := LimitFromEnv(); err == nil {
		t.Fatal("bad env accepted")
	}
}

// BenchmarkLookup measures the constant-time key lookup (every configured
// hash compared) against the SHA-256 of the presented key alone.
func BenchmarkLookup(b *testing.B) {
	for _, n := range []int{1, 10, 100, 1000} {
		keys := map[string]string{}
		var last string
		for i := range n {
			last = fmt.Sprintf("key-%08d-aaaaaaaaaaaaaaaa", i)
			keys[last] = "acme"
		}
		k, err := NewKeyring(keys)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("keys=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := k.Lookup(last); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("baseline=sha256", func(b *testing.B) {
		for b.Loop() {
			sha256.Sum256([]byte("key-00000000-aaaaaaaaaaaaaaaa"))
		}
	})
}
