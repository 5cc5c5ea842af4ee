// Package auth binds API keys to tenants (and optionally users) and limits
// each tenant's request rate. A Keyring is loaded from a keys file (format
// in keysfile.go: "KEY TENANT [NAME] [user=USER_ID]" lines, KEY either the
// key or "sha256:<64 hex>") and/or from ENGRAM_API_KEYS
// ("key:tenant,key:tenant"); keys are kept only as SHA-256 hashes, compared
// in constant time and never logged. An empty Keyring means development
// mode: the tenant comes from each request.
//
// The rules every handler applies are Principal.Tenant and Principal.User:
// with keys, the tenant is the key's and a request naming another tenant is
// refused (403), and a key bound to a user speaks only for that user; in
// development mode the request must name its tenant.
package auth

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"

	"github.com/engram-memory/engram/pkg/events"
)

// Errors of authentication and tenant resolution; handlers map them to
// statuses with Status.
var (
	// ErrUnauthenticated: no key, or a key that is not in the keyring (401).
	ErrUnauthenticated = errors.New("unauthenticated")
	// ErrForbidden: the request names a tenant other than its key's (403).
	ErrForbidden = errors.New("forbidden")
	// ErrTenantRequired: development mode and the request names no valid tenant (400).
	ErrTenantRequired = errors.New("tenant required")
	// ErrRateLimited: the tenant is over its rate limit (429).
	ErrRateLimited = errors.New("rate limited")
)

// Status maps an error of this package to an HTTP status (0 if it is none of them).
func Status(err error) int {
	switch {
	case errors.Is(err, ErrUnauthenticated):
		return http.StatusUnauthorized
	case errors.Is(err, ErrForbidden):
		return http.StatusForbidden
	case errors.Is(err, ErrTenantRequired):
		return http.StatusBadRequest
	case errors.Is(err, ErrRateLimited):
		return http.StatusTooManyRequests
	}
	return 0
}

// Principal is who is calling. In development mode Dev is set and
// TenantID is empty.
type Principal struct {
	TenantID string
	// KeyID is a short, non-secret id of the key (a hash prefix), for audit.
	KeyID string
	// Name is the key's optional label from the keys file.
	Name string
	// UserID is the user the key is bound to ("user=USER_ID" in the keys
	// file), empty when the key may speak for any user of its tenant.
	// Handlers use it as the user when a request names none, and refuse
	// (403) a request naming another user: see Principal.User.
	UserID string
	Dev    bool
}

// Actor names the principal in the audit trail: "api:<key id>" or "api:dev".
func (p Principal) Actor() string {
	if p.Dev {
		return "api:dev"
	}
	return "api:" + p.KeyID
}

// Tenant resolves the tenant of a request that names requested (possibly
// empty). With a key the key's tenant wins: an empty requested means it, a
// different one is ErrForbidden. In development mode requested must be a
// valid tenant id, else ErrTenantRequired.
func (p Principal) Tenant(requested string) (string, error) {
	if !p.Dev {
		if p.TenantID == "" {
			return "", ErrUnauthenticated
		}
		if requested != "" && requested != p.TenantID {
			return "", fmt.Errorf("this key is bound to another tenant than %q: %w", requested, ErrForbidden)
		}
		return p.TenantID, nil
	}
	if requested == "" {
		return "", fmt.Errorf("development mode: tenant_id is required: %w", ErrTenantRequired)
	}
	if err := events.ValidateTenant(requested); err != nil {
		return "", fmt.Errorf("%w: %w", ErrTenantRequired, err)
	}
	return requested, nil
}

// User resolves the user of a request that names requested (possibly
// empty). A key bound to a user gives that user when requested is empty
// and refuses another one (ErrForbidden); otherwise requested is returned
// as is (the caller checks that it is present and valid).
func (p Principal) User(requested string) (string, error) {
	if p.UserID == "" {
		return requested, nil
	}
	if requested != "" && requested != p.UserID {
		return "", fmt.Errorf("this key is bound to another user: %w", ErrForbidden)
	}
	return p.UserID, nil
}

type entry struct {
	hash   [sha256.Size]byte
	tenant string
	name   string
	user   string
}

// Keyring is a set of API keys, safe for concurrent use. Reload replaces
// the set at once. The zero value (and nil) holds no keys: development
// mode.
type Keyring struct {
	set atomic.Pointer[[]entry]
	// path and env are what Load read, for Reload; sum is the SHA-256 of
	// the file's content as Load read it, from which Watch starts.
	path, env string
	sum       [32]byte
}

func (k *Keyring) entries() []entry {
	if k == nil {
		return nil
	}
	if e := k.set.Load(); e != nil {
		return *e
	}
	return nil
}

// Len is how many keys the keyring holds.
func (k *Keyring) Len() int { return len(k.entries()) }

// Dev reports whether no keys are configured (development mode).
func (k *Keyring) Dev() bool { return k.Len() == 0 }

// Tenants returns the distinct tenants that have keys.
func (k *Keyring) Tenants() []string {
	seen := map[string]bool{}
	var out []string
	for _, e := range k.entries() {
		if !seen[e.tenant] {
			seen[e.tenant] = true
			out = append(out, e.tenant)
		}
	}
	return out
}

