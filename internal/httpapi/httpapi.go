// Package httpapi is engram's HTTP JSON API: turns in, recall out, memory
// management (list, inspect with history, pin, delete), forgetting and
// erasure, MCP at /mcp, and the operational endpoints. api/openapi.yaml
// documents every route; a test keeps the two in step.
//
// Every /v1 route and /mcp is authenticated by an auth.Keyring: with keys
// configured the tenant is the key's and a request naming another tenant is
// refused (403); with none (development mode) the request names its tenant.
// A memory id of another tenant or user is answered exactly like a missing
// one (404). Every error is a JSON body {"error": "..."} with a status that
// says whose fault it was: 400 malformed, 401 no or unknown key, 403 wrong
// tenant, 404 not found, 429 over the tenant's rate limit, 503 a backend is
// unreachable or failed (retry).
package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/dlq"
	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/pipeline"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/ui"
	"github.com/engram-memory/engram/pkg/events"
)

// Request limits.
const (
	// MaxRecallBody bounds a recall or forget request body.
	MaxRecallBody = 64 << 10
	// DefaultListLimit and MaxListLimit bound a page of GET /v1/memories.
	DefaultListLimit = 50
	MaxListLimit     = 500
	// MaxHistory bounds the audit events and key versions of GET /v1/memories/{id}.
	MaxHistory = 200
)

// Eraser is what the API needs from erasure; *erase.Eraser implements it.
type Eraser interface {
	EraseUser(ctx context.Context, tenant, user, actor string) (*erase.Receipt, error)
	EraseMemories(ctx context.Context, tenant, user string, ids []string, actor string) (*erase.Receipt, error)
	ForgetQuery(ctx context.Context, tenant, user, scope, query, actor string) (*erase.Receipt, error)
}

// Deps are what the API calls. Publisher, Recaller, Vectors, State and
// Keyer are required; the rest may be nil.
type Deps struct {
	Publisher *events.Publisher
	Recaller  *recall.Recaller
	Vectors   store.VectorStore
	State     store.StateStore
	Keyer     *events.Keyer
	// Eraser serves DELETE /v1/memories/{id}, POST /v1/forget and DELETE
	// /v1/users/{user_id}; nil answers them 501.
	Eraser Eraser
	// Keys authenticates requests; nil or empty means development mode.
	Keys *auth.Keyring
	// Limiter rate-limits each tenant; nil means no limit.
	Limiter *auth.Limiter
	// Ingester serves POST /v1/memories and PATCH /v1/memories/{id}
	// (writes through the ingester's guard, PII masking and
	// reconciliation); nil answers them 501.
	Ingester Ingester
	// DeadLetters serves the /v1/dlq routes; nil answers them 501.
	DeadLetters *dlq.Queue
	// Pipeline serves GET /v1/pipeline; nil answers it 501.
	Pipeline *pipeline.Sampler
	// MCP, if set, is served at /mcp behind the same authentication.
	MCP      http.Handler
	Metrics  *metrics.Metrics
	Registry prometheus.Gatherer
	// Ready reports whether the backends answer (for /readyz).
	Ready func(context.Context) error
	Log   *slog.Logger
}

// Server is the HTTP API.
type Server struct {
	d      Deps
	mux    *http.ServeMux
	routes []string
}

