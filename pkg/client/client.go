// Package client is the Go client for agents that use engram: publish
// conversation turns (over HTTP, or straight to JetStream with
// NATSPublisher) and recall memories, list, delete and forget them, and
// erase a user, over engram's HTTP API (api/openapi.yaml).
//
// Every call has a per-attempt timeout and is retried with exponential
// backoff (github.com/cenkalti/backoff/v4) on network errors, timeouts, 429
// (honouring Retry-After) and 5xx; 4xx answers other than 429 are returned at
// once as *APIError. Every call is safe to retry: turns are deduplicated by
// turn_id (PublishTurn fills a random one when it is empty, before the first
// attempt), recall and listing are reads, and erasure is idempotent.
//
// It depends only on engram's public packages (pkg/events, pkg/memory).
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/cenkalti/backoff/v4"
	"github.com/google/uuid"

	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Defaults of a Client.
const (
	DefaultTimeout    = 10 * time.Second
	DefaultMaxRetries = 4
	DefaultMaxElapsed = 30 * time.Second
	// maxRetryAfter caps how long a Retry-After header can make a call wait.
	maxRetryAfter = 30 * time.Second
)

// Client calls one engram server. It is safe for concurrent use.
type Client struct {
	base       *url.URL
	key        string
	tenant     string
	hc         *http.Client
	timeout    time.Duration
	maxRetries int
	maxElapsed time.Duration
	initial    time.Duration
}

// Option configures a Client.
type Option func(*Client)

// WithHTTPClient sets the HTTP client (default: a client with no overall
// timeout; attempts are bounded by WithTimeout).
func WithHTTPClient(hc *http.Client) Option { return func(c *Client) { c.hc = hc } }

// WithTimeout bounds each attempt (default 10s); 0 means no bound.
func WithTimeout(d time.Duration) Option { return func(c *Client) { c.timeout = d } }

// WithRetry sets how many times a failed call is retried (default 4; 0
// means never) and the most time all attempts may take (default 30s; 0
// means no bound besides the context).
func WithRetry(maxRetries int, maxElapsed time.Duration) Option {
	return func(c *Client) { c.maxRetries, c.maxElapsed = maxRetries, maxElapsed }
}

// WithInitialBackoff sets the first retry delay (default 100ms); it grows
// exponentially with jitter.
func WithInitialBackoff(d time.Duration) Option { return func(c *Client) { c.initial = d } }

// WithTenant sets the tenant sent with requests that name none, for a
// server in development mode (no API keys). With a key it may be omitted:
// the server takes the tenant from the key.
func WithTenant(tenant string) Option { return func(c *Client) { c.tenant = tenant } }

// New returns a client of the server at baseURL (e.g. "http://127.0.0.1:8080")
// authenticating with apiKey (empty for a server in development mode).
func New(baseURL, apiKey string, opts ...Option) (*Client, error) {
	u, err := url.Parse(strings.TrimRight(baseURL, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("client: base url %q must be http(s)://host[:port]", baseURL)
	}
	c := &Client{base: u, key: apiKey, hc: &http.Client{}, timeout: DefaultTimeout,
		maxRetries: DefaultMaxRetries, maxElapsed: DefaultMaxElapsed, initial: 100 * time.Millisecond}
	for _, o := range opts {
		o(c)
	}
	return c, nil
}

// APIError is an error answer of the server.
type APIError struct {
	// Status is the HTTP status code.
	Status int
	// Message is the server's error text.
	Message string
	// RetryAfter is the server's Retry-After, if any.
	RetryAfter time.Duration
}

func (e *APIError) Error() string {
	return fmt.Sprintf("engram: %d %s: %s", e.Status, http.StatusText(e.Status), e.Message)
}

// Temporary reports whether retrying may succeed (429 and 5xx other than 501).
func (e *APIError) Temporary() bool {
	return e.Status == http.StatusTooManyRequests || e.Status >= 500 && e.Status != http.StatusNotImplemented
}

// StatusOf returns the HTTP status of an *APIError in err's chain, or 0.
func StatusOf(err error) int {
	var ae *APIError
	if errors.As(err, &ae) {
		return ae.Status
	}
	return 0
}

func (c *Client) newBackOff(ctx context.Context) backoff.BackOff {
	eb := backoff.NewExponentialBackOff()
	eb.InitialInterval = c.initial
	eb.MaxInterval = 5 * time.Second
	eb.MaxElapsedTime = c.maxElapsed
	eb.Reset()
	return backoff.WithContext(backoff.WithMaxRetries(eb, uint64(max(c.maxRetries, 0))), ctx)
}

// do sends one request with retries and decodes a 2xx JSON answer into out.
func (c *Client) do(ctx context.Context, method, path string, q url.Values, body, out any) error {
	var payload []byte
	if body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			return fmt.Errorf("encode request: %w", err)
		}
	}
	// path is already escaped (url.PathEscape of its variable parts).
	u := c.base.String() + path
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	b := c.newBackOff(ctx)
	for {
		err := c.once(ctx, method, u, payload, out)
		if err == nil {
			return nil
		}
		if !retryable(ctx, err) {
			return err
		}
		d := b.NextBackOff()
		if d == backoff.Stop {
			return err
		}
		var ae *APIError
		if errors.As(err, &ae) && ae.RetryAfter > d {
			d = min(ae.RetryAfter, maxRetryAfter)
		}
		t := time.NewTimer(d)
		select {
		case <-ctx.Done():
			t.Stop()
			return errors.Join(err, ctx.Err())
		case <-t.C:
		}
	}
}

