package events

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// TestDecodeTurnRequiresWhatTheSchemaRequires: a message without content and
// a negative version are refused as the JSON Schema says, by the decoding
// every entry point shares; an explicitly empty content is still a string.
func TestDecodeTurnRequiresWhatTheSchemaRequires(t *testing.T) {
	ts := time.Now().Add(-time.Minute).UTC().Format(time.RFC3339)
	base := `{"tenant_id":"acme","user_id":"u","turn_id":"t","ts":"` + ts + `",`
	tests := []struct {
		name, body, want string // want "" means valid
	}{
		{"valid", base + `"messages":[{"role":"user","content":"I prefer tea"}]}`, ""},
		{"empty content", base + `"messages":[{"role":"user","content":"I prefer tea"},{"role":"assistant","content":""}]}`, ""},
		{"no content", base + `"messages":[{"role":"user"}]}`, "messages[0].content is required"},
		{"second without content", base + `"messages":[{"role":"user","content":"hi"},{"role":"assistant"}]}`, "messages[1].content is required"},
		{"v -1", base + `"v":-1,"messages":[{"role":"user","content":"hi"}]}`, "v is -1; it must be 0 or more"},
		{"v 2", base + `"v":2,"messages":[{"role":"user","content":"hi"}]}`, "newer than supported"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeTurn([]byte(tt.body))
			if tt.want == "" {
				if err != nil {
					t.Fatalf("want valid, got %v", err)
				}
				return
			}
			if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want ErrInvalid mentioning %q", err, tt.want)
			}
		})
	}
}

func TestFactBatchRefusesNegativeVersion(t *testing.T) {
	b := &FactBatch{Version: -1, TenantID: "acme", UserID: "u", TurnID: "t", TS: time.Now(), ExtractorID: "x/1"}
	if err := b.Validate(); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "v is -1") {
		t.Fatalf("got %v, want ErrInvalid about v", err)
	}
}