// New returns the API handler.
func New(d Deps) *Server {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	s := &Server{d: d, mux: http.NewServeMux()}
	s.route("POST /v1/turns", s.postTurn)
	s.route("POST /v1/recall", s.postRecall)
	s.route("GET /v1/memories", s.listMemories)
	s.route("GET /v1/memories/{id}", s.getMemory)
	s.route("DELETE /v1/memories/{id}", s.deleteMemory)
	s.route("POST /v1/memories/{id}/pin", s.pin(true))
	s.route("POST /v1/memories/{id}/unpin", s.pin(false))
	s.route("POST /v1/forget", s.postForget)
	s.route("DELETE /v1/users/{user_id}", s.deleteUser)
	s.route("POST /v1/memories", s.writeMemory)
	s.route("PATCH /v1/memories/{id}", s.correctMemory)
	s.route("GET /v1/users", s.listUsers)
	s.route("GET /v1/users/{user_id}/scopes", s.userScopes)
	s.route("GET /v1/users/{user_id}/export", s.exportUser)
	s.route("GET /v1/dlq", s.listDeadLetters)
	s.route("GET /v1/dlq/{seq}", s.getDeadLetter)
	s.route("POST /v1/dlq/{seq}/replay", s.replayDeadLetter)
	s.route("GET /v1/pipeline", s.getPipeline)
	// The memory inspector: static assets; its calls use the routes above.
	s.handle("GET /ui/", ui.Handler("/ui/"))
	s.mux.Handle("GET /ui", http.RedirectHandler("/ui/", http.StatusMovedPermanently))
	if d.MCP != nil {
		for _, m := range []string{"GET", "POST", "DELETE"} {
			s.handle(m+" /mcp", d.Keys.Middleware(d.MCP))
		}
	}
	s.handle("GET /healthz", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, map[string]string{"status": "ok"})
	}))
	s.handle("GET /readyz", http.HandlerFunc(s.readyz))
	if d.Registry != nil {
		s.handle("GET /metrics", metrics.Handler(d.Registry))
	}
	return s
}

// route registers an authenticated, instrumented /v1 handler.
func (s *Server) route(pattern string, h http.HandlerFunc) {
	s.handle(pattern, s.d.Keys.Middleware(h))
}

func (s *Server) handle(pattern string, h http.Handler) {
	s.routes = append(s.routes, pattern)
	s.mux.Handle(pattern, s.d.Metrics.InstrumentHTTP(pattern, h))
}

// Routes lists the registered patterns ("METHOD /path"), in registration order.
func (s *Server) Routes() []string { return append([]string(nil), s.routes...) }

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// Mux exposes the router so that other packages can add routes.
func (s *Server) Mux() *http.ServeMux { return s.mux }

type errorBody struct {
	Error string `json:"error"`
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, errorBody{Error: msg})
}

// fail answers err with the status its sentinel calls for.
func (s *Server) fail(w http.ResponseWriter, what string, err error) {
	code := auth.Status(err)
	switch {
	case code != 0:
	case errors.Is(err, errBadRequest), errors.Is(err, events.ErrInvalid), errors.Is(err, recall.ErrBadRequest):
		code = http.StatusBadRequest
	case errors.Is(err, store.ErrNotFound):
		code = http.StatusNotFound
	default:
		// Anything else came from a backend (a store, the event log):
		// the client should retry later.
		if !errors.Is(err, store.ErrUnavailable) {
			s.d.Log.Error(what, "err", err)
		}
		code = http.StatusServiceUnavailable
	}
	writeError(w, code, what+": "+err.Error())
}

// errBadRequest marks a malformed request (400).
var errBadRequest = errors.New("bad request")

func badRequest(format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), errBadRequest)
}

// readBody reads at most limit bytes, answering 400 itself when the body is
// too large or unreadable.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, bool) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var mbe *http.MaxBytesError
		switch {
		case errors.As(err, &mbe):
			writeError(w, http.StatusBadRequest, fmt.Sprintf("request body exceeds the limit of %d bytes", limit))
		case errors.Is(err, os.ErrDeadlineExceeded):
			// WithBodyTimeout: the body came too slowly.
			writeError(w, http.StatusRequestTimeout, "request body not received in time")
		default:
			writeError(w, http.StatusBadRequest, "read request body: "+err.Error())
		}
		return nil, false
	}
	return body, true
}

// decodeStrict decodes one JSON value (what names it in errors), refusing
// invalid UTF-8, unknown fields and trailing data.
func decodeStrict(what string, body []byte, v any) error {
	if !utf8.Valid(body) {
		return badRequest("%s is not valid UTF-8", what)
	}
	dec := json.NewDecoder(bytesReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return badRequest("decode %s: %v", what, err)
	}
	if dec.More() {
		return badRequest("decode %s: trailing data after the JSON value", what)
	}
	return nil
}

