package events_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/engram-memory/engram/pkg/events"
)

// TestUserKeyVectors checks the Keyer against testdata/userkey/vectors.json,
// the vectors the Python and TypeScript clients' tests check too, so that
// an agent publishing straight to NATS from any language derives the same
// subjects.
func TestUserKeyVectors(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/userkey/vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Vectors []struct {
			Secret       string `json:"secret"`
			TenantID     string `json:"tenant_id"`
			UserID       string `json:"user_id"`
			UserKey      string `json:"user_key"`
			TurnsSubject string `json:"turns_subject"`
			FactsSubject string `json:"facts_subject"`
		} `json:"vectors"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Vectors) < 5 {
		t.Fatalf("only %d vectors", len(doc.Vectors))
	}
	for _, v := range doc.Vectors {
		k := events.NewKeyer([]byte(v.Secret))
		if got := k.UserKey(v.TenantID, v.UserID); got != v.UserKey {
			t.Errorf("UserKey(%q, %q) with secret %q = %s, want %s", v.TenantID, v.UserID, v.Secret, got, v.UserKey)
		}
		if got := k.Subject(events.KindTurns, v.TenantID, v.UserID); got != v.TurnsSubject {
			t.Errorf("turns subject %s, want %s", got, v.TurnsSubject)
		}
		if got := k.Subject(events.KindFacts, v.TenantID, v.UserID); got != v.FactsSubject {
			t.Errorf("facts subject %s, want %s", got, v.FactsSubject)
		}
	}
}
