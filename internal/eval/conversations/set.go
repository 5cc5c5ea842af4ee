// Package conversations scores what recall puts in the context after
// multi-turn conversations went through the real pipeline (rules
// extractor, ingester, embedder): the user's standing instructions must
// be there for unrelated requests and nothing else of theirs, and a
// related request must never come back empty. The layout is that of
// testdata/blind/conversations/conversations.json; README.md beside this
// file says how a statement is matched to a context.
package conversations

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"
)

// Statement kinds.
const (
	KindStanding    = "standing"
	KindNonStanding = "non_standing"
	KindFact        = "fact"
)

// Probe kinds.
const (
	ProbeUnrelated = "unrelated"
	ProbeRelated   = "related"
)

// Set is a conversation set.
type Set struct {
	Users []User `json:"users"`
}

// User is one user's conversations, labelled statements and probes.
type User struct {
	UserID        string         `json:"user_id"`
	Lang          string         `json:"lang"`
	Conversations []Conversation `json:"conversations"`
	Statements    []Statement    `json:"statements"`
	Probes        []Probe        `json:"probes"`
}

// Conversation is one session.
type Conversation struct {
	SessionID string `json:"session_id"`
	// Start is the session's start (RFC 3339, with the user's offset).
	Start string `json:"start"`
	Turns []Turn `json:"turns"`
}

// Turn is one message.
type Turn struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Statement is a labelled statement of a user message: the turn at
// TurnIndex (0-based, among all turns) of session SessionID.
type Statement struct {
	ID        string `json:"id"`
	SessionID string `json:"session_id"`
	TurnIndex int    `json:"turn_index"`
	Kind      string `json:"kind"`
	Text      string `json:"text"`
}

// Probe is one recall request and what its context must and must not hold.
type Probe struct {
	ID       string   `json:"id"`
	Kind     string   `json:"kind"`
	Query    string   `json:"query"`
	Expected []string `json:"expected"`
	MustNot  []string `json:"must_not"`
}

// Load reads and checks a set.
func Load(r io.Reader) (*Set, error) {
	var s Set
	if err := json.NewDecoder(r).Decode(&s); err != nil {
		return nil, fmt.Errorf("decode conversation set: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	return &s, nil
}

// LoadFile reads and checks the set in path.
func LoadFile(path string) (*Set, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open conversation set: %w", err)
	}
	defer f.Close()
	return Load(f)
}

// startLayouts are the accepted forms of a session start.
var startLayouts = []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02 15:04:05Z07:00", "2006-01-02 15:04:05", "2006-01-02T15:04Z07:00", "2006-01-02"}

// ParseStart reads a session start.
func ParseStart(s string) (time.Time, error) {
	for _, l := range startLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("session start %q is not an RFC 3339 time", s)
}

func (s *Set) check() error {
	if len(s.Users) == 0 {
		return fmt.Errorf("conversation set: no users")
	}
	for _, u := range s.Users {
		if u.UserID == "" {
			return fmt.Errorf("conversation set: a user has no user_id")
		}
		turns := map[string]int{}
		for _, c := range u.Conversations {
			if _, err := ParseStart(c.Start); err != nil {
				return fmt.Errorf("conversation set: user %s, session %s: %w", u.UserID, c.SessionID, err)
			}
			if _, dup := turns[c.SessionID]; dup || c.SessionID == "" {
				return fmt.Errorf("conversation set: user %s: session id %q is empty or appears twice", u.UserID, c.SessionID)
			}
			turns[c.SessionID] = len(c.Turns)
		}
		ids := map[string]string{}
		for _, st := range u.Statements {
			n, ok := turns[st.SessionID]
			if !ok || st.TurnIndex < 0 || st.TurnIndex >= n {
				return fmt.Errorf("conversation set: statement %s points at no turn (%s #%d)", st.ID, st.SessionID, st.TurnIndex)
			}
			switch st.Kind {
			case KindStanding, KindNonStanding, KindFact:
			default:
				return fmt.Errorf("conversation set: statement %s: unknown kind %q", st.ID, st.Kind)
			}
			if _, dup := ids[st.ID]; dup || st.ID == "" {
				return fmt.Errorf("conversation set: statement id %q is empty or appears twice", st.ID)
			}
			ids[st.ID] = st.Kind
		}
		for _, p := range u.Probes {
			if p.Kind != ProbeUnrelated && p.Kind != ProbeRelated {
				return fmt.Errorf("conversation set: probe %s: unknown kind %q", p.ID, p.Kind)
			}
			for _, id := range append(append([]string(nil), p.Expected...), p.MustNot...) {
				if _, ok := ids[id]; !ok {
					return fmt.Errorf("conversation set: probe %s names %s, which is no statement of %s", p.ID, id, u.UserID)
				}
			}
		}
	}
	return nil
}
