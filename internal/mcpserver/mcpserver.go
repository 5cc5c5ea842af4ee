// Package mcpserver exposes engram to any MCP-capable agent over the
// streamable HTTP transport of github.com/modelcontextprotocol/go-sdk, with
// four tools: recall, remember, forget and list_memories.
//
// Authentication is the HTTP API's: the handler is mounted behind the same
// auth.Keyring middleware, and every tool call authenticates again from the
// headers of the HTTP request that carried it, so a session can never act
// for another tenant than the key of the request in hand. With keys the
// tenant is the key's (a tenant_id argument that disagrees is refused); in
// development mode the tenant_id argument is required.
package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/httpapi"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/pii"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// ExtractorID marks memories written by the remember tool.
const ExtractorID = "mcp/1"

// Forgetter is what the forget tool needs; *erase.Eraser implements it.
type Forgetter interface {
	ForgetQuery(ctx context.Context, tenant, user, scope, query, actor string) (*erase.Receipt, error)
}

// Deps are what the tools call. Recaller, Vectors, Publisher and Keys (which
// may be empty: development mode) are required; Forgetter nil makes forget
// answer a tool error.
type Deps struct {
	Recaller  *recall.Recaller
	Vectors   store.VectorStore
	Publisher *events.Publisher
	Forgetter Forgetter
	Keys      *auth.Keyring
	Limiter   *auth.Limiter
	Metrics   *metrics.Metrics
	Log       *slog.Logger
	// Version is reported to clients as the server version.
	Version string
}

// Handler returns the streamable HTTP handler serving one MCP server with
// the four tools. Mount it behind auth.Keyring.Middleware.
func Handler(d Deps) http.Handler {
	srv := NewServer(d)
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv },
		&mcp.StreamableHTTPOptions{Logger: d.Log, SessionTimeout: 30 * time.Minute, MaxRequestBodyBytes: 1 << 20})
}

// NewServer returns the MCP server with the recall, remember, forget and
// list_memories tools.
func NewServer(d Deps) *mcp.Server {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Version == "" {
		d.Version = "dev"
	}
	t := &tools{d: d}
	s := mcp.NewServer(&mcp.Implementation{Name: "engram", Version: d.Version}, &mcp.ServerOptions{
		Instructions: "engram is the user's long-term memory. Call recall before answering to get what you should " +
			"remember about the user (a context block within a token budget); call remember to store a durable fact, " +
			"preference or rule; forget to erase what the user asks you to forget; list_memories to inspect them.",
	})
	mcp.AddTool(s, &mcp.Tool{Name: "recall", Description: "Recall the user's profile and the memories most relevant to a query, " +
		"ranked, with a rendered context block that fits the token budget."}, t.recall)
	mcp.AddTool(s, &mcp.Tool{Name: "remember", Description: "Store one durable memory about the user (a fact, preference, rule, " +
		"event, todo, or a profile key/value). It is deduplicated, PII-masked and recallable within a moment."}, t.remember)
	mcp.AddTool(s, &mcp.Tool{Name: "forget", Description: "Erase the user's memories that match a query (a profile key or text); " +
		"returns a receipt of what was removed."}, t.forget)
	mcp.AddTool(s, &mcp.Tool{Name: "list_memories", Description: "List the user's stored memories, page by page in id order, " +
		"optionally filtered by scope and type."}, t.list)
	return s
}

type tools struct{ d Deps }

// Identity is common to every tool's input.
type Identity struct {
	TenantID string `json:"tenant_id,omitempty" jsonschema:"tenant id; only in development mode, or equal to the API key's tenant"`
	UserID   string `json:"user_id" jsonschema:"the user whose memories these are"`
}

