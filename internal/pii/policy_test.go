package pii

import (
	"errors"
	"strings"
	"testing"
)

const piiText = "call 13800138000 or mail a.b@example.com"

func TestApplyMaskDefault(t *testing.T) {
	var ps Policies
	out, drop, err := Apply(ps.For("acme"), "acme", piiText)
	if err != nil || drop || out != "call [PHONE] or mail [EMAIL]" {
		t.Fatalf("Apply(zero policy) = %q, %v, %v", out, drop, err)
	}
}

func TestApplyDrop(t *testing.T) {
	ps := Policies{Tenants: map[string]Policy{"strict": {Action: ActionDrop}}}
	out, drop, err := Apply(ps.For("strict"), "strict", piiText)
	if err != nil || !drop || out != "" {
		t.Fatalf("Apply(drop, pii) = %q, %v, %v", out, drop, err)
	}
	out, drop, err = Apply(ps.For("strict"), "strict", "no personal data")
	if err != nil || drop || out != "no personal data" {
		t.Fatalf("Apply(drop, clean) = %q, %v, %v", out, drop, err)
	}
	// Other tenants keep the default.
	if out, _, _ := Apply(ps.For("other"), "other", piiText); !strings.Contains(out, "[PHONE]") {
		t.Fatalf("default tenant not masked: %q", out)
	}
}

func TestApplyEncryptRoundTrip(t *testing.T) {
	keys := NewMemKeys()
	enc := NewEncrypter(keys)
	ps := Policies{Default: Policy{Action: ActionEncrypt}, Encrypter: enc}
	if err := ps.Validate(); err != nil {
		t.Fatal(err)
	}
	out, drop, err := Apply(ps.For("acme"), "acme", piiText)
	if err != nil || drop {
		t.Fatalf("Apply(encrypt) = %q, %v, %v", out, drop, err)
	}
	if strings.Contains(out, "13800138000") || strings.Contains(out, "example.com") || strings.Count(out, encPrefix) != 2 {
		t.Fatalf("encrypted text leaks or lacks tokens: %q", out)
	}
	if ms := Find(out); len(ms) != 0 {
		t.Fatalf("tokens re-detected as PII: %v in %q", ms, out)
	}
	if Mask(out) != out {
		t.Fatalf("Mask changed encrypted text: %q", Mask(out))
	}
	back, err := enc.Reveal("acme", out)
	if err != nil || back != piiText {
		t.Fatalf("Reveal = %q, %v; want %q", back, err, piiText)
	}
	// Another tenant's key cannot open the tokens.
	if _, err := enc.Reveal("other", out); !errors.Is(err, ErrBadToken) {
		t.Fatalf("Reveal by other tenant: err = %v, want ErrBadToken", err)
	}
	// Destroying the key makes them unreadable, and encryption fails.
	keys.Destroy("acme")
	if _, err := enc.Reveal("acme", out); !errors.Is(err, ErrKeyDestroyed) {
		t.Fatalf("Reveal after Destroy: err = %v, want ErrKeyDestroyed", err)
	}
	if _, _, err := Apply(ps.For("acme"), "acme", piiText); !errors.Is(err, ErrKeyDestroyed) {
		t.Fatalf("Apply after Destroy: err = %v, want ErrKeyDestroyed", err)
	}
}

func TestDecryptTampered(t *testing.T) {
	enc := NewEncrypter(NewMemKeys())
	tok, err := enc.Encrypt("t", "4111111111111111")
	if err != nil {
		t.Fatal(err)
	}
	if pt, err := enc.Decrypt("t", tok); err != nil || pt != "4111111111111111" {
		t.Fatalf("Decrypt = %q, %v", pt, err)
	}
	b := []byte(tok)
	i := len(encPrefix) + 20
	orig := b[i]
	b[i] ^= 1
	if b[i] == ']' || !isB64URL(b[i]) {
		// another letter of the alphabet, never the one it replaces
		b[i] = 'A'
		if orig == 'A' {
			b[i] = 'B'
		}
	}
	for _, bad := range []string{string(b), "[ENC:short]", "nope", tok[:len(tok)-1]} {
		if _, err := enc.Decrypt("t", bad); !errors.Is(err, ErrBadToken) {
			t.Errorf("Decrypt(%q) err = %v, want ErrBadToken", bad, err)
		}
	}
}

func TestPolicyValidate(t *testing.T) {
	if err := (Policy{Action: "shred"}).Validate(); !errors.Is(err, ErrUnknownAction) {
		t.Fatalf("unknown action: %v", err)
	}
	if err := (Policy{Action: ActionEncrypt}).Validate(); err == nil {
		t.Fatal("encrypt without encrypter validated")
	}
	if _, _, err := Apply(Policy{Action: "shred"}, "t", piiText); !errors.Is(err, ErrUnknownAction) {
		t.Fatalf("Apply unknown action: %v", err)
	}
	ps := Policies{Tenants: map[string]Policy{"x": {Action: ActionEncrypt}}}
	if err := ps.Validate(); err == nil {
		t.Fatal("Policies with encrypt tenant and no encrypter validated")
	}
}
