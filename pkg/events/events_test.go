package events

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

func validTurn() *Turn {
	return &Turn{TenantID: "acme", UserID: "u1@example.com", TurnID: "t1", TS: time.Now().Add(-time.Minute),
		Messages: []Message{{Role: RoleUser, Content: "I prefer tea"}}}
}

func TestTurnValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*Turn)
		want   string // "" means valid
	}{
		{"valid", func(*Turn) {}, ""},
		{"missing tenant", func(t *Turn) { t.TenantID = "" }, "tenant_id is required"},
		{"tenant with dot", func(t *Turn) { t.TenantID = "a.b" }, "may only contain"},
		{"missing user", func(t *Turn) { t.UserID = "" }, "user_id is required"},
		{"missing turn id", func(t *Turn) { t.TurnID = "" }, "turn_id is required"},
		{"no ts", func(t *Turn) { t.TS = time.Time{} }, "ts is required"},
		{"future ts", func(t *Turn) { t.TS = time.Now().Add(48 * time.Hour) }, "out of range"},
		{"no messages", func(t *Turn) { t.Messages = nil }, "at least one message"},
		{"bad role", func(t *Turn) { t.Messages[0].Role = "robot" }, "role"},
		{"content too long", func(t *Turn) { t.Messages[0].Content = strings.Repeat("x", MaxContentBytes+1) }, "over the limit"},
		{"invalid utf8", func(t *Turn) { t.Messages[0].Content = "a\xffb" }, "UTF-8"},
		{"too many messages", func(t *Turn) {
			for range MaxMessages {
				t.Messages = append(t.Messages, Message{Role: RoleUser, Content: "x"})
			}
		}, "over the limit"},
		{"newline in id", func(t *Turn) { t.UserID = "a\nb" }, "control"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			turn := validTurn()
			tt.mutate(turn)
			err := turn.Validate()
			if tt.want == "" {
				if err != nil {
					t.Fatalf("want valid, got %v", err)
				}
				return
			}
			if err == nil || !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want ErrInvalid mentioning %q", err, tt.want)
			}
		})
	}
}

func TestDecodeTurnRejectsUnknownFieldsAndTrailingData(t *testing.T) {
	good, _ := json.Marshal(validTurn())
	if _, err := DecodeTurn(good); err != nil {
		t.Fatalf("valid turn: %v", err)
	}
	for name, data := range map[string]string{
		"unknown field": strings.Replace(string(good), `"tenant_id"`, `"tenant":"x","tenant_id"`, 1),
		"trailing":      string(good) + "{}",
		"not json":      "hello",
		"bad utf8":      strings.Replace(string(good), "tea", "t\xffa", 1),
	} {
		if _, err := DecodeTurn([]byte(data)); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: got %v, want ErrInvalid", name, err)
		}
	}
}

func TestSubjectsAndUserKey(t *testing.T) {
	k := NewKeyer([]byte("secret"))
	uk := k.UserKey("acme", "alice@example.com")
	if len(uk) != 24 || uk != k.UserKey("acme", "alice@example.com") {
		t.Fatalf("user key %q not stable or not 24 hex chars", uk)
	}
	if uk == k.UserKey("other", "alice@example.com") || uk == NewKeyer([]byte("x")).UserKey("acme", "alice@example.com") {
		t.Fatal("user key must depend on tenant and secret")
	}
	// The documented construction (stored subjects and keys depend on it),
	// also for ids longer than the pooled buffer and in any order of calls.
	for _, user := range []string{"alice@example.com", strings.Repeat("ü", 3000), "bob"} {
		mac := hmac.New(sha256.New, []byte("secret"))
		mac.Write([]byte("acme\x00" + user))
		if want := hex.EncodeToString(mac.Sum(nil)[:12]); k.UserKey("acme", user) != want {
			t.Fatalf("user key of %.20q is %q, want HMAC-SHA256 %q", user, k.UserKey("acme", user), want)
		}
	}
	subj := k.Subject(KindTurns, "acme", "alice@example.com")
	if strings.Contains(subj, "alice") || subj != "engram.turns.acme."+uk {
		t.Fatalf("subject %q", subj)
	}
	if err := k.CheckSubject(subj, KindTurns, "acme", "alice@example.com"); err != nil {
		t.Fatal(err)
	}
	if err := k.CheckSubject(subj, KindTurns, "acme", "bob"); !errors.Is(err, ErrInvalid) {
		t.Fatalf("mismatched subject accepted: %v", err)
	}
	if got := DLQSubject("extract", subj); got != "engram.dlq.extract.acme."+uk {
		t.Fatalf("DLQ subject %q", got)
	}
	if got := DLQSubject("extract", "garbage"); got != "engram.dlq.extract._._" {
		t.Fatalf("DLQ subject of garbage %q", got)
	}
}

