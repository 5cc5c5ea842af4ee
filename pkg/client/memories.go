package client

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"iter"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"

	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Memories iterates over every memory matching o, page by page (o.Cursor
// is where it starts, o.Limit the page size). It stops at the first error,
// which it yields with a zero memory.
func (c *Client) Memories(ctx context.Context, o ListOptions) iter.Seq2[memory.Memory, error] {
	return func(yield func(memory.Memory, error) bool) {
		for {
			p, err := c.ListMemories(ctx, o)
			if err != nil {
				yield(memory.Memory{}, err)
				return
			}
			for _, m := range p.Memories {
				if !yield(m, nil) {
					return
				}
			}
			if p.NextCursor == "" {
				return
			}
			o.Cursor = p.NextCursor
		}
	}
}

// WriteRequest is one memory for Write (POST /v1/memories).
type WriteRequest struct {
	TenantID string `json:"tenant_id,omitempty"`
	UserID   string `json:"user_id"`
	AgentID  string `json:"agent_id,omitempty"`
	Scope    string `json:"scope,omitempty"`
	// Type is the fact type; empty means fact (profile when Key is set).
	Type    events.FactType `json:"type,omitempty"`
	Content string          `json:"content,omitempty"`
	// Key and Value make a keyed memory: a new value supersedes the old.
	Key   string `json:"key,omitempty"`
	Value string `json:"value,omitempty"`
	// Importance and Confidence in [0,1]; nil means 0.5 and 1.
	Importance  *float64           `json:"importance,omitempty"`
	Confidence  *float64           `json:"confidence,omitempty"`
	Sensitivity events.Sensitivity `json:"sensitivity,omitempty"`
	TTLSeconds  int64              `json:"ttl_seconds,omitempty"`
	// ClientKey makes the write idempotent (your business id); empty
	// means a digest of the fields.
	ClientKey string `json:"client_key,omitempty"`
}

// WriteResult is the answer of Write and Correct.
type WriteResult struct {
	// Outcome is added, merged, superseded or duplicate.
	Outcome    string         `json:"outcome"`
	ClientKey  string         `json:"client_key"`
	Memory     memory.Memory  `json:"memory"`
	Superseded *memory.Memory `json:"superseded,omitempty"`
}

// Write writes one memory through the server's ingester (guard, PII
// masking, reconciliation). It is recallable when Write returns. A memory
// the guard refuses is ErrRefused; a client key reused for other content
// is ErrConflict. Retrying is safe: the client key makes it idempotent.
func (c *Client) Write(ctx context.Context, r WriteRequest) (*WriteResult, error) {
	r.TenantID = c.tenantOr(r.TenantID)
	var out WriteResult
	if err := c.do(ctx, http.MethodPost, "/v1/memories", nil, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// CorrectRequest is the correction of a memory: new content, or a new
// value of a keyed memory.
type CorrectRequest struct {
	Content    string   `json:"content,omitempty"`
	Value      string   `json:"value,omitempty"`
	Importance *float64 `json:"importance,omitempty"`
}

// Correct writes a corrected version of memory m that supersedes it (the
// old version stays as history) and returns both.
func (c *Client) Correct(ctx context.Context, m MemoryRef, r CorrectRequest) (*WriteResult, error) {
	var out WriteResult
	p, q := c.memoryPath(m, "")
	if err := c.do(ctx, http.MethodPatch, p, q, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// TurnRef names one published turn of a user.
type TurnRef struct {
	UserID string
	TurnID string
}

// WaitRecallable waits until a memory extracted from turn t is stored
// (and so recallable), polling the user's memories, and returns the
// memories that came from it. A turn that yields no memory (chit-chat)
// never becomes recallable: bound ctx.
func (c *Client) WaitRecallable(ctx context.Context, t TurnRef) ([]memory.Memory, error) {
	delay := 20 * time.Millisecond
	for {
		var found []memory.Memory
		for m, err := range c.Memories(ctx, ListOptions{UserID: t.UserID, AllStatuses: true, Limit: 500}) {
			if err != nil {
				return nil, err
			}
			if slices.Contains(m.SourceTurnIDs, t.TurnID) {
				found = append(found, m)
			}
		}
		if len(found) > 0 {
			return found, nil
		}
		timer := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			timer.Stop()
			return nil, fmt.Errorf("wait for turn %s: %w", t.TurnID, ctx.Err())
		case <-timer.C:
		}
		delay = min(2*delay, time.Second)
	}
}

// Users iterates over the user ids of the tenant that have memories, in
// ascending order.
func (c *Client) Users(ctx context.Context) iter.Seq2[string, error] {
	return func(yield func(string, error) bool) {
		cursor := ""
		for {
			q := url.Values{}
			if c.tenant != "" {
				q.Set("tenant_id", c.tenant)
			}
			if cursor != "" {
				q.Set("cursor", cursor)
			}
			var p struct {
				Users []struct {
					UserID string `json:"user_id"`
				} `json:"users"`
				NextCursor string `json:"next_cursor"`
			}
			if err := c.do(ctx, http.MethodGet, "/v1/users", q, nil, &p); err != nil {
				yield("", err)
				return
			}
			for _, u := range p.Users {
				if !yield(u.UserID, nil) {
					return
				}
			}
			if p.NextCursor == "" {
				return
			}
			cursor = p.NextCursor
		}
	}
}

func (c *Client) tenantQuery() url.Values {
	q := url.Values{}
	if c.tenant != "" {
		q.Set("tenant_id", c.tenant)
	}
	return q
}

// Scopes returns the distinct scopes of a user's memories; "" stands for
// unscoped memories.
func (c *Client) Scopes(ctx context.Context, user string) ([]string, error) {
	var out struct {
		Scopes []string `json:"scopes"`
	}
	if err := c.do(ctx, http.MethodGet, "/v1/users/"+url.PathEscape(user)+"/scopes", c.tenantQuery(), nil, &out); err != nil {
		return nil, err
	}
	return out.Scopes, nil
}

// ExportLine is one line of a user's export: Kind says which field is set
// (user, memory, profile, audit).
type ExportLine struct {
	Kind string `json:"kind"`
	User *struct {
		TenantID string    `json:"tenant_id"`
		UserID   string    `json:"user_id"`
		UserKey  string    `json:"user_key"`
		At       time.Time `json:"at"`
	} `json:"user,omitempty"`
	Memory  *memory.Memory  `json:"memory,omitempty"`
	Profile json.RawMessage `json:"profile,omitempty"`
	Audit   *AuditEvent     `json:"audit,omitempty"`
}

// ExportUser returns everything the server remembers about a user: every
// memory in every status (superseded ones are earlier versions), the
// profile and the audit trail.
func (c *Client) ExportUser(ctx context.Context, user string) ([]ExportLine, error) {
	var raw []byte
	if err := c.do(ctx, http.MethodGet, "/v1/users/"+url.PathEscape(user)+"/export", c.tenantQuery(), nil, &raw); err != nil {
		return nil, err
	}
	var out []ExportLine
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	for sc.Scan() {
		var l ExportLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return nil, fmt.Errorf("decode export line %d: %w", len(out)+1, err)
		}
		out = append(out, l)
	}
	return out, sc.Err()
}

// DeadLetter is one event a worker gave up on. Payload (DeadLetter only)
// is the raw event: what the user said, in clear.
type DeadLetter struct {
	Seq         uint64     `json:"seq"`
	Stage       string     `json:"stage"`
	Reason      string     `json:"reason"`
	Deliveries  int        `json:"deliveries"`
	Subject     string     `json:"subject"`
	Kind        string     `json:"kind,omitempty"`
	UserKey     string     `json:"user_key,omitempty"`
	TurnID      string     `json:"turn_id,omitempty"`
	DeadAt      time.Time  `json:"dead_at"`
	PublishedAt *time.Time `json:"published_at,omitempty"`
	Size        int        `json:"size"`
	Payload     string     `json:"payload,omitempty"`
}

// DeadLetters iterates over the tenant's dead letters, oldest first.
func (c *Client) DeadLetters(ctx context.Context) iter.Seq2[DeadLetter, error] {
	return func(yield func(DeadLetter, error) bool) {
		q := c.tenantQuery()
		for {
			var p struct {
				DeadLetters []DeadLetter `json:"dead_letters"`
				NextCursor  string       `json:"next_cursor"`
			}
			if err := c.do(ctx, http.MethodGet, "/v1/dlq", q, nil, &p); err != nil {
				yield(DeadLetter{}, err)
				return
			}
			for _, d := range p.DeadLetters {
				if !yield(d, nil) {
					return
				}
			}
			if p.NextCursor == "" {
				return
			}
			q.Set("cursor", p.NextCursor)
		}
	}
}

// DeadLetter returns one dead letter with its payload.
func (c *Client) DeadLetter(ctx context.Context, seq uint64) (*DeadLetter, error) {
	var d DeadLetter
	if err := c.do(ctx, http.MethodGet, "/v1/dlq/"+strconv.FormatUint(seq, 10), c.tenantQuery(), nil, &d); err != nil {
		return nil, err
	}
	return &d, nil
}

// Replayed says where a replayed dead letter went.
type Replayed struct {
	Seq       uint64 `json:"seq"`
	Subject   string `json:"subject"`
	Stream    string `json:"stream"`
	StreamSeq uint64 `json:"stream_seq"`
}

// ReplayDeadLetter publishes a dead letter again and deletes it. The dead
// letter of a user erased after the event is ErrConflict.
func (c *Client) ReplayDeadLetter(ctx context.Context, seq uint64) (*Replayed, error) {
	var r Replayed
	if err := c.do(ctx, http.MethodPost, "/v1/dlq/"+strconv.FormatUint(seq, 10)+"/replay", c.tenantQuery(), nil, &r); err != nil {
		return nil, err
	}
	return &r, nil
}
