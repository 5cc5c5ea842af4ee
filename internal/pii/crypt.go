package pii

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"
)

// Errors returned by the encryption helpers; test with errors.Is.
var (
	// ErrKeyDestroyed means the tenant's key was destroyed: its ciphertexts
	// can no longer be read and nothing new can be encrypted for it.
	ErrKeyDestroyed = errors.New("pii: tenant key destroyed")
	// ErrBadToken means a token is malformed, was not produced for this
	// tenant, or was tampered with.
	ErrBadToken = errors.New("pii: bad encryption token")
)

const (
	encPrefix = "[ENC:"
	encSuffix = "]"
	// minTokenB64 is the shortest base64 body of a real token: a 12-byte
	// nonce, a 16-byte tag and at least one byte of plaintext.
	minTokenB64 = (12 + 16 + 1) * 4 / 3
)

var tokenEnc = base64.RawURLEncoding

func isB64URL(c byte) bool { return isAlnum(c) || c == '-' || c == '_' }

// tokenAt returns the end of the token starting at s[i] (s[i:] has encPrefix),
// or -1 if there is no well-formed token there.
func tokenAt(s string, i int) int {
	j := i + len(encPrefix)
	for j < len(s) && isB64URL(s[j]) {
		j++
	}
	if j >= len(s) || s[j] != ']' || j-(i+len(encPrefix)) < minTokenB64 {
		return -1
	}
	return j + 1
}

// findTokens adds every encryption token in s as a blocked span, so that no
// detector reports it or anything inside it.
func findTokens(s string, cs []candidate) []candidate {
	for i := 0; ; {
		k := strings.Index(s[i:], encPrefix)
		if k < 0 {
			return cs
		}
		i += k
		if end := tokenAt(s, i); end > 0 {
			cs = append(cs, candidate{Match{"", i, end}, prioBlocked})
			i = end
		} else {
			i += len(encPrefix)
		}
	}
}

// KeyProvider supplies a tenant's 32-byte AES-256 key. KeyFor must return an
// error wrapping ErrKeyDestroyed once the tenant's key has been destroyed.
type KeyProvider interface {
	KeyFor(tenant string) ([]byte, error)
}

// MemKeys is an in-memory KeyProvider: a random key is created on a tenant's
// first use and lives until Destroy. It is safe for concurrent use; its
// zero value is not usable, call NewMemKeys.
type MemKeys struct {
	mu        sync.Mutex
	keys      map[string][]byte
	destroyed map[string]bool
}

// NewMemKeys returns an empty in-memory key store.
func NewMemKeys() *MemKeys {
	return &MemKeys{keys: map[string][]byte{}, destroyed: map[string]bool{}}
}

// KeyFor returns the tenant's key, creating it on first use. After Destroy it
// returns ErrKeyDestroyed forever.
func (m *MemKeys) KeyFor(tenant string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.destroyed[tenant] {
		return nil, fmt.Errorf("key for tenant: %w", ErrKeyDestroyed)
	}
	k, ok := m.keys[tenant]
	if !ok {
		k = make([]byte, 32)
		if _, err := rand.Read(k); err != nil {
			return nil, fmt.Errorf("generate tenant key: %w", err)
		}
		m.keys[tenant] = k
	}
	return k, nil
}

// Destroy zeroes and forgets the tenant's key (crypto-shredding): every token
// encrypted for the tenant becomes unreadable, and KeyFor returns
// ErrKeyDestroyed from then on.
func (m *MemKeys) Destroy(tenant string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if k, ok := m.keys[tenant]; ok {
		clear(k)
		delete(m.keys, tenant)
	}
	m.destroyed[tenant] = true
}

// Encrypter seals PII spans with AES-256-GCM under a per-tenant key, random
// 96-bit nonces and the tenant id as additional data (a token copied to
// another tenant does not decrypt). It is safe for concurrent use if its
// KeyProvider is.
type Encrypter struct {
	keys KeyProvider
}

// NewEncrypter returns an Encrypter that takes keys from keys.
func NewEncrypter(keys KeyProvider) *Encrypter { return &Encrypter{keys: keys} }

func (e *Encrypter) aead(tenant string) (cipher.AEAD, error) {
	if e == nil || e.keys == nil {
		return nil, errors.New("pii: no encrypter configured")
	}
	k, err := e.keys.KeyFor(tenant)
	if err != nil {
		return nil, err
	}
	if len(k) != 32 {
		return nil, fmt.Errorf("pii: tenant key is %d bytes, want 32", len(k))
	}
	b, err := aes.NewCipher(k)
	if err != nil {
		return nil, fmt.Errorf("tenant cipher: %w", err)
	}
	return cipher.NewGCMWithRandomNonce(b)
}

func aad(tenant string) []byte { return []byte("engram/pii/v1\x00" + tenant) }

// Encrypt seals plaintext for tenant and returns a token
// "[ENC:<base64url(nonce|ciphertext|tag)>]". Find never reports tokens, so
// an encrypted text can be scanned again safely.
func (e *Encrypter) Encrypt(tenant, plaintext string) (string, error) {
	g, err := e.aead(tenant)
	if err != nil {
		return "", err
	}
	ct := g.Seal(nil, nil, []byte(plaintext), aad(tenant))
	return encPrefix + tokenEnc.EncodeToString(ct) + encSuffix, nil
}

// Decrypt opens one token made by Encrypt for the same tenant. It fails with
// ErrBadToken if the token is malformed, tampered with or another tenant's,
// and with ErrKeyDestroyed if the tenant's key is gone.
func (e *Encrypter) Decrypt(tenant, token string) (string, error) {
	if !strings.HasPrefix(token, encPrefix) || tokenAt(token, 0) != len(token) {
		return "", ErrBadToken
	}
	ct, err := tokenEnc.DecodeString(token[len(encPrefix) : len(token)-len(encSuffix)])
	if err != nil {
		return "", fmt.Errorf("decode token: %w", ErrBadToken)
	}
	g, err := e.aead(tenant)
	if err != nil {
		return "", err
	}
	pt, err := g.Open(nil, nil, ct, aad(tenant))
	if err != nil {
		return "", fmt.Errorf("open token: %w", ErrBadToken)
	}
	return string(pt), nil
}

// Reveal returns text with every token replaced by its plaintext. It fails,
// returning "", if any token cannot be decrypted (see Decrypt).
func (e *Encrypter) Reveal(tenant, text string) (string, error) {
	var b strings.Builder
	last := 0
	for i := 0; ; {
		k := strings.Index(text[i:], encPrefix)
		if k < 0 {
			break
		}
		i += k
		end := tokenAt(text, i)
		if end < 0 {
			i += len(encPrefix)
			continue
		}
		pt, err := e.Decrypt(tenant, text[i:end])
		if err != nil {
			return "", err
		}
		b.WriteString(text[last:i])
		b.WriteString(pt)
		last, i = end, end
	}
	if last == 0 {
		return text, nil
	}
	b.WriteString(text[last:])
	return b.String(), nil
}
