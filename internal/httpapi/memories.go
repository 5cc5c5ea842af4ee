package httpapi

import (
	"cmp"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// query parses the URL query, refusing parameters not in allowed and
// repeated ones (400): a request never carries a field the route ignores.
func (s *Server) query(w http.ResponseWriter, r *http.Request, allowed ...string) (url.Values, bool) {
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		s.fail(w, "query", badRequest("parse query string: %v", err))
		return nil, false
	}
	for k, v := range q {
		if !slices.Contains(allowed, k) {
			s.fail(w, "query", badRequest("unknown query parameter %q", k))
			return nil, false
		}
		if len(v) > 1 {
			s.fail(w, "query", badRequest("query parameter %q is repeated", k))
			return nil, false
		}
	}
	return q, true
}

// checkUser validates a user id from a path, query or body.
func checkUser(user string) error {
	switch {
	case user == "":
		return badRequest("user_id is required")
	case len(user) > events.MaxIDLen:
		return badRequest("user_id is %d bytes, over the limit of %d", len(user), events.MaxIDLen)
	case !utf8.ValidString(user):
		return badRequest("user_id is not valid UTF-8")
	case strings.ContainsFunc(user, func(r rune) bool { return r < 0x20 || r == 0x7f }):
		return badRequest("user_id contains control characters")
	}
	return nil
}

