package worker_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/worker"
	"github.com/engram-memory/engram/pkg/events"
)

// Decode errors must not echo message content: whatever a publisher puts
// in a field comes back quoted in the error, and Redact removes it while
// keeping the classification.
func TestRedactDecodeErrors(t *testing.T) {
	const secret = "Zhang San 13812345678"
	for _, tc := range []struct{ name, body string }{
		{"bad ts", `{"tenant_id":"t","user_id":"u","turn_id":"x","ts":"` + secret + `","messages":[{"role":"user","content":"hi"}]}`},
		{"bad role", `{"tenant_id":"t","user_id":"u","turn_id":"x","ts":"2026-01-01T00:00:00Z","messages":[{"role":"` + secret + `","content":"hi"}]}`},
		{"unknown field", `{"` + secret + `":1}`},
		{"bad tenant", `{"tenant_id":"` + secret + `","user_id":"u","turn_id":"x","ts":"2026-01-01T00:00:00Z","messages":[{"role":"user","content":"hi"}]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := events.DecodeTurn([]byte(tc.body))
			if err == nil {
				t.Fatal("decode succeeded")
			}
			red := worker.Redact(err)
			if strings.Contains(red.Error(), "Zhang") || strings.Contains(red.Error(), "138") {
				t.Errorf("redacted error still echoes content: %s", red)
			}
			if !errors.Is(red, events.ErrInvalid) {
				t.Errorf("redacted error lost ErrInvalid: %v", red)
			}
			if !strings.Contains(err.Error(), "Zhang") {
				t.Logf("note: the raw error does not echo content here: %s", err)
			}
		})
	}
	if worker.Redact(nil) != nil {
		t.Error("Redact(nil) != nil")
	}
}
