package events

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"strings"
	"sync"
)

// Subject kinds: the second token of every engram subject.
const (
	KindTurns = "turns"
	KindFacts = "facts"
	KindDLQ   = "dlq"
)

// Keyer turns (tenant, user id) into the stable keyed hash that stands for a
// user in subjects, logs and metrics, so that user ids (often emails) never
// appear in clear there. Every process of one deployment must use the same
// secret.
type Keyer struct {
	secret []byte
	// macs holds keyed HMACs, with their scratch space, for reuse: Reset
	// brings one back to its keyed state without hashing the key again
	// (every turn is keyed a few times), and the buffers would otherwise
	// be allocated at every call (they escape through hash.Hash).
	macs sync.Pool
}

// keyerMAC is a keyed HMAC and the buffers of one UserKey.
type keyerMAC struct {
	mac hash.Hash
	in  []byte
	sum [sha256.Size]byte
}

// NewKeyer returns a Keyer for secret. An empty secret is allowed (hashes
// are still stable) but offers no protection against guessing.
func NewKeyer(secret []byte) *Keyer {
	k := &Keyer{secret: append([]byte(nil), secret...)}
	k.macs.New = func() any { return &keyerMAC{mac: hmac.New(sha256.New, k.secret), in: make([]byte, 0, 256)} }
	return k
}

// UserKey is HMAC-SHA256(secret, tenant + "\x00" + user), first 12 bytes in
// lowercase hex (24 characters).
func (k *Keyer) UserKey(tenant, user string) string {
	m, _ := k.macs.Get().(*keyerMAC)
	if m == nil { // a Keyer not made by NewKeyer
		m = &keyerMAC{mac: hmac.New(sha256.New, k.secret)}
	}
	m.mac.Reset()
	m.in = append(append(append(m.in[:0], tenant...), 0), user...)
	m.mac.Write(m.in)
	out := hex.EncodeToString(m.mac.Sum(m.sum[:0])[:12])
	if cap(m.in) <= 4096 {
		k.macs.Put(m)
	}
	return out
}

// Subject is engram.<kind>.<tenant>.<userkey> for the given user.
func (k *Keyer) Subject(kind, tenant, user string) string {
	return "engram." + kind + "." + tenant + "." + k.UserKey(tenant, user)
}

// UserFilters are the subjects, one per stream kind, that hold every message of
// a user: what erasure purges.
func (k *Keyer) UserFilters(tenant, user string) map[string]string {
	uk := k.UserKey(tenant, user)
	return map[string]string{
		StreamTurns: fmt.Sprintf("engram.%s.%s.%s", KindTurns, tenant, uk),
		StreamFacts: fmt.Sprintf("engram.%s.%s.%s", KindFacts, tenant, uk),
		StreamDLQ:   fmt.Sprintf("engram.%s.*.%s.%s", KindDLQ, tenant, uk),
	}
}

// CheckSubject verifies that a message received on subject really belongs to
// (tenant, user): a turn published on another user's subject would escape
// erasure by subject purge, so it is invalid.
func (k *Keyer) CheckSubject(subject, kind, tenant, user string) error {
	if want := k.Subject(kind, tenant, user); subject != want {
		return invalid("the subject does not match the payload's tenant and user (want engram.%s.<tenant>.<userkey of tenant and user>)", kind)
	}
	return nil
}

// DLQSubject is where a message that failed at stage lands:
// engram.dlq.<stage>.<tenant>.<userkey> when the original subject names them,
// so that erasure can purge a user's dead letters too.
func DLQSubject(stage, original string) string {
	rest := "_._"
	if parts := strings.SplitN(original, ".", 3); len(parts) == 3 && parts[0] == "engram" {
		rest = parts[2]
		if strings.Count(rest, ".") != 1 {
			rest = "_._"
		}
	}
	return "engram." + KindDLQ + "." + stage + "." + rest
}