// checkMemoryID validates a memory id: a canonical lowercase UUID.
func checkMemoryID(id string) error {
	u, err := uuid.Parse(id)
	if err != nil || u.String() != id {
		return badRequest("memory id %q is not a lowercase UUID", truncate(id, 64))
	}
	return nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// owner resolves (tenant, user) of a request that takes them from the
// query (tenant_id only in development mode, or equal to the key's).
func (s *Server) owner(w http.ResponseWriter, r *http.Request, q url.Values) (tenant, user string, ok bool) {
	tenant, p, ok := s.tenant(w, r, q.Get("tenant_id"))
	if !ok {
		return "", "", false
	}
	if user, ok = s.user(w, p, q.Get("user_id"), "memories"); !ok {
		return "", "", false
	}
	if err := checkUser(user); err != nil {
		s.fail(w, "memories", err)
		return "", "", false
	}
	return tenant, user, true
}

// MemoryPage is a page of GET /v1/memories.
type MemoryPage struct {
	Memories []memory.Memory `json:"memories"`
	// NextCursor fetches the next page; empty at the end.
	NextCursor string `json:"next_cursor,omitempty"`
}

func splitList(v string) []string {
	if v == "" {
		return nil
	}
	var out []string
	for p := range strings.SplitSeq(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// ListFilter builds the store filter of a list request from its query
// parameters (scope, type, status, key): no scope lists every scope, a scope
// lists that scope plus unscoped memories; status "all" lists every status,
// none lists active ones.
func ListFilter(tenant, user string, q url.Values) (store.Filter, error) {
	f := store.Filter{TenantID: tenant, UserID: user}
	if sc, ok := q["scope"]; ok {
		if err := events.ValidateScope(sc[0]); err != nil {
			return f, badRequest("%v", err)
		}
		f.Scope = sc[0]
	} else {
		f.AnyScope = true
	}
	for _, t := range splitList(q.Get("type")) {
		if !events.ValidFactType(events.FactType(t)) {
			return f, badRequest("unknown type %q", truncate(t, 32))
		}
		f.Types = append(f.Types, events.FactType(t))
	}
	for _, st := range splitList(q.Get("status")) {
		switch memory.Status(st) {
		case memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived:
			f.Statuses = append(f.Statuses, memory.Status(st))
		default:
			if st != "all" {
				return f, badRequest("unknown status %q (active, superseded, archived or all)", truncate(st, 32))
			}
			f.Statuses = []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}
		}
	}
	if k := q.Get("key"); k != "" {
		if len(k) > events.MaxIDLen {
			return f, badRequest("key is over %d bytes", events.MaxIDLen)
		}
		f.Key = memory.NormalizeKey(k)
	}
	return f, nil
}

func (s *Server) listMemories(w http.ResponseWriter, r *http.Request) {
	q, ok := s.query(w, r, "tenant_id", "user_id", "scope", "type", "status", "key", "cursor", "limit")
	if !ok {
		return
	}
	tenant, user, ok := s.owner(w, r, q)
	if !ok {
		return
	}
	f, err := ListFilter(tenant, user, q)
	if err != nil {
		s.fail(w, "list memories", err)
		return
	}
	limit := DefaultListLimit
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxListLimit {
			s.fail(w, "list memories", badRequest("limit must be between 1 and %d", MaxListLimit))
			return
		}
		limit = n
	}
	cursor := q.Get("cursor")
	if len(cursor) > 256 {
		s.fail(w, "list memories", badRequest("cursor is too long"))
		return
	}
	mems, next, err := s.d.Vectors.List(r.Context(), f, cursor, limit)
	if err != nil {
		s.fail(w, "list memories", err)
		return
	}
	if mems == nil {
		mems = []memory.Memory{}
	}
	writeJSON(w, http.StatusOK, MemoryPage{Memories: mems, NextCursor: next})
}

// Provenance says where a memory came from.
type Provenance struct {
	SourceTurnIDs []string `json:"source_turn_ids"`
	AgentID       string   `json:"agent_id,omitempty"`
	ExtractorID   string   `json:"extractor_id"`
	EmbedderID    string   `json:"embedder_id"`
	Supersedes    string   `json:"supersedes,omitempty"`
}

// Version is one version of a profile key.
type Version struct {
	ID         string        `json:"id"`
	Value      string        `json:"value,omitempty"`
	Status     memory.Status `json:"status"`
	Version    int64         `json:"version"`
	CreatedAt  time.Time     `json:"created_at"`
	UpdatedAt  time.Time     `json:"updated_at"`
	Supersedes string        `json:"supersedes,omitempty"`
}

// MemoryDetail is the answer of GET /v1/memories/{id}: the record, its
// provenance, its audit history (oldest first, content-free) and, for a
// keyed memory, every version of its key ordered by creation time.
type MemoryDetail struct {
	Memory     memory.Memory      `json:"memory"`
	Provenance Provenance         `json:"provenance"`
	History    []store.AuditEvent `json:"history"`
	Versions   []Version          `json:"versions,omitempty"`
}

// lookup loads one memory of (tenant, user) or answers 404.
func (s *Server) lookup(w http.ResponseWriter, r *http.Request, tenant, user, id string) (memory.Memory, bool) {
	ms, err := s.d.Vectors.Get(r.Context(), tenant, user, []string{id})
	if err != nil {
		s.fail(w, "get memory", err)
		return memory.Memory{}, false
	}
	for _, m := range ms {
		if m.ID == id && m.TenantID == tenant && m.UserID == user {
			return m, true
		}
	}
	writeError(w, http.StatusNotFound, "memory not found")
	return memory.Memory{}, false
}

// memoryRequest validates the common parts of the /v1/memories/{id} routes.
func (s *Server) memoryRequest(w http.ResponseWriter, r *http.Request) (tenant, user, id string, ok bool) {
	q, ok := s.query(w, r, "tenant_id", "user_id")
	if !ok {
		return "", "", "", false
	}
	tenant, user, ok = s.owner(w, r, q)
	if !ok {
		return "", "", "", false
	}
	id = r.PathValue("id")
	if err := checkMemoryID(id); err != nil {
		s.fail(w, "memory", err)
		return "", "", "", false
	}
	return tenant, user, id, true
}

func (s *Server) getMemory(w http.ResponseWriter, r *http.Request) {
	tenant, user, id, ok := s.memoryRequest(w, r)
	if !ok {
		return
	}
	m, ok := s.lookup(w, r, tenant, user, id)
	if !ok {
		return
	}
	d := MemoryDetail{Memory: m, Provenance: Provenance{SourceTurnIDs: m.SourceTurnIDs, AgentID: m.AgentID,
		ExtractorID: m.ExtractorID, EmbedderID: m.EmbedderID, Supersedes: m.Supersedes}}
	hist, err := s.d.State.AuditLog(r.Context(), tenant, s.d.Keyer.UserKey(tenant, user), id, MaxHistory)
	if err != nil {
		s.fail(w, "memory history", err)
		return
	}
	d.History = hist
	if d.History == nil {
		d.History = []store.AuditEvent{}
	}
	if m.Key != "" {
		f := store.Filter{TenantID: tenant, UserID: user, AnyScope: true, Key: m.Key, Types: []events.FactType{m.Type},
			Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}}
		cursor := ""
		for len(d.Versions) < MaxHistory {
			page, next, err := s.d.Vectors.List(r.Context(), f, cursor, 100)
			if err != nil {
				s.fail(w, "memory versions", err)
				return
			}
			for _, v := range page {
				if v.Scope != m.Scope {
					continue
				}
				d.Versions = append(d.Versions, Version{ID: v.ID, Value: v.Value, Status: v.Status, Version: v.Version,
					CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt, Supersedes: v.Supersedes})
			}
			if next == "" {
				break
			}
			cursor = next
		}
		slices.SortFunc(d.Versions, func(a, b Version) int {
			return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), a.UpdatedAt.Compare(b.UpdatedAt), cmp.Compare(a.ID, b.ID))
		})
	}
	writeJSON(w, http.StatusOK, d)
}

// pinLockTTL bounds how long a crashed pin holds the user's lock.
const pinLockTTL = 30 * time.Second