// owner authenticates the call from its HTTP headers and resolves the tenant.
func (t *tools) owner(req *mcp.CallToolRequest, id Identity) (tenant string, p auth.Principal, err error) {
	var h http.Header
	if req != nil && req.Extra != nil {
		h = req.Extra.Header
	}
	p, err = t.d.Keys.Authenticate(h)
	if err != nil {
		return "", p, err
	}
	tenant, err = p.Tenant(id.TenantID)
	if err != nil {
		return "", p, err
	}
	if _, err := t.d.Limiter.Allow(tenant); err != nil {
		return "", p, err
	}
	if id.UserID == "" || len(id.UserID) > events.MaxIDLen || strings.ContainsAny(id.UserID, "\x00\r\n") {
		return "", p, fmt.Errorf("user_id is required (at most %d bytes, no control characters)", events.MaxIDLen)
	}
	return tenant, p, nil
}

// RecallInput is the recall tool's input.
type RecallInput struct {
	Identity
	Query       string   `json:"query" jsonschema:"what the agent is about to answer; matched against memories"`
	Scope       string   `json:"scope,omitempty" jsonschema:"project or context; memories of other scopes are never returned"`
	Types       []string `json:"types,omitempty" jsonschema:"only these types: profile, preference, fact, event, rule, todo, conclusion, episode"`
	K           int      `json:"k,omitempty" jsonschema:"how many memories, default 5, at most 50"`
	TokenBudget int      `json:"token_budget,omitempty" jsonschema:"token budget of the memories part of the context, default 1000"`
}

func (t *tools) recall(ctx context.Context, req *mcp.CallToolRequest, in RecallInput) (*mcp.CallToolResult, any, error) {
	tenant, _, err := t.owner(req, in.Identity)
	if err != nil {
		return nil, nil, err
	}
	rr := recall.Request{TenantID: tenant, UserID: in.UserID, Query: in.Query, Scope: in.Scope, K: in.K, TokenBudget: in.TokenBudget}
	for _, ty := range in.Types {
		rr.Types = append(rr.Types, events.FactType(ty))
	}
	start := time.Now()
	resp, err := t.d.Recaller.Recall(ctx, rr)
	if err != nil {
		return nil, nil, err
	}
	t.d.Metrics.ObserveRecall(metrics.TransportMCP, time.Since(start))
	if resp.Degraded {
		t.d.Metrics.Degraded(httpapi.DegradedMode(resp))
	}
	b, err := json.Marshal(resp)
	if err != nil {
		return nil, nil, fmt.Errorf("encode recall response: %w", err)
	}
	text := resp.Context
	if text == "" {
		text = "(nothing remembered for this query)"
	}
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}, &mcp.TextContent{Text: string(b)}}}
	return res, resp, nil
}

// RememberInput is the remember tool's input.
type RememberInput struct {
	Identity
	Content    string  `json:"content" jsonschema:"the memory, as a short standalone statement about the user"`
	Type       string  `json:"type,omitempty" jsonschema:"profile, preference, fact (default), event, rule, todo, conclusion or episode"`
	Key        string  `json:"key,omitempty" jsonschema:"profile key (e.g. name, reply style); a new value supersedes the old"`
	Value      string  `json:"value,omitempty" jsonschema:"profile value, with key"`
	Importance float64 `json:"importance,omitempty" jsonschema:"0 to 1, default 0.6"`
	Scope      string  `json:"scope,omitempty" jsonschema:"project or context the memory belongs to; empty means every scope"`
	AgentID    string  `json:"agent_id,omitempty" jsonschema:"the agent storing it"`
}

// RememberOutput is the remember tool's output.
type RememberOutput struct {
	// TurnID identifies the write; the memory is recallable once the
	// ingester has applied it (normally within milliseconds).
	TurnID   string `json:"turn_id"`
	MemoryID string `json:"memory_id"`
	Status   string `json:"status"`
}

