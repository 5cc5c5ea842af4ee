package httpapi

import (
	"net/http"
	"time"

	"github.com/engram-memory/engram/internal/pipeline"
)

// getPipeline answers the sampled pipeline history (GET /v1/pipeline):
// each stage's lag, messages in flight and acknowledgement rate, and the
// dead letters stored, over the last hour. The figures are the streams'
// as a whole (JetStream keeps consumer state per stream, not per tenant),
// so they hold no user's or tenant's data.
func (s *Server) getPipeline(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.query(w, r, "tenant_id"); !ok {
		return
	}
	if _, _, ok := s.tenant(w, r, r.URL.Query().Get("tenant_id")); !ok {
		return
	}
	if s.d.Pipeline == nil {
		writeJSON(w, http.StatusNotImplemented, map[string]string{"error": "this server samples no pipeline"})
		return
	}
	// A sample older than a second is refreshed, so the view is current
	// between the sampler's ticks.
	if h := s.d.Pipeline.History(); len(h) == 0 || time.Since(h[len(h)-1].At) > time.Second {
		s.d.Pipeline.SampleOnce(r.Context())
	}
	h := s.d.Pipeline.History()
	if h == nil {
		h = []pipeline.Sample{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"stages": pipeline.Stages, "samples": h})
}
