package llm

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/engram-memory/engram/pkg/events"
)

// The prompt's inputs beyond the turn itself: the last turns of the same
// conversation and the user's current profile keys. With them a
// confirmation ("yes, book that one"), a pronoun ("it", "这个") and a
// correction ("actually it's the 14th") resolve against what came before,
// and a correction reuses the profile key it corrects, so the new value
// supersedes the old.

// DefaultContextTurns is how many earlier turns of the same session go into
// the prompt when Config.ContextTurns is zero.
const DefaultContextTurns = 4

// Bounds of the conversation memory: sessions remembered per extractor
// (the oldest is forgotten first) and bytes kept of each earlier message.
const (
	maxSessions       = 4096
	maxContextMsgByte = 600
)

// ProfileKeysFunc returns the keys of the user's current profile (e.g.
// "name", "location"); the app wires it to the state store. An error leaves
// the keys out of the prompt; the extraction goes on.
type ProfileKeysFunc func(ctx context.Context, tenant, user string) ([]string, error)

// WithProfileKeys sets where the user's current profile keys come from.
func WithProfileKeys(f ProfileKeysFunc) Option {
	return func(e *Extractor) { e.profileKeys = f }
}

// history remembers the last turns of each session, keyed by tenant, user
// and session id. It lives in the extractor's memory: a replica that did
// not see the earlier turns sends fewer (the prompt says the context may be
// incomplete). It is safe for concurrent use.
type history struct {
	mu    sync.Mutex
	n     int
	turns map[string][]pastTurn
	order []string // session keys, oldest first
}

type pastTurn struct {
	id   string
	msgs []events.Message
}

func newHistory(n int) *history {
	if n <= 0 {
		return nil
	}
	return &history{n: n, turns: map[string][]pastTurn{}}
}

func sessionKey(t *events.Turn) string {
	if t.SessionID == "" {
		return ""
	}
	return t.TenantID + "\x00" + t.UserID + "\x00" + t.SessionID
}

// before returns the remembered turns of the session of turns (one
// session) other than turns themselves, oldest first.
func (h *history) before(turns ...*events.Turn) []pastTurn {
	if h == nil || len(turns) == 0 {
		return nil
	}
	k := sessionKey(turns[0])
	if k == "" {
		return nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []pastTurn
	for _, p := range h.turns[k] {
		if !slices.ContainsFunc(turns, func(t *events.Turn) bool { return t.TurnID == p.id }) {
			out = append(out, p)
		}
	}
	return out
}

// add remembers t (once, however often it is redelivered) and forgets the
// session's turns beyond the last n.
func (h *history) add(t *events.Turn) {
	k := sessionKey(t)
	if h == nil || k == "" {
		return
	}
	msgs := make([]events.Message, 0, len(t.Messages))
	for _, m := range t.Messages {
		if m.Role == events.RoleUser || m.Role == events.RoleAssistant {
			msgs = append(msgs, events.Message{Role: m.Role, Name: m.Name, Content: truncateUTF8(m.Content, maxContextMsgByte)})
		}
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	past, ok := h.turns[k]
	for _, p := range past {
		if p.id == t.TurnID {
			return
		}
	}
	if !ok {
		h.order = append(h.order, k)
		if len(h.order) > maxSessions {
			delete(h.turns, h.order[0])
			h.order = h.order[1:]
		}
	}
	past = append(past, pastTurn{id: t.TurnID, msgs: msgs})
	if len(past) > h.n {
		past = past[len(past)-h.n:]
	}
	h.turns[k] = past
}

// promptFor renders the turn for the model as userPrompt does, preceded by
// the user's current profile keys and the earlier turns of the
// conversation, marked as context only.
func (e *Extractor) promptFor(ctx context.Context, t *events.Turn) string {
	return e.contextFor(ctx, []*events.Turn{t}) + userPrompt(t)
}

// contextFor renders what precedes the turns (of one session) in the
// prompt: the user's current profile keys and the earlier turns of the
// conversation; nothing for prompt p1.
func (e *Extractor) contextFor(ctx context.Context, turns []*events.Turn) string {
	if e.prompt == promptP1 || len(turns) == 0 {
		return ""
	}
	t := turns[0]
	var b strings.Builder
	if e.profileKeys != nil {
		if keys, err := e.profileKeys(ctx, t.TenantID, t.UserID); err == nil && len(keys) > 0 {
			clean := make([]string, 0, len(keys))
			for _, k := range keys {
				clean = append(clean, sanitizeMarker(k))
			}
			fmt.Fprintf(&b, "User's current profile keys: %s\n", strings.Join(clean, ", "))
		}
	}
	if past := e.hist.before(turns...); len(past) > 0 {
		b.WriteString("<earlier>\n")
		for _, p := range past {
			for _, m := range p.msgs {
				fmt.Fprintf(&b, "[%s]: %s\n", strings.ToUpper(string(m.Role)), sanitizeMarker(m.Content))
			}
		}
		b.WriteString("</earlier>\n")
	}
	return b.String()
}