// pin sets or clears a memory's Pinned flag under the user's lock (the one
// the ingester reconciles under), bumping its version and auditing the
// change. Pinning a pinned memory changes nothing.
func (s *Server) pin(on bool) http.HandlerFunc {
	action := "unpin"
	if on {
		action = "pin"
	}
	return func(w http.ResponseWriter, r *http.Request) {
		tenant, user, id, ok := s.memoryRequest(w, r)
		if !ok {
			return
		}
		p, _ := authPrincipal(r)
		uk := s.d.Keyer.UserKey(tenant, user)
		release, err := s.d.State.LockUsers(r.Context(), []string{tenant + "/" + uk}, pinLockTTL)
		if err != nil {
			s.fail(w, action, err)
			return
		}
		defer release()
		m, ok := s.lookup(w, r, tenant, user, id)
		if !ok {
			return
		}
		if m.Pinned != on {
			m.Pinned = on
			m.Version++
			if err := s.d.Vectors.Upsert(r.Context(), []memory.Memory{m}); err != nil {
				s.fail(w, action, err)
				return
			}
			ev := store.AuditEvent{At: time.Now().UTC(), TenantID: tenant, UserKey: uk, MemoryID: id, Action: action, Actor: p.Actor()}
			if err := s.d.State.Audit(r.Context(), []store.AuditEvent{ev}); err != nil {
				s.d.Log.Warn("audit "+action, "memory_id", id, "err", err)
			}
		}
		writeJSON(w, http.StatusOK, m)
	}
}

func (s *Server) eraser(w http.ResponseWriter) bool {
	if s.d.Eraser == nil {
		writeError(w, http.StatusNotImplemented, "erasure is not configured on this server")
		return false
	}
	return true
}

func (s *Server) deleteMemory(w http.ResponseWriter, r *http.Request) {
	tenant, user, id, ok := s.memoryRequest(w, r)
	if !ok || !s.eraser(w) {
		return
	}
	if _, ok := s.lookup(w, r, tenant, user, id); !ok {
		return
	}
	p, _ := authPrincipal(r)
	rec, err := s.d.Eraser.EraseMemories(r.Context(), tenant, user, []string{id}, p.Actor())
	if err != nil {
		s.fail(w, "delete memory", err)
		return
	}
	writeJSON(w, http.StatusOK, rec)
}

// ForgetRequest is the body of POST /v1/forget.
type ForgetRequest struct {
	TenantID string `json:"tenant_id,omitempty"`
	UserID   string `json:"user_id"`
	// Query names what to forget: a profile key, or text matched lexically.
	Query string `json:"query"`
	// Scope limits forgetting to that scope plus unscoped memories.
	Scope string `json:"scope,omitempty"`
}

func (s *Server) postForget(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.query(w, r); !ok {
		return
	}
	body, ok := readBody(w, r, MaxRecallBody)
	if !ok {
		return
	}
	var req ForgetRequest
	if err := decodeStrict("forget request", body, &req); err != nil {
		s.fail(w, "forget", err)
		return
	}
	tenant, p, ok := s.tenant(w, r, req.TenantID)
	if !ok {
		return
	}
	if req.UserID, ok = s.user(w, p, req.UserID, "forget"); !ok {
		return
	}
	if err := checkUser(req.UserID); err != nil {
		s.fail(w, "forget", err)
		return
	}
	switch {
	case strings.TrimSpace(req.Query) == "":
		s.fail(w, "forget", badRequest("query is required"))
		return
	case len(req.Query) > recall.MaxQueryBytes:
		s.fail(w, "forget", badRequest("query is %d bytes, over the limit of %d", len(req.Query), recall.MaxQueryBytes))
		return
	}
	if err := events.ValidateScope(req.Scope); err != nil {
		s.fail(w, "forget", badRequest("%v", err))
		return
	}
	if !s.eraser(w) {
		return
	}
	rec, err := s.d.Eraser.ForgetQuery(r.Context(), tenant, req.UserID, req.Scope, req.Query, p.Actor())
	if err != nil {
		s.fail(w, "forget", err)
		return
	}
	writeJSON(w, http.StatusOK, rec)
}

func (s *Server) deleteUser(w http.ResponseWriter, r *http.Request) {
	q, ok := s.query(w, r, "tenant_id")
	if !ok {
		return
	}
	tenant, p, ok := s.tenant(w, r, q.Get("tenant_id"))
	if !ok {
		return
	}
	user, ok := s.user(w, p, r.PathValue("user_id"), "erase user")
	if !ok {
		return
	}
	if err := checkUser(user); err != nil {
		s.fail(w, "erase user", err)
		return
	}
	if !s.eraser(w) {
		return
	}
	rec, err := s.d.Eraser.EraseUser(r.Context(), tenant, user, p.Actor())
	if err != nil {
		s.fail(w, "erase user", err)
		return
	}
	writeJSON(w, http.StatusOK, rec)
}