func retryable(ctx context.Context, err error) bool {
	if ctx.Err() != nil {
		return false
	}
	var ae *APIError
	if errors.As(err, &ae) {
		return ae.Temporary()
	}
	// Network errors and attempt timeouts.
	return true
}

func (c *Client) once(ctx context.Context, method, u string, payload []byte, out any) error {
	if c.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.timeout)
		defer cancel()
	}
	var body io.Reader
	if payload != nil {
		body = bytes.NewReader(payload)
	}
	req, err := http.NewRequestWithContext(ctx, method, u, body)
	if err != nil {
		return fmt.Errorf("build request: %w", err)
	}
	if payload != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	if c.key != "" {
		req.Header.Set("Authorization", "Bearer "+c.key)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, req.URL.Path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return fmt.Errorf("%s %s: read response: %w", method, req.URL.Path, err)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		ae := &APIError{Status: resp.StatusCode}
		var eb struct {
			Error string `json:"error"`
		}
		if json.Unmarshal(data, &eb) == nil && eb.Error != "" {
			ae.Message = eb.Error
		} else {
			ae.Message = strings.TrimSpace(string(data))
		}
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
			ae.RetryAfter = time.Duration(s) * time.Second
		}
		return ae
	}
	if out == nil {
		return nil
	}
	if raw, ok := out.(*[]byte); ok {
		*raw = data
		return nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("%s %s: decode response: %w", method, req.URL.Path, err)
	}
	return nil
}

func (c *Client) tenantOr(t string) string {
	if t != "" {
		return t
	}
	return c.tenant
}

// ownerQuery is the query of the per-user routes.
func (c *Client) ownerQuery(user string) url.Values {
	q := url.Values{"user_id": {user}}
	if c.tenant != "" {
		q.Set("tenant_id", c.tenant)
	}
	return q
}

// PublishResult is the answer to PublishTurn.
type PublishResult struct {
	TurnID string `json:"turn_id"`
	// Duplicate is set when the turn id was already published.
	Duplicate bool   `json:"duplicate"`
	Seq       uint64 `json:"seq"`
}

// prepareTurn fills what a retry must not change: a turn id and a time.
func prepareTurn(t *events.Turn, tenant string) {
	if t.TurnID == "" {
		t.TurnID = uuid.NewString()
	}
	if t.TS.IsZero() {
		t.TS = time.Now().UTC()
	}
	if t.TenantID == "" {
		t.TenantID = tenant
	}
}

