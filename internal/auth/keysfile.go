package auth

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/engram-memory/engram/pkg/events"
)

// The keys file (--api-keys-file) has one key per line:
//
//	KEY TENANT [NAME] [user=USER_ID]
//
// KEY is either the key itself (at least MinKeyLen characters) or
// "sha256:" followed by the 64 hex digits of the SHA-256 hash of the key,
// so that the file need not hold the key (`engram keys hash` prints the
// line). TENANT is the tenant the key speaks for. NAME is an optional
// label (it may contain spaces) shown in the audit trail. "user=USER_ID"
// binds the key to one user of the tenant (USER_ID without white space):
// Principal.UserID is then set, and handlers refuse a request naming
// another user. Blank lines and lines starting with '#' are ignored. The
// same key (or hash) may not be bound to two tenants or two users.

// MinKeyLen is the shortest key accepted, so that keys cannot be guessed.
const MinKeyLen = 16

// HashPrefix starts a KEY field that is the hash of the key.
const HashPrefix = "sha256:"

// userPrefix starts the field binding a key to a user.
const userPrefix = "user="

// HashKey returns the KEY field that stands for key in a keys file:
// "sha256:" and the hex SHA-256 of key.
func HashKey(key string) string {
	h := sha256.Sum256([]byte(key))
	return HashPrefix + hex.EncodeToString(h[:])
}

// FormatLine returns a keys file line binding key (the key itself or its
// HashKey form) to tenant, with an optional name and user.
func FormatLine(key, tenant, name, user string) string {
	parts := []string{key, tenant}
	if name != "" {
		parts = append(parts, name)
	}
	if user != "" {
		parts = append(parts, userPrefix+user)
	}
	return strings.Join(parts, " ")
}

// NewKey returns a random key of 32 bytes in hex (64 characters).
func NewKey() (string, error) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("random key: %w", err)
	}
	return "egk_" + hex.EncodeToString(b[:]), nil
}

// parseKey turns a KEY field into the hash kept in the keyring.
func parseKey(field string) ([sha256.Size]byte, error) {
	var h [sha256.Size]byte
	if rest, ok := strings.CutPrefix(field, HashPrefix); ok {
		b, err := hex.DecodeString(rest)
		if err != nil || len(b) != sha256.Size {
			return h, fmt.Errorf("%s must be followed by 64 hex digits (engram keys hash prints it)", HashPrefix)
		}
		copy(h[:], b)
		return h, nil
	}
	if len(field) < MinKeyLen {
		return h, fmt.Errorf("api key is shorter than %d characters", MinKeyLen)
	}
	return sha256.Sum256([]byte(field)), nil
}

// parseLine parses one non-comment line of a keys file.
func parseLine(line string) (entry, error) {
	fields := strings.Fields(line)
	if len(fields) < 2 {
		return entry{}, errors.New(`want "KEY TENANT [NAME] [user=USER_ID]"`)
	}
	h, err := parseKey(fields[0])
	if err != nil {
		return entry{}, err
	}
	e := entry{hash: h, tenant: fields[1]}
	var name []string
	for _, f := range fields[2:] {
		if u, ok := strings.CutPrefix(f, userPrefix); ok {
			if e.user != "" {
				return entry{}, errors.New("more than one user= field")
			}
			if u == "" {
				return entry{}, errors.New("user= needs a user id")
			}
			if len(u) > events.MaxIDLen {
				return entry{}, fmt.Errorf("user id is over %d bytes", events.MaxIDLen)
			}
			e.user = u
			continue
		}
		name = append(name, f)
	}
	e.name = strings.Join(name, " ")
	return e, nil
}

// keySet accumulates entries, refusing conflicting bindings.
type keySet []entry

func (s *keySet) add(e entry) error {
	if err := events.ValidateTenant(e.tenant); err != nil {
		return fmt.Errorf("api key tenant: %w", err)
	}
	for _, o := range *s {
		if o.hash == e.hash {
			if o.tenant != e.tenant {
				return fmt.Errorf("the same api key is bound to tenants %q and %q", o.tenant, e.tenant)
			}
			if o.user != e.user {
				return fmt.Errorf("the same api key is bound to two users of tenant %q", e.tenant)
			}
			return nil
		}
	}
	*s = append(*s, e)
	return nil
}

// NewKeyring builds a keyring from key → tenant pairs (for tests and
// embedding); it fails on keys shorter than MinKeyLen or invalid tenants.
// A key may also be given in its HashKey form.
func NewKeyring(keys map[string]string) (*Keyring, error) {
	var s keySet
	for key, tenant := range keys {
		h, err := parseKey(key)
		if err != nil {
			return nil, fmt.Errorf("api key for tenant %q: %w", tenant, err)
		}
		if err := s.add(entry{hash: h, tenant: tenant}); err != nil {
			return nil, err
		}
	}
	k := &Keyring{}
	k.set.Store((*[]entry)(&s))
	return k, nil
}

// Load builds a keyring from the keys file at path (if non-empty) and the
// env value (if non-empty); Reload reads both again. env is a
// comma-separated list of "KEY:TENANT" (KEY as in the file). Neither set,
// or both empty, means development mode. Errors name the file and line but
// never a key.
func Load(path, env string) (*Keyring, error) {
	s, sum, err := read(path, env)
	if err != nil {
		return nil, err
	}
	k := &Keyring{path: path, env: env, sum: sum}
	k.set.Store((*[]entry)(&s))
	return k, nil
}

// read parses the keys file and the env value; sum is the SHA-256 of the
// file's content, by which Watch notices a change.
func read(path, env string) (keySet, [sha256.Size]byte, error) {
	var s keySet
	var sum [sha256.Size]byte
	if path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, sum, fmt.Errorf("read api keys file: %w", err)
		}
		sum = sha256.Sum256(data)
		sc := bufio.NewScanner(bytes.NewReader(data))
		n := 0
		for sc.Scan() {
			n++
			line := strings.TrimSpace(sc.Text())
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			e, err := parseLine(line)
			if err == nil {
				err = s.add(e)
			}
			if err != nil {
				return nil, sum, fmt.Errorf("api keys file %s line %d: %w", path, n, err)
			}
		}
		if err := sc.Err(); err != nil {
			return nil, sum, fmt.Errorf("read api keys file %s: %w", path, err)
		}
	}
	for i, item := range strings.Split(env, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		// Tenants hold no ':', so the last one separates KEY (which may
		// be "sha256:...") from TENANT.
		j := strings.LastIndexByte(item, ':')
		if j < 0 {
			return nil, sum, fmt.Errorf("ENGRAM_API_KEYS item %d: want key:tenant", i+1)
		}
		h, err := parseKey(strings.TrimSpace(item[:j]))
		if err == nil {
			err = s.add(entry{hash: h, tenant: strings.TrimSpace(item[j+1:]), name: "env"})
		}
		if err != nil {
			return nil, sum, fmt.Errorf("ENGRAM_API_KEYS item %d: %w", i+1, err)
		}
	}
	return s, sum, nil
}
