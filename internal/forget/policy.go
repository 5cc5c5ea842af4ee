package forget

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"time"

	"github.com/engram-memory/engram/pkg/memory"
)

// TTLPolicy decides whether a memory has expired and must be deleted.
type TTLPolicy interface {
	Expired(m *memory.Memory, now time.Time) bool
}

// ExpiresAt is the default TTL policy: a memory expires when its ExpiresAt is
// set and not after now. A memory written with TTL 0 has no ExpiresAt and
// never expires.
type ExpiresAt struct{}

// Expired implements TTLPolicy.
func (ExpiresAt) Expired(m *memory.Memory, now time.Time) bool {
	return !m.ExpiresAt.IsZero() && !m.ExpiresAt.After(now)
}

// DecayPolicy gives a memory's effective importance at now, given the last
// time it was accessed or updated (ref). It must not increase as now grows
// with ref fixed, and must not exceed the memory's importance.
type DecayPolicy interface {
	Effective(m *memory.Memory, ref, now time.Time) float64
}

// HalfLife is exponential decay: the effective importance halves every
// HalfLife since ref. 0 (the default) means no decay. Pinned memories never
// decay.
type HalfLife time.Duration

// Effective implements DecayPolicy: importance · 0.5^((now − ref) / half-life).
func (h HalfLife) Effective(m *memory.Memory, ref, now time.Time) float64 {
	if h <= 0 || m.Pinned || !now.After(ref) {
		return m.Importance
	}
	return m.Importance * math.Exp2(-float64(now.Sub(ref))/float64(h))
}

// ArchivePolicy decides whether an active memory of this effective importance
// is archived (kept, not recalled).
type ArchivePolicy interface {
	Archive(m *memory.Memory, effective float64) bool
}

// ArchiveBelow archives memories whose effective importance is below it. 0
// (the default) never archives.
type ArchiveBelow float64

// Archive implements ArchivePolicy.
func (a ArchiveBelow) Archive(m *memory.Memory, effective float64) bool {
	return a > 0 && !m.Pinned && effective < float64(a)
}

// GracePolicy decides whether a memory archived at archivedAt is deleted.
type GracePolicy interface {
	Purge(m *memory.Memory, archivedAt, now time.Time) bool
}

// GracePeriod deletes archived memories once archived for longer than it. 0
// (the default) keeps archived memories forever.
type GracePeriod time.Duration

// Purge implements GracePolicy.
func (g GracePeriod) Purge(m *memory.Memory, archivedAt, now time.Time) bool {
	return g > 0 && !m.Pinned && now.Sub(archivedAt) > time.Duration(g)
}

// CapPolicy bounds the number of active memories of a user.
type CapPolicy interface {
	// MaxActive is the cap for users of tenant; 0 or less means no cap.
	MaxActive(tenant string) int
}

// MaxActive caps every user at that many active memories; 0 or less means no
// cap. The Forgetter's default is DefaultMaxActive.
type MaxActive int

// DefaultMaxActive is the per-user cap when Config.Cap is nil.
const DefaultMaxActive = 5000

// MaxActive implements CapPolicy.
func (c MaxActive) MaxActive(string) int { return int(c) }

// Environment variables read by FromEnv.
const (
	EnvDecayHalfLife   = "ENGRAM_DECAY_HALF_LIFE"     // Go duration, e.g. 720h; 0 or unset: no decay
	EnvArchiveBelow    = "ENGRAM_ARCHIVE_BELOW"       // effective importance threshold; 0 or unset: never archive
	EnvArchiveGrace    = "ENGRAM_ARCHIVE_GRACE"       // Go duration; 0 or unset: keep archived memories
	EnvMaxActive       = "ENGRAM_MAX_ACTIVE_PER_USER" // integer; unset: 5000; 0: no cap
	EnvForgetPageSize  = "ENGRAM_FORGET_PAGE_SIZE"    // memories per scan page; unset: 1000
	EnvForgetLeaseTime = "ENGRAM_FORGET_LEASE_TTL"    // Go duration; unset: 2m
)

// FromEnv returns cfg with the policy settings of the environment variables
// above applied (getenv is usually os.Getenv; nil means os.Getenv).
func FromEnv(cfg Config, getenv func(string) string) (Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	dur := func(name string) (time.Duration, bool, error) {
		v := getenv(name)
		if v == "" {
			return 0, false, nil
		}
		if v == "0" {
			return 0, true, nil
		}
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 {
			return 0, false, fmt.Errorf("%s=%q: want a non-negative duration such as 720h", name, v)
		}
		return d, true, nil
	}
	if d, ok, err := dur(EnvDecayHalfLife); err != nil {
		return cfg, err
	} else if ok {
		cfg.Decay = HalfLife(d)
	}
	if d, ok, err := dur(EnvArchiveGrace); err != nil {
		return cfg, err
	} else if ok {
		cfg.Grace = GracePeriod(d)
	}
	if d, ok, err := dur(EnvForgetLeaseTime); err != nil {
		return cfg, err
	} else if ok {
		cfg.LeaseTTL = d
	}
	if v := getenv(EnvArchiveBelow); v != "" {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || x < 0 || math.IsNaN(x) {
			return cfg, fmt.Errorf("%s=%q: want a non-negative number", EnvArchiveBelow, v)
		}
		cfg.Archive = ArchiveBelow(x)
	}
	if v := getenv(EnvMaxActive); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return cfg, fmt.Errorf("%s=%q: want a non-negative integer (0 = no cap)", EnvMaxActive, v)
		}
		cfg.Cap = MaxActive(n)
	}
	ep, err := episodesFromEnv(cfg.Episodes, getenv)
	if err != nil {
		return cfg, err
	}
	cfg.Episodes = ep
	if v := getenv(EnvForgetPageSize); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return cfg, fmt.Errorf("%s=%q: want a positive integer", EnvForgetPageSize, v)
		}
		cfg.PageSize = n
	}
	return cfg, nil
}