// PublishTurn publishes a turn over HTTP. An empty TurnID is set to a random
// UUID and an empty TS to now (in t, before the first attempt), so retries
// are deduplicated by the server.
func (c *Client) PublishTurn(ctx context.Context, t *events.Turn) (*PublishResult, error) {
	prepareTurn(t, c.tenant)
	var r PublishResult
	if err := c.do(ctx, http.MethodPost, "/v1/turns", nil, t, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// RecallRequest is a recall query; see api/openapi.yaml.
type RecallRequest struct {
	// TenantID is needed only in development mode (default: WithTenant).
	TenantID string            `json:"tenant_id,omitempty"`
	UserID   string            `json:"user_id"`
	Query    string            `json:"query"`
	Scope    string            `json:"scope,omitempty"`
	Types    []events.FactType `json:"types,omitempty"`
	// K is how many memories (0 means the server's default, 5).
	K int `json:"k,omitempty"`
	// TokenBudget bounds the memories part of Context (0 means 1000).
	TokenBudget int `json:"token_budget,omitempty"`
	// ProfileBudget bounds the profile part of Context (0 means 300).
	ProfileBudget int `json:"profile_budget,omitempty"`
}

// Scores are the components of a recalled memory's score.
type Scores struct {
	Similarity float64 `json:"similarity"`
	Dense      float64 `json:"dense"`
	Lexical    float64 `json:"lexical"`
	Importance float64 `json:"importance"`
	Recency    float64 `json:"recency"`
}

// RecalledMemory is one ranked memory with its provenance.
type RecalledMemory struct {
	ID            string          `json:"id"`
	Type          events.FactType `json:"type"`
	Content       string          `json:"content"`
	Key           string          `json:"key,omitempty"`
	Value         string          `json:"value,omitempty"`
	Scope         string          `json:"scope,omitempty"`
	Score         float64         `json:"score"`
	Components    Scores          `json:"components"`
	SourceTurnIDs []string        `json:"source_turn_ids"`
	ExtractorID   string          `json:"extractor_id"`
	EmbedderID    string          `json:"embedder_id"`
	CreatedAt     time.Time       `json:"created_at"`
	UpdatedAt     time.Time       `json:"updated_at"`
	EventTime     *time.Time      `json:"event_time,omitempty"`
	// EpisodeIDs, on a fact, are the episodes (events.TypeEpisode) of its
	// turn folded into it instead of being listed separately.
	EpisodeIDs []string `json:"episode_ids,omitempty"`
	InContext  bool     `json:"in_context"`
}

// ProfileValue is one current profile value.
type ProfileValue struct {
	Value     string    `json:"value"`
	MemoryID  string    `json:"memory_id"`
	UpdatedAt time.Time `json:"updated_at"`
}

// RecallResponse is the answer to Recall. Context is the block to put in
// the prompt; Degraded says a store was unreachable and the answer partial.
type RecallResponse struct {
	Profile       map[string]ProfileValue `json:"profile"`
	Memories      []RecalledMemory        `json:"memories"`
	Context       string                  `json:"context"`
	ContextTokens int                     `json:"context_tokens"`
	// Standing are the ids of the user's standing instructions (reply
	// language, length, format, diet, allergies, accessibility), rendered
	// with the profile in every context whatever the query.
	Standing        []string `json:"standing,omitempty"`
	Degraded        bool     `json:"degraded,omitempty"`
	DegradedReasons []string `json:"degraded_reasons,omitempty"`
}

// Recall asks for the memories that matter for a query.
func (c *Client) Recall(ctx context.Context, r RecallRequest) (*RecallResponse, error) {
	r.TenantID = c.tenantOr(r.TenantID)
	var resp RecallResponse
	if err := c.do(ctx, http.MethodPost, "/v1/recall", nil, r, &resp); err != nil {
		return nil, err
	}
	return &resp, nil
}

// ListOptions filter ListMemories. Zero values mean: every scope, every
// type, active only, first page, the server's page size.
type ListOptions struct {
	UserID string
	// Scope, if set, lists that scope plus unscoped memories.
	Scope    string
	Types    []events.FactType
	Statuses []memory.Status
	// AllStatuses lists active, superseded and archived memories.
	AllStatuses bool
	Key         string
	Cursor      string
	Limit       int
}

// MemoryPage is a page of memories.
type MemoryPage struct {
	Memories []memory.Memory `json:"memories"`
	// NextCursor fetches the next page; empty on the last one.
	NextCursor string `json:"next_cursor,omitempty"`
}

// ListMemories lists a user's memories, one page.
func (c *Client) ListMemories(ctx context.Context, o ListOptions) (*MemoryPage, error) {
	q := c.ownerQuery(o.UserID)
	if o.Scope != "" {
		q.Set("scope", o.Scope)
	}
	join := func(n int, f func(int) string) string {
		s := make([]string, n)
		for i := range s {
			s[i] = f(i)
		}
		return strings.Join(s, ",")
	}
	if len(o.Types) > 0 {
		q.Set("type", join(len(o.Types), func(i int) string { return string(o.Types[i]) }))
	}
	switch {
	case o.AllStatuses:
		q.Set("status", "all")
	case len(o.Statuses) > 0:
		q.Set("status", join(len(o.Statuses), func(i int) string { return string(o.Statuses[i]) }))
	}
	if o.Key != "" {
		q.Set("key", o.Key)
	}
	if o.Cursor != "" {
		q.Set("cursor", o.Cursor)
	}
	if o.Limit > 0 {
		q.Set("limit", strconv.Itoa(o.Limit))
	}
	var p MemoryPage
	if err := c.do(ctx, http.MethodGet, "/v1/memories", q, nil, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// AuditEvent is one content-free entry of a memory's history.
type AuditEvent struct {
	At       time.Time `json:"at"`
	MemoryID string    `json:"memory_id,omitempty"`
	Action   string    `json:"action"`
	Actor    string    `json:"actor"`
	TurnID   string    `json:"turn_id,omitempty"`
	Detail   string    `json:"detail,omitempty"`
}

// MemoryDetail is a memory with its provenance, history and key versions.
type MemoryDetail struct {
	Memory     memory.Memory `json:"memory"`
	Provenance struct {
		SourceTurnIDs []string `json:"source_turn_ids"`
		AgentID       string   `json:"agent_id,omitempty"`
		ExtractorID   string   `json:"extractor_id"`
		EmbedderID    string   `json:"embedder_id"`
		Supersedes    string   `json:"supersedes,omitempty"`
	} `json:"provenance"`
	History  []AuditEvent `json:"history"`
	Versions []struct {
		ID        string        `json:"id"`
		Value     string        `json:"value,omitempty"`
		Status    memory.Status `json:"status"`
		Version   int64         `json:"version"`
		CreatedAt time.Time     `json:"created_at"`
	} `json:"versions,omitempty"`
}

// MemoryRef names one memory of a user. Memory ids do not carry their
// user, so the per-memory routes take both.
type MemoryRef struct {
	UserID string
	ID     string
}

func (c *Client) memoryPath(m MemoryRef, suffix string) (string, url.Values) {
	return "/v1/memories/" + url.PathEscape(m.ID) + suffix, c.ownerQuery(m.UserID)
}

// GetMemory returns one memory of a user with its history; a memory of
// another user is ErrNotFound, like a missing one.
func (c *Client) GetMemory(ctx context.Context, m MemoryRef) (*MemoryDetail, error) {
	var d MemoryDetail
	p, q := c.memoryPath(m, "")
	if err := c.do(ctx, http.MethodGet, p, q, nil, &d); err != nil {
		return nil, err
	}
	return &d, nil
}

// Pin pins a memory (it never decays) and returns it.
func (c *Client) Pin(ctx context.Context, m MemoryRef) (*memory.Memory, error) {
	return c.pin(ctx, m, "/pin")
}

// Unpin unpins a memory and returns it.
func (c *Client) Unpin(ctx context.Context, m MemoryRef) (*memory.Memory, error) {
	return c.pin(ctx, m, "/unpin")
}

func (c *Client) pin(ctx context.Context, m MemoryRef, action string) (*memory.Memory, error) {
	var out memory.Memory
	p, q := c.memoryPath(m, action)
	if err := c.do(ctx, http.MethodPost, p, q, nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Receipt lists what an erasure removed from each place.
type Receipt struct {
	TenantID   string         `json:"tenant_id"`
	UserKey    string         `json:"user_key"`
	Scope      string         `json:"scope"`
	MemoryIDs  []string       `json:"memory_ids,omitempty"`
	Removed    map[string]int `json:"removed"`
	Tombstones int            `json:"tombstones"`
	At         time.Time      `json:"at"`
	Duration   string         `json:"duration"`
}

// DeleteMemory erases one memory of a user and returns the receipt.
func (c *Client) DeleteMemory(ctx context.Context, m MemoryRef) (*Receipt, error) {
	var r Receipt
	p, q := c.memoryPath(m, "")
	if err := c.do(ctx, http.MethodDelete, p, q, nil, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// ForgetRequest names what Forget erases.
type ForgetRequest struct {
	UserID string `json:"user_id"`
	// Query is a profile key, or text matched lexically.
	Query string `json:"query"`
	// Scope limits forgetting to that scope plus unscoped memories.
	Scope    string `json:"scope,omitempty"`
	TenantID string `json:"tenant_id,omitempty"`
}

// Forget erases the user's memories matching the query (a profile key or
// text), in its scope plus unscoped ones, and returns the receipt.
func (c *Client) Forget(ctx context.Context, r ForgetRequest) (*Receipt, error) {
	r.TenantID = c.tenantOr(r.TenantID)
	var out Receipt
	if err := c.do(ctx, http.MethodPost, "/v1/forget", nil, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// EraseUser erases everything of a user ("forget me") and returns the receipt.
func (c *Client) EraseUser(ctx context.Context, user string) (*Receipt, error) {
	q := url.Values{}
	if c.tenant != "" {
		q.Set("tenant_id", c.tenant)
	}
	var r Receipt
	if err := c.do(ctx, http.MethodDelete, "/v1/users/"+url.PathEscape(user), q, nil, &r); err != nil {
		return nil, err
	}
	return &r, nil
}