func (t *tools) remember(ctx context.Context, req *mcp.CallToolRequest, in RememberInput) (*mcp.CallToolResult, any, error) {
	tenant, p, err := t.owner(req, in.Identity)
	if err != nil {
		return nil, nil, err
	}
	if strings.TrimSpace(in.Content) == "" {
		return nil, nil, errors.New("content is required")
	}
	if extract.IsInstruction(in.Content) || extract.IsInstruction(in.Value) {
		return nil, nil, errors.New("refused: memories are data about the user, not instructions to an agent")
	}
	typ := events.FactType(in.Type)
	if typ == "" {
		typ = events.TypeFact
		if in.Key != "" {
			typ = events.TypeProfile
		}
	}
	imp := in.Importance
	if imp == 0 {
		imp = 0.6
	}
	now := time.Now().UTC()
	turn := "mcp-" + uuid.NewString()
	b := &events.FactBatch{Version: events.Version, TenantID: tenant, UserID: in.UserID, AgentID: in.AgentID, TurnID: turn, TS: now,
		Scope: in.Scope, ExtractorID: ExtractorID, PublishedAt: now,
		Facts: []events.Fact{{Type: typ, Content: in.Content, Key: in.Key, Value: in.Value, Confidence: 1, Importance: imp}}}
	if err := b.Validate(); err != nil {
		return nil, nil, err
	}
	if err := t.d.Publisher.PublishFacts(ctx, b); err != nil {
		return nil, nil, fmt.Errorf("publish memory: %w", err)
	}
	t.d.Log.Debug("mcp remember", "actor", p.Actor(), "turn_id", turn)
	out := RememberOutput{TurnID: turn, MemoryID: memory.ID(tenant, in.UserID, typ, in.Scope, in.Key, pii.Mask(in.Value), pii.Mask(in.Content)), Status: "accepted"}
	return nil, out, nil
}

// ForgetInput is the forget tool's input.
type ForgetInput struct {
	Identity
	Query string `json:"query" jsonschema:"what to forget: a profile key or words of the memories"`
	Scope string `json:"scope,omitempty" jsonschema:"only that scope (plus unscoped memories)"`
}

func (t *tools) forget(ctx context.Context, req *mcp.CallToolRequest, in ForgetInput) (*mcp.CallToolResult, any, error) {
	tenant, p, err := t.owner(req, in.Identity)
	if err != nil {
		return nil, nil, err
	}
	if t.d.Forgetter == nil {
		return nil, nil, errors.New("forgetting is not configured on this server")
	}
	if strings.TrimSpace(in.Query) == "" || len(in.Query) > recall.MaxQueryBytes {
		return nil, nil, fmt.Errorf("query is required (at most %d bytes)", recall.MaxQueryBytes)
	}
	rec, err := t.d.Forgetter.ForgetQuery(ctx, tenant, in.UserID, in.Scope, in.Query, p.Actor()+"/mcp")
	if err != nil {
		return nil, nil, err
	}
	return nil, rec, nil
}

// ListInput is the list_memories tool's input.
type ListInput struct {
	Identity
	Scope  string `json:"scope,omitempty" jsonschema:"only that scope plus unscoped memories; empty lists every scope"`
	Type   string `json:"type,omitempty" jsonschema:"only this type"`
	Cursor string `json:"cursor,omitempty" jsonschema:"next_cursor of the previous page"`
	Limit  int    `json:"limit,omitempty" jsonschema:"page size, default 20, at most 100"`
}

// ListOutput is a page of memories.
type ListOutput struct {
	Memories   []memory.Memory `json:"memories"`
	NextCursor string          `json:"next_cursor,omitempty"`
}

func (t *tools) list(ctx context.Context, req *mcp.CallToolRequest, in ListInput) (*mcp.CallToolResult, any, error) {
	tenant, _, err := t.owner(req, in.Identity)
	if err != nil {
		return nil, nil, err
	}
	f := store.Filter{TenantID: tenant, UserID: in.UserID, Scope: in.Scope, AnyScope: in.Scope == ""}
	if in.Type != "" {
		if !events.ValidFactType(events.FactType(in.Type)) {
			return nil, nil, fmt.Errorf("unknown type %q", in.Type)
		}
		f.Types = []events.FactType{events.FactType(in.Type)}
	}
	limit := in.Limit
	switch {
	case limit == 0:
		limit = 20
	case limit < 0 || limit > 100:
		return nil, nil, errors.New("limit must be between 1 and 100")
	}
	mems, next, err := t.d.Vectors.List(ctx, f, in.Cursor, limit)
	if err != nil {
		return nil, nil, err
	}
	if mems == nil {
		mems = []memory.Memory{}
	}
	return nil, ListOutput{Memories: mems, NextCursor: next}, nil
}