// Lookup returns the principal of key. It compares the key's hash with
// every configured hash in constant time, so the time taken does not
// depend on which key matched or how much of it. In development mode every
// key (or none) gives the development principal.
func (k *Keyring) Lookup(key string) (Principal, error) {
	if k.Dev() {
		return Principal{Dev: true}, nil
	}
	if key == "" {
		return Principal{}, fmt.Errorf("missing api key (Authorization: Bearer <key> or X-API-Key): %w", ErrUnauthenticated)
	}
	h := sha256.Sum256([]byte(key))
	entries := k.entries()
	found := -1
	for i := range entries {
		if subtle.ConstantTimeCompare(h[:], entries[i].hash[:]) == 1 {
			found = i
		}
	}
	if found < 0 {
		return Principal{}, fmt.Errorf("unknown api key: %w", ErrUnauthenticated)
	}
	e := entries[found]
	return Principal{TenantID: e.tenant, KeyID: hex.EncodeToString(e.hash[:4]), Name: e.name, UserID: e.user}, nil
}

// KeyFromRequest returns the key presented as "Authorization: Bearer <key>"
// or "X-API-Key: <key>" (empty if none).
func KeyFromRequest(h http.Header) string {
	if v := h.Get("Authorization"); v != "" {
		scheme, tok, ok := strings.Cut(strings.TrimSpace(v), " ")
		if ok && strings.EqualFold(scheme, "Bearer") {
			return strings.TrimSpace(tok)
		}
		return ""
	}
	return strings.TrimSpace(h.Get("X-API-Key"))
}

// Authenticate returns the principal of a request's headers.
func (k *Keyring) Authenticate(h http.Header) (Principal, error) {
	if k.Dev() {
		return Principal{Dev: true}, nil
	}
	return k.Lookup(KeyFromRequest(h))
}

type ctxKey struct{}

// WithPrincipal returns ctx carrying p.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, ctxKey{}, p)
}

// FromContext returns the principal set by Middleware (ok false if none).
func FromContext(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(ctxKey{}).(Principal)
	return p, ok
}

// Middleware authenticates every request: without a valid key it answers
// 401 with a JSON error body; otherwise it puts the Principal in the
// request context. In development mode every request passes as the
// development principal.
func (k *Keyring) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := k.Authenticate(r.Header)
		if err != nil {
			w.Header().Set("WWW-Authenticate", `Bearer realm="engram"`)
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			fmt.Fprintf(w, "{\"error\":%q}\n", err.Error())
			return
		}
		next.ServeHTTP(w, r.WithContext(WithPrincipal(r.Context(), p)))
	})
}

// LimitConfig sets the per-tenant rate limit. The zero value means the
// defaults: 200 requests per second with a burst of 400. A negative Rate
// disables limiting.
type LimitConfig struct {
	Rate  float64
	Burst int
}

// Default rate limits per tenant.
const (
	DefaultRate  = 200
	DefaultBurst = 400
)

// maxTenants bounds how many tenants' buckets a Limiter keeps.
const maxTenants = 100_000

// Limiter is a token bucket per tenant; safe for concurrent use.
type Limiter struct {
	cfg LimitConfig
	mu  sync.Mutex
	m   map[string]*rate.Limiter
}

// NewLimiter returns a limiter with cfg's limits.
func NewLimiter(cfg LimitConfig) *Limiter {
	if cfg.Rate == 0 {
		cfg.Rate = DefaultRate
	}
	if cfg.Burst <= 0 {
		cfg.Burst = max(DefaultBurst, int(cfg.Rate))
	}
	return &Limiter{cfg: cfg, m: map[string]*rate.Limiter{}}
}

// Allow takes one token from tenant's bucket. When the bucket is empty it
// returns an error wrapping ErrRateLimited and how long to wait. A nil
// Limiter allows everything.
func (l *Limiter) Allow(tenant string) (time.Duration, error) {
	if l == nil || l.cfg.Rate < 0 {
		return 0, nil
	}
	l.mu.Lock()
	lim := l.m[tenant]
	if lim == nil && len(l.m) >= maxTenants {
		// Development mode takes tenants from requests: bound the map so
		// that made-up tenants cannot grow it without end. Forgetting the
		// buckets only ever grants a fresh burst.
		clear(l.m)
	}
	if lim == nil {
		lim = rate.NewLimiter(rate.Limit(l.cfg.Rate), l.cfg.Burst)
		l.m[tenant] = lim
	}
	l.mu.Unlock()
	res := lim.Reserve()
	if d := res.Delay(); d > 0 {
		res.Cancel()
		return d, fmt.Errorf("tenant %q is over %.0f requests per second: %w", tenant, l.cfg.Rate, ErrRateLimited)
	}
	return 0, nil
}

// LimitFromEnv reads ENGRAM_RATE_LIMIT (requests per second per tenant,
// negative disables) and ENGRAM_RATE_BURST; unset or empty means the defaults.
func LimitFromEnv() (LimitConfig, error) {
	var c LimitConfig
	if v := os.Getenv("ENGRAM_RATE_LIMIT"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return c, fmt.Errorf("ENGRAM_RATE_LIMIT: %w", err)
		}
		c.Rate = f
	}
	if v := os.Getenv("ENGRAM_RATE_BURST"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return c, fmt.Errorf("ENGRAM_RATE_BURST: %w", err)
		}
		c.Burst = n
	}
	return c, nil
}
