package forget

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/engram-memory/engram/pkg/memory"
)

// Episodes are forgotten sooner than facts: what the user said on a given
// day matters less with time than what is true of them.
type Episodes struct {
	// TTL deletes an episode this long after it was last said (UpdatedAt);
	// 0 means DefaultEpisodeTTL, negative never.
	TTL time.Duration
	// HalfLife is the decay of an episode's effective importance (used
	// instead of Config.Decay for episodes); 0 means DefaultEpisodeHalfLife,
	// negative means Config.Decay.
	HalfLife time.Duration
	// MaxPerUser caps the episodes a user keeps (of any status); the
	// least useful beyond it are deleted by every run (episodecap.go). 0
	// means DefaultEpisodeMaxPerUser, negative no cap.
	MaxPerUser int
}

// Defaults of the episode policy.
const (
	DefaultEpisodeTTL      = 180 * 24 * time.Hour
	DefaultEpisodeHalfLife = 30 * 24 * time.Hour
	// DefaultEpisodeMaxPerUser is the per-user episode cap: a LoCoMo
	// conversation leaves 100-300 episodes per speaker, so the cap holds
	// years of conversation while bounding what one user can store.
	DefaultEpisodeMaxPerUser = 2000
)

// Environment variables of the episode policy, read by FromEnv.
const (
	EnvEpisodeTTL      = "ENGRAM_EPISODE_TTL"          // Go duration; unset: 4320h (180 days); 0: never
	EnvEpisodeHalfLife = "ENGRAM_EPISODE_HALF_LIFE"    // Go duration; unset: 720h (30 days); 0: as other memories
	EnvEpisodeMax      = "ENGRAM_EPISODE_MAX_PER_USER" // integer; unset: 2000; 0: no cap
)

func (e Episodes) withDefaults() Episodes {
	if e.TTL == 0 {
		e.TTL = DefaultEpisodeTTL
	}
	if e.HalfLife == 0 {
		e.HalfLife = DefaultEpisodeHalfLife
	}
	if e.MaxPerUser == 0 {
		e.MaxPerUser = DefaultEpisodeMaxPerUser
	}
	return e
}

// expired reports whether m is an episode older than the episode TTL.
func (e Episodes) expired(m *memory.Memory, now time.Time) bool {
	return m.IsEpisode() && e.TTL > 0 && now.Sub(m.UpdatedAt) > e.TTL
}

// effective is the decayed importance of an episode (ok false for other
// memories or when episodes decay like the rest).
func (e Episodes) effective(m *memory.Memory, ref, now time.Time) (float64, bool) {
	if !m.IsEpisode() || e.HalfLife <= 0 {
		return 0, false
	}
	if !now.After(ref) {
		return m.Importance, true
	}
	return m.Importance * math.Exp2(-float64(now.Sub(ref))/float64(e.HalfLife)), true
}

// episodesFromEnv applies EnvEpisodeTTL, EnvEpisodeHalfLife and
// EnvEpisodeMax to e ("0" turns each off).
func episodesFromEnv(e Episodes, getenv func(string) string) (Episodes, error) {
	for _, v := range []struct {
		name string
		dst  *time.Duration
	}{{EnvEpisodeTTL, &e.TTL}, {EnvEpisodeHalfLife, &e.HalfLife}} {
		s := getenv(v.name)
		switch s {
		case "":
			continue
		case "0":
			*v.dst = -1
			continue
		}
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			return e, fmt.Errorf("%s=%q: want a positive duration such as 720h, or 0 for never", v.name, s)
		}
		*v.dst = d
	}
	switch s := getenv(EnvEpisodeMax); s {
	case "":
	case "0":
		e.MaxPerUser = -1
	default:
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return e, fmt.Errorf("%s=%q: want a non-negative integer (0 = no cap)", EnvEpisodeMax, s)
		}
		e.MaxPerUser = n
	}
	return e, nil
}
