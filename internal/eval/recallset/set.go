// Package recallset scores recall on a paraphrase and cross-language set
// (the layout of testdata/blind/recall/recall.json): each user's memories
// are written straight into the vector store, embedded by the configured
// embedder and without extraction, and every query is recalled once. See
// README.md beside this file for the metrics.
package recallset

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/engram-memory/engram/pkg/events"
)

// Kinds of a query.
const (
	KindSame      = "same"
	KindCross     = "cross"
	KindUnrelated = "unrelated"
)

// Set is a recall set.
type Set struct {
	Users   []User  `json:"users"`
	Queries []Query `json:"queries"`
}

// User is one user and their memories.
type User struct {
	UserID   string   `json:"user_id"`
	Memories []Memory `json:"memories"`
}

// Memory is one stored memory.
type Memory struct {
	ID      string `json:"id"`
	Lang    string `json:"lang"`
	Type    string `json:"type"`
	Content string `json:"content"`
}

// Query is one recall question and the memory ids that answer it (none
// for an unrelated query).
type Query struct {
	ID       string   `json:"id"`
	UserID   string   `json:"user_id"`
	Lang     string   `json:"lang"`
	Kind     string   `json:"kind"`
	Query    string   `json:"query"`
	Expected []string `json:"expected"`
}

// Load reads and checks a set.
func Load(r io.Reader) (*Set, error) {
	var s Set
	dec := json.NewDecoder(r)
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("decode recall set: %w", err)
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
		return nil, fmt.Errorf("open recall set: %w", err)
	}
	defer f.Close()
	return Load(f)
}

// check rejects a set the runner could not score faithfully: unknown
// users, types or kinds, duplicate ids, expected ids of another user.
func (s *Set) check() error {
	if len(s.Users) == 0 || len(s.Queries) == 0 {
		return fmt.Errorf("recall set: no users or no queries")
	}
	owner := map[string]string{}
	for _, u := range s.Users {
		if u.UserID == "" {
			return fmt.Errorf("recall set: a user has no user_id")
		}
		for _, m := range u.Memories {
			if m.ID == "" || m.Content == "" {
				return fmt.Errorf("recall set: user %s: a memory has no id or no content", u.UserID)
			}
			if _, dup := owner[m.ID]; dup {
				return fmt.Errorf("recall set: memory id %s appears twice", m.ID)
			}
			if !events.ValidFactType(events.FactType(m.Type)) {
				return fmt.Errorf("recall set: memory %s: unknown type %q", m.ID, m.Type)
			}
			owner[m.ID] = u.UserID
		}
	}
	seen := map[string]bool{}
	for _, q := range s.Queries {
		if q.ID == "" || seen[q.ID] {
			return fmt.Errorf("recall set: query id %q is empty or appears twice", q.ID)
		}
		seen[q.ID] = true
		switch q.Kind {
		case KindSame, KindCross:
			if len(q.Expected) == 0 {
				return fmt.Errorf("recall set: query %s of kind %s expects nothing", q.ID, q.Kind)
			}
		case KindUnrelated:
			if len(q.Expected) != 0 {
				return fmt.Errorf("recall set: unrelated query %s expects memories", q.ID)
			}
		default:
			return fmt.Errorf("recall set: query %s: unknown kind %q", q.ID, q.Kind)
		}
		for _, id := range q.Expected {
			if owner[id] != q.UserID {
				return fmt.Errorf("recall set: query %s expects %s, which is not a memory of %s", q.ID, id, q.UserID)
			}
		}
	}
	return nil
}
