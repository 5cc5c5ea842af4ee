// Package memory defines engram's memory record, its deterministic ids and the
// normalisation of profile keys and content that dedup relies on. It has no
// I/O: stores and workers share these types.
package memory

import (
	"strings"
	"time"
	"unicode"

	"github.com/google/uuid"

	"github.com/engram-memory/engram/pkg/events"
)

// Status is a memory's lifecycle state.
type Status string

// Memory states. Only active memories are recalled.
const (
	StatusActive     Status = "active"
	StatusSuperseded Status = "superseded"
	StatusArchived   Status = "archived"
)

// Memory is one durable, governed memory of a user.
type Memory struct {
	ID             string             `json:"id"`
	TenantID       string             `json:"tenant_id"`
	UserID         string             `json:"user_id"`
	AgentID        string             `json:"agent_id,omitempty"`
	Scope          string             `json:"scope,omitempty"`
	Type           events.FactType    `json:"type"`
	Content        string             `json:"content"`
	Key            string             `json:"key,omitempty"`
	Value          string             `json:"value,omitempty"`
	Confidence     float64            `json:"confidence"`
	Importance     float64            `json:"importance"`
	Sensitivity    events.Sensitivity `json:"sensitivity,omitempty"`
	Status         Status             `json:"status"`
	Version        int64              `json:"version"`
	CreatedAt      time.Time          `json:"created_at"`
	UpdatedAt      time.Time          `json:"updated_at"`
	LastAccessedAt time.Time          `json:"last_accessed_at,omitzero"`
	AccessCount    int64              `json:"access_count"`
	// ExpiresAt is when the memory is deleted by TTL; zero means never.
	ExpiresAt     time.Time  `json:"expires_at,omitzero"`
	EventTime     *time.Time `json:"event_time,omitempty"`
	Pinned        bool       `json:"pinned"`
	SourceTurnIDs []string   `json:"source_turn_ids"`
	// Assertions are the per-turn contributions behind the merged fields,
	// in no particular order; stores keep them, API responses omit them.
	Assertions  []Assertion `json:"-"`
	ExtractorID string      `json:"extractor_id"`
	EmbedderID  string      `json:"embedder_id"`
	// Supersedes is the id of the memory this one replaced (profile keys).
	Supersedes string `json:"supersedes,omitempty"`
	// EpisodeIDs, on a fact, are the episodes of the turns it was said in;
	// FactIDs, on an episode, are the facts extracted from its turns. The
	// link is the shared source turn (see Linked): stores keep no copy of
	// it, recall fills both from the memories it returns.
	EpisodeIDs []string `json:"episode_ids,omitempty"`
	FactIDs    []string `json:"fact_ids,omitempty"`
	// Vector is the dense embedding of Content by EmbedderID; not serialised
	// in API responses.
	Vector []float32 `json:"-"`
}

// namespace roots every memory id.
var namespace = uuid.MustParse("6c1f3b7e-2f0a-4f4e-9a55-0e6b2d1c9a10")

// ID returns the deterministic id of a memory: UUIDv5 over tenant, user,
// type, scope and the normalised key (for keyed facts) or content. The same
// fact always maps to the same id, so a redelivered message rewrites the same
// record instead of adding one. A keyed fact's id also includes its value, so
// a new value is a new record that supersedes the old.
func ID(tenant, user string, typ events.FactType, scope, key, value, content string) string {
	var ident string
	if key != "" {
		ident = "k\x00" + NormalizeKey(key) + "\x00" + NormalizeText(value)
	} else {
		ident = "c\x00" + NormalizeText(content)
	}
	name := strings.Join([]string{tenant, user, string(typ), scope, ident}, "\x1f")
	return uuid.NewSHA1(namespace, []byte(name)).String()
}

// NormalizeText folds case, width and whitespace and drops trailing
// punctuation so that trivially different phrasings of one fact dedup.
func NormalizeText(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		r = foldWidth(r)
		switch {
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case unicode.IsPunct(r) && r != '-' && r != '\'' && r != '@' && r != '.':
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return strings.TrimRight(b.String(), ".")
}

// foldWidth maps full-width ASCII variants to ASCII.
func foldWidth(r rune) rune {
	if r >= 0xFF01 && r <= 0xFF5E {
		return r - 0xFEE0
	}
	if r == 0x3000 {
		return ' '
	}
	return r
}
