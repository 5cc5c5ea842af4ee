package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// UserPage is a page of GET /v1/users.
type UserPage struct {
	Users []UserRef `json:"users"`
	// NextCursor fetches the next page; empty at the end.
	NextCursor string `json:"next_cursor,omitempty"`
}

// UserRef names one user of the tenant.
type UserRef struct {
	UserID string `json:"user_id"`
}

// UserScopes is the answer of GET /v1/users/{user_id}/scopes.
type UserScopes struct {
	UserID string `json:"user_id"`
	// Scopes are the distinct scopes of the user's memories, in any
	// status, ascending; "" stands for unscoped memories.
	Scopes []string `json:"scopes"`
}

// userLister returns the vector store's store.UserLister or answers 501.
func (s *Server) userLister(w http.ResponseWriter) (store.UserLister, bool) {
	ul, ok := s.d.Vectors.(store.UserLister)
	if !ok {
		writeError(w, http.StatusNotImplemented, "the vector store cannot list users")
	}
	return ul, ok
}

// pageLimit parses the limit query parameter (1..MaxListLimit, default
// DefaultListLimit).
func pageLimit(v string) (int, error) {
	if v == "" {
		return DefaultListLimit, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > MaxListLimit {
		return 0, badRequest("limit must be between 1 and %d", MaxListLimit)
	}
	return n, nil
}

func (s *Server) listUsers(w http.ResponseWriter, r *http.Request) {
	q, ok := s.query(w, r, "tenant_id", "cursor", "limit")
	if !ok {
		return
	}
	tenant, _, ok := s.tenant(w, r, q.Get("tenant_id"))
	if !ok {
		return
	}
	limit, err := pageLimit(q.Get("limit"))
	if err != nil {
		s.fail(w, "list users", err)
		return
	}
	cursor := q.Get("cursor")
	if len(cursor) > 256 {
		s.fail(w, "list users", badRequest("cursor is too long"))
		return
	}
	ul, ok := s.userLister(w)
	if !ok {
		return
	}
	users, next, err := ul.Users(r.Context(), tenant, cursor, limit)
	if err != nil {
		s.fail(w, "list users", err)
		return
	}
	page := UserPage{Users: make([]UserRef, len(users)), NextCursor: next}
	for i, u := range users {
		page.Users[i] = UserRef{UserID: u}
	}
	writeJSON(w, http.StatusOK, page)
}

// pathUser resolves the tenant and the user_id path value of a
// /v1/users/{user_id}/... route.
func (s *Server) pathUser(w http.ResponseWriter, r *http.Request, what string) (tenant, user string, ok bool) {
	q, ok := s.query(w, r, "tenant_id")
	if !ok {
		return "", "", false
	}
	tenant, _, ok = s.tenant(w, r, q.Get("tenant_id"))
	if !ok {
		return "", "", false
	}
	user = r.PathValue("user_id")
	if err := checkUser(user); err != nil {
		s.fail(w, what, err)
		return "", "", false
	}
	return tenant, user, true
}

func (s *Server) userScopes(w http.ResponseWriter, r *http.Request) {
	tenant, user, ok := s.pathUser(w, r, "user scopes")
	if !ok {
		return
	}
	ul, ok := s.userLister(w)
	if !ok {
		return
	}
	scopes, err := ul.Scopes(r.Context(), tenant, user)
	if err != nil {
		s.fail(w, "user scopes", err)
		return
	}
	if scopes == nil {
		scopes = []string{}
	}
	writeJSON(w, http.StatusOK, UserScopes{UserID: user, Scopes: scopes})
}

// ExportLine is one line of GET /v1/users/{user_id}/export (JSON lines).
// Kind says which field is set: "user" (the first line: who and when),
// "memory" (every memory in every status: superseded ones are the earlier
// versions, linked by supersedes), "profile" (the current profile
// entries) and "audit" (every audit event of the user, oldest first).
type ExportLine struct {
	Kind    string              `json:"kind"`
	User    *ExportHeader       `json:"user,omitempty"`
	Memory  *memory.Memory      `json:"memory,omitempty"`
	Profile *store.ProfileEntry `json:"profile,omitempty"`
	Audit   *store.AuditEvent   `json:"audit,omitempty"`
}

// ExportHeader is the first line of an export.
type ExportHeader struct {
	TenantID string    `json:"tenant_id"`
	UserID   string    `json:"user_id"`
	UserKey  string    `json:"user_key"`
	At       time.Time `json:"at"`
}

// MaxExportAudit bounds the audit events of one export.
const MaxExportAudit = 1_000_000

func (s *Server) exportUser(w http.ResponseWriter, r *http.Request) {
	tenant, user, ok := s.pathUser(w, r, "export user")
	if !ok {
		return
	}
	ctx := r.Context()
	uk := s.d.Keyer.UserKey(tenant, user)
	// Everything is read before the first byte is written, so that a
	// failing store is a clean 503 and not a truncated export.
	f := store.Filter{TenantID: tenant, UserID: user, AnyScope: true,
		Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}}
	var mems []memory.Memory
	cursor := ""
	for {
		page, next, err := s.d.Vectors.List(ctx, f, cursor, MaxListLimit)
		if err != nil {
			s.fail(w, "export user", err)
			return
		}
		mems = append(mems, page...)
		if next == "" {
			break
		}
		cursor = next
	}
	profile, err := s.d.State.Profile(ctx, tenant, user)
	if err != nil {
		s.fail(w, "export user", err)
		return
	}
	audit, err := s.d.State.AuditLog(ctx, tenant, uk, "", MaxExportAudit)
	if err != nil {
		s.fail(w, "export user", err)
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Header().Set("Content-Disposition", `attachment; filename="engram-export.jsonl"`)
	w.WriteHeader(http.StatusOK)
	enc := json.NewEncoder(w)
	write := func(l ExportLine) bool {
		if err := enc.Encode(l); err != nil {
			if !errors.Is(err, r.Context().Err()) {
				s.d.Log.Warn("export user: write", "err", err)
			}
			return false
		}
		return true
	}
	if !write(ExportLine{Kind: "user", User: &ExportHeader{TenantID: tenant, UserID: user, UserKey: uk, At: time.Now().UTC()}}) {
		return
	}
	for i := range mems {
		if !write(ExportLine{Kind: "memory", Memory: &mems[i]}) {
			return
		}
	}
	for i := range profile {
		if !write(ExportLine{Kind: "profile", Profile: &profile[i]}) {
			return
		}
	}
	for i := range audit {
		if !write(ExportLine{Kind: "audit", Audit: &audit[i]}) {
			return
		}
	}
}