// tenant resolves the request's tenant from its principal and the tenant
// it names, then takes a token from the tenant's rate limit. On failure it
// has answered and returns false.
func (s *Server) tenant(w http.ResponseWriter, r *http.Request, requested string) (string, auth.Principal, bool) {
	p, ok := auth.FromContext(r.Context())
	if !ok {
		writeError(w, http.StatusUnauthorized, "unauthenticated")
		return "", p, false
	}
	tenant, err := p.Tenant(requested)
	if err != nil {
		s.fail(w, "tenant", err)
		return "", p, false
	}
	if wait, err := s.d.Limiter.Allow(tenant); err != nil {
		w.Header().Set("Retry-After", strconv.Itoa(max(1, int(wait.Round(time.Second)/time.Second))))
		s.fail(w, "rate limit", err)
		return "", p, false
	}
	return tenant, p, true
}

// user resolves the user a request speaks for: the one it names, or the
// key's user when the key is bound to one (a request naming another user
// is refused with 403). On failure it has answered and returns false.
func (s *Server) user(w http.ResponseWriter, p auth.Principal, requested, what string) (string, bool) {
	user, err := p.User(requested)
	if err != nil {
		s.fail(w, what, err)
		return "", false
	}
	return user, true
}

func (s *Server) postTurn(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.query(w, r); !ok {
		return
	}
	body, ok := readBody(w, r, events.MaxTurnBytes)
	if !ok {
		return
	}
	// The turn is decoded and validated by pkg/events, as a worker does
	// for a turn published straight to the stream: the same refusals with
	// the same messages.
	t, err := events.ParseTurn(body)
	if err != nil {
		s.fail(w, "turn", err)
		return
	}
	tenant, p, ok := s.tenant(w, r, t.TenantID)
	if !ok {
		return
	}
	if t.UserID, ok = s.user(w, p, t.UserID, "turn"); !ok {
		return
	}
	t.TenantID = tenant
	if t.TS.IsZero() {
		t.TS = time.Now().UTC()
	}
	if err := t.Validate(); err != nil {
		s.fail(w, "turn", err)
		return
	}
	ack, err := s.d.Publisher.PublishTurn(r.Context(), t)
	if err != nil {
		if errors.Is(err, events.ErrInvalid) {
			s.fail(w, "turn", err)
			return
		}
		s.d.Log.Error("publish turn", "turn_id", t.TurnID, "err", err)
		writeError(w, http.StatusServiceUnavailable, "event log unavailable, retry: "+err.Error())
		return
	}
	writeJSON(w, http.StatusAccepted, map[string]any{"turn_id": t.TurnID, "duplicate": ack.Duplicate, "seq": ack.Sequence})
}

func (s *Server) postRecall(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.query(w, r); !ok {
		return
	}
	body, ok := readBody(w, r, MaxRecallBody)
	if !ok {
		return
	}
	var req recall.Request
	if err := decodeStrict("recall request", body, &req); err != nil {
		s.fail(w, "recall", err)
		return
	}
	tenant, p, ok := s.tenant(w, r, req.TenantID)
	if !ok {
		return
	}
	if req.UserID, ok = s.user(w, p, req.UserID, "recall"); !ok {
		return
	}
	req.TenantID = tenant
	start := time.Now()
	resp, err := s.d.Recaller.Recall(r.Context(), req)
	if err != nil {
		s.fail(w, "recall", err)
		return
	}
	s.d.Metrics.ObserveRecall(metrics.TransportHTTP, time.Since(start))
	if resp.Degraded {
		s.d.Metrics.Degraded(DegradedMode(resp))
	}
	writeJSON(w, http.StatusOK, resp)
}

// DegradedMode names how a degraded recall answer was produced, as a
// metrics label: profile only, lexical only or vector only.
func DegradedMode(resp *recall.Response) string {
	dense, lex := true, true
	for _, r := range resp.Reasons {
		switch {
		case len(r) >= 5 && r[:5] == "dense":
			dense = false
		case len(r) >= 7 && r[:7] == "lexical":
			lex = false
		}
	}
	switch {
	case !dense && !lex:
		return metrics.DegradedProfileOnly
	case !dense:
		return metrics.DegradedLexicalOnly
	case !lex:
		return metrics.DegradedVectorOnly
	}
	return metrics.DegradedProfileOnly
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	if s.d.Ready != nil {
		if err := s.d.Ready(r.Context()); err != nil {
			writeError(w, http.StatusServiceUnavailable, "not ready: "+err.Error())
			return
		}
	}
	writeJSON(w, 200, map[string]string{"status": "ready"})
}
