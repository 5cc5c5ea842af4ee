package httpapi

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/engram-memory/engram/internal/dlq"
)

// DeadLetterPage is a page of GET /v1/dlq.
type DeadLetterPage struct {
	DeadLetters []dlq.Letter `json:"dead_letters"`
	// NextCursor fetches the next page; empty at the end.
	NextCursor string `json:"next_cursor,omitempty"`
}

func (s *Server) deadLetters(w http.ResponseWriter) bool {
	if s.d.DeadLetters == nil {
		writeError(w, http.StatusNotImplemented, "dead letters are not configured on this server")
		return false
	}
	return true
}

// failDLQ answers the dlq package's errors: 404, 409, or as fail does.
func (s *Server) failDLQ(w http.ResponseWriter, what string, err error) {
	switch {
	case errors.Is(err, dlq.ErrNotFound):
		writeError(w, http.StatusNotFound, what+": "+err.Error())
	case errors.Is(err, dlq.ErrErased), errors.Is(err, dlq.ErrNotReplayable):
		writeError(w, http.StatusConflict, what+": "+err.Error())
	default:
		s.fail(w, what, err)
	}
}

func (s *Server) listDeadLetters(w http.ResponseWriter, r *http.Request) {
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
		s.fail(w, "list dead letters", err)
		return
	}
	var after uint64
	if c := q.Get("cursor"); c != "" {
		if after, err = strconv.ParseUint(c, 10, 64); err != nil {
			s.fail(w, "list dead letters", badRequest("cursor is not a sequence number"))
			return
		}
	}
	if !s.deadLetters(w) {
		return
	}
	ls, next, err := s.d.DeadLetters.List(r.Context(), tenant, after, limit)
	if err != nil {
		s.failDLQ(w, "list dead letters", err)
		return
	}
	page := DeadLetterPage{DeadLetters: ls}
	if page.DeadLetters == nil {
		page.DeadLetters = []dlq.Letter{}
	}
	if next != 0 {
		page.NextCursor = strconv.FormatUint(next, 10)
	}
	writeJSON(w, http.StatusOK, page)
}

// deadLetterRequest resolves the tenant and the {seq} of a dead-letter route.
func (s *Server) deadLetterRequest(w http.ResponseWriter, r *http.Request) (string, uint64, bool) {
	q, ok := s.query(w, r, "tenant_id")
	if !ok {
		return "", 0, false
	}
	tenant, _, ok := s.tenant(w, r, q.Get("tenant_id"))
	if !ok {
		return "", 0, false
	}
	seq, err := strconv.ParseUint(r.PathValue("seq"), 10, 64)
	if err != nil || seq == 0 {
		s.fail(w, "dead letter", badRequest("seq must be a positive sequence number"))
		return "", 0, false
	}
	return tenant, seq, s.deadLetters(w)
}

func (s *Server) getDeadLetter(w http.ResponseWriter, r *http.Request) {
	tenant, seq, ok := s.deadLetterRequest(w, r)
	if !ok {
		return
	}
	l, err := s.d.DeadLetters.Get(r.Context(), tenant, seq)
	if err != nil {
		s.failDLQ(w, "get dead letter", err)
		return
	}
	writeJSON(w, http.StatusOK, l)
}

func (s *Server) replayDeadLetter(w http.ResponseWriter, r *http.Request) {
	tenant, seq, ok := s.deadLetterRequest(w, r)
	if !ok {
		return
	}
	res, err := s.d.DeadLetters.Replay(r.Context(), tenant, seq)
	if err != nil {
		s.failDLQ(w, "replay dead letter", err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}