// TestSchemasMatchTypes keeps the JSON Schemas in step with the Go types:
// every JSON field of Turn and FactBatch is in its schema and vice versa.
func TestSchemasMatchTypes(t *testing.T) {
	for file, typ := range map[string]reflect.Type{
		"schema/turn.schema.json":      reflect.TypeOf(Turn{}),
		"schema/factbatch.schema.json": reflect.TypeOf(FactBatch{}),
	} {
		data, err := Schemas.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Required   []string                   `json:"required"`
			Properties map[string]json.RawMessage `json:"properties"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var fields []string
		for i := range typ.NumField() {
			name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
			fields = append(fields, name)
			if _, ok := doc.Properties[name]; !ok {
				t.Errorf("%s lacks property %q of %s", file, name, typ.Name())
			}
		}
		for p := range doc.Properties {
			if !slices.Contains(fields, p) {
				t.Errorf("%s has property %q that %s does not", file, p, typ.Name())
			}
		}
		for _, r := range doc.Required {
			if !slices.Contains(fields, r) {
				t.Errorf("%s requires unknown %q", file, r)
			}
		}
	}
}

// TestDecodeErrorsDoNotEchoContent: error texts go to logs and dead-letter
// headers, so they say what is wrong without quoting the payload.
func TestDecodeErrorsDoNotEchoContent(t *testing.T) {
	const canary = "secret-canary-13800138000"
	for name, data := range map[string]string{
		"bad ts":      `{"tenant_id":"acme","user_id":"u","turn_id":"t","ts":"` + canary + `","messages":[{"role":"user","content":"x"}]}`,
		"bad role":    `{"tenant_id":"acme","user_id":"u","turn_id":"t","ts":"2024-01-01T00:00:00Z","messages":[{"role":"` + canary + `","content":"x"}]}`,
		"wrong type":  `{"tenant_id":"acme","user_id":"u","turn_id":"t","ts":"2024-01-01T00:00:00Z","messages":"` + canary + `"}`,
		"bad tenant":  `{"tenant_id":"` + canary + `.x","user_id":"u","turn_id":"t","ts":"2024-01-01T00:00:00Z","messages":[{"role":"user","content":"x"}]}`,
		"syntax":      `{"tenant_id": ` + canary + `}`,
		"truncated":   `{"tenant_id": "` + canary,
		"bad literal": `{"tenant_id": nul` + canary,
	} {
		_, err := DecodeTurn([]byte(data))
		if err == nil || !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: got %v, want ErrInvalid", name, err)
			continue
		}
		if strings.Contains(err.Error(), "canary") || strings.Contains(err.Error(), "138") {
			t.Errorf("%s: error echoes content: %v", name, err)
		}
	}
}

// BenchmarkUserKey measures the keyed user hash that every turn and fact
// batch needs a few times (subject checks, subjects, log fields).
func BenchmarkUserKey(b *testing.B) {
	k := NewKeyer([]byte("secret"))
	for i := 0; b.Loop(); i++ {
		k.UserKey("tenant", "user-"+strconv.Itoa(i&1023))
	}
}

// TestUserKeyMatchesHMAC: the pooled, reused HMACs give exactly
// HMAC-SHA256(secret, tenant NUL user) every time, also interleaved and
// for long ids, and a Keyer not made by NewKeyer still works.
func TestUserKeyMatchesHMAC(t *testing.T) {
	want := func(secret, tenant, user string) string {
		m := hmac.New(sha256.New, []byte(secret))
		m.Write([]byte(tenant + "\x00" + user))
		return hex.EncodeToString(m.Sum(nil)[:12])
	}
	k := NewKeyer([]byte("s3cret"))
	long := strings.Repeat("x", 1000)
	for i := range 200 {
		u := "user-" + strconv.Itoa(i)
		if i%7 == 0 {
			u += long
		}
		if got := k.UserKey("acme", u); got != want("s3cret", "acme", u) {
			t.Fatalf("UserKey(acme, %.20s…) = %s, want %s", u, got, want("s3cret", "acme", u))
		}
	}
	var zero Keyer
	if got := zero.UserKey("acme", "bob"); got != want("", "acme", "bob") {
		t.Fatalf("zero Keyer: %s", got)
	}
}

func TestFactBatchAcceptsEpisodesWithoutKeys(t *testing.T) {
	b := FactBatch{TenantID: "t", UserID: "u", TurnID: "turn-1", TS: time.Now().UTC(), ExtractorID: "rules/1",
		Facts: []Fact{{Type: TypeEpisode, Content: "asked about flights to Hangzhou", Confidence: 0.6, Importance: 0.3}}}
	if err := b.Validate(); err != nil {
		t.Fatalf("an episode is rejected: %v", err)
	}
	b.Facts[0].Key = "trip"
	if err := b.Validate(); !errors.Is(err, ErrInvalid) {
		t.Fatalf("a keyed episode is accepted: %v", err)
	}
}
