// Package httpapi is engram's HTTP JSON API: turns in, recall out, and the
// operational endpoints. Handlers decode, validate and call the pipeline;
// every error is a JSON body {"error": "..."} with a status that says whose
// fault it was.
package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
)

// MaxRecallBody bounds a recall request body.
const MaxRecallBody = 64 << 10

// Deps are what the API calls.
type Deps struct {
	Publisher *events.Publisher
	Recaller  *recall.Recaller
	Metrics   *metrics.Metrics
	Registry  prometheus.Gatherer
	// Ready reports whether the backends answer (for /readyz).
	Ready func(context.Context) error
	Log   *slog.Logger
}

// Server is the HTTP API.
type Server struct {
	d   Deps
	mux *http.ServeMux
}

// New returns the API handler.
func New(d Deps) *Server {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	s := &Server{d: d, mux: http.NewServeMux()}
	s.route("POST /v1/turns", s.postTurn)
	s.route("POST /v1/recall", s.postRecall)
	s.mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, map[string]string{"status": "ok"}) })
	s.mux.HandleFunc("GET /readyz", s.readyz)
	if d.Registry != nil {
		s.mux.Handle("GET /metrics", metrics.Handler(d.Registry))
	}
	return s
}

func (s *Server) route(pattern string, h http.HandlerFunc) {
	s.mux.Handle(pattern, s.d.Metrics.InstrumentHTTP(pattern, h))
}

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

// readBody reads at most limit bytes, answering 400 itself when the body is
// too large or unreadable.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, bool) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("request body exceeds the limit of %d bytes", limit))
		} else {
			writeError(w, http.StatusBadRequest, "read request body: "+err.Error())
		}
		return nil, false
	}
	return body, true
}

func (s *Server) postTurn(w http.ResponseWriter, r *http.Request) {
	body, ok := readBody(w, r, events.MaxTurnBytes)
	if !ok {
		return
	}
	t, err := events.DecodeTurnAt(body, time.Now())
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	ack, err := s.d.Publisher.PublishTurn(r.Context(), t)
	if err != nil {
		if errors.Is(err, events.ErrInvalid) {
			writeError(w, http.StatusBadRequest, err.Error())
			return
		}
		s.d.Log.Error("publish turn", "turn_id", t.TurnID, "err", err)
		writeError(w, http.StatusServiceUnavailable, "event log unavailable, retry: "+err.Error())
		return
	}
	writeJSON(w, http.StatusAccepted, map[string]any{"turn_id": t.TurnID, "duplicate": ack.Duplicate, "seq": ack.Sequence})
}

func (s *Server) postRecall(w http.ResponseWriter, r *http.Request) {
	body, ok := readBody(w, r, MaxRecallBody)
	if !ok {
		return
	}
	var req recall.Request
	dec := json.NewDecoder(bytesReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "decode recall request: "+err.Error())
		return
	}
	start := time.Now()
	resp, err := s.d.Recaller.Recall(r.Context(), req)
	switch {
	case errors.Is(err, recall.ErrBadRequest):
		writeError(w, http.StatusBadRequest, err.Error())
		return
	case errors.Is(err, store.ErrUnavailable):
		writeError(w, http.StatusServiceUnavailable, err.Error())
		return
	case err != nil:
		s.d.Log.Error("recall", "err", err)
		writeError(w, http.StatusServiceUnavailable, "recall failed: "+err.Error())
		return
	}
	s.d.Metrics.ObserveRecall("http", time.Since(start))
	writeJSON(w, http.StatusOK, resp)
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
