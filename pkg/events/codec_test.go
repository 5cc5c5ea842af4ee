package events

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
)

// stdDecodeStrict is decodeStrict as it was on encoding/json, the
// reference the faster decoder is held to.
func stdDecodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if len(bytes.TrimLeft(data[dec.InputOffset():], " \t\r\n")) > 0 {
		return errTrailing
	}
	return nil
}

// codecSeeds are encoded turns and fact batches, and hand-written edge
// cases of the JSON grammar and of the event types.
func codecSeeds(t testing.TB) [][]byte {
	et := time.Date(2026, 3, 4, 5, 6, 7, 890, time.FixedZone("x", 3600))
	turn := &Turn{Version: 1, TenantID: "acme", UserID: "u-1", AgentID: "a", SessionID: "s", TurnID: "t-1", TS: et,
		Scope: "work", Messages: []Message{{Role: RoleUser, Content: "I moved to Berlin ✓ <b>&</b> \"quoted\" \\ \u2028"}, {Role: RoleAssistant, Content: "ok"}}}
	batch := &FactBatch{Version: 1, TenantID: "acme", UserID: "u-1", TurnID: "t-1", TS: et, ExtractorID: "rules/v7", PublishedAt: et.UTC(),
		Facts: []Fact{{Type: "profile", Content: "The user lives in Berlin", Key: "home_city", Value: "Berlin", Confidence: 0.9, Importance: 0.7,
			Sensitivity: "low", TTLSeconds: 3600, SourceTurnIDs: []string{"t-0", "t-1"}, EventTime: &et}},
		Forget: []ForgetIntent{{Query: "coffee"}, {Key: "k", All: true}}}
	var out [][]byte
	for _, v := range []any{turn, batch} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	for _, s := range []string{
		`{}`, `null`, `[]`, `""`, `1`, ` {"tenant_id":"a"} `, "\t{\"tenant_id\":\"a\"}\n\r",
		`{"tenant_id":"a"}}`, `{"tenant_id":"a"}]`, `{"tenant_id":"a"} x`, `{"tenant_id":"a"}{}`, `{"tenant_id":"a"} null`,
		`{"Tenant_ID":"a","USER_ID":"b"}`, `{"tenant_id":"a","tenant_id":"b"}`, `{"tenant_id":null}`, `{"facts":null}`,
		`{"facts":[null]}`, `{"facts":[{"confidence":1e400}]}`, `{"facts":[{"confidence":-0}]}`, `{"facts":[{"confidence":"1"}]}`,
		`{"facts":[{"ttl_seconds":1.5}]}`, `{"facts":[{"ttl_seconds":9223372036854775808}]}`, `{"facts":[{"ttl_seconds":-9223372036854775808}]}`,
		`{"facts":[{"event_time":null}]}`, `{"facts":[{"event_time":"yesterday"}]}`, `{"facts":[{"event_time":"2026-13-01T00:00:00Z"}]}`,
		`{"ts":"2026-01-02T03:04:05.123456789+01:00"}`, `{"ts":"2026-01-02 03:04:05Z"}`, `{"ts":1}`, `{"ts":null}`,
		`{"messages":[{"role":"user","content":"a\u0000b\ud800c\udc00\ud83d\ude00"}]}`, `{"messages":[{"content":"\x"}]}`,
		`{"messages":[{"content":"tab	inside"}]}`, `{"messages":[{"content":"\u00"}]}`, `{"messages":{}}`, `{"messages":[1]}`,
		`{"v":1.0}`, `{"v":01}`, `{"v":-1}`, `{"v":1e2}`, `{"v":true}`, `{"forget":[{"all":"true"}]}`, `{"forget":[{"all":1}]}`,
		`{"unknown":1}`, `{"tenant_id":"a",}`, `{"tenant_id" "a"}`, `{'tenant_id':'a'}`, `{"tenant_id":"a"`, `{"facts":[{"source_turn_ids":[1]}]}`,
		`{"facts":[{"source_turn_ids":null}]}`, `{"tenant_id":"\u00e9\u00E9"}`, `{"tenant_ıd":"a"}`, `{"tenant_id":"a","messages":[],"ts":"2026-01-01T00:00:00Z"}`,
		`{"skipped":"unparseable"}`, `{"facts":[{"type":"x","sensitivity":"high","key":"k","value":""}]}`, strings.Repeat(`[`, 5000),
		`{"facts":[` + strings.Repeat(`{},`, 100) + `{}]}`, `{"tenant_id":"` + strings.Repeat("é", 1000) + `"}`,
	} {
		out = append(out, []byte(s))
	}
	return out
}

// mutations derives from seed its truncations, single-byte changes and
// splices, deterministically.
func mutations(seed []byte, r *rand.Rand, n int) [][]byte {
	out := [][]byte{seed}
	for i := 0; i < len(seed); i += 1 + len(seed)/40 {
		out = append(out, seed[:i])
	}
	alphabet := []byte(`{}[]:,"\ 0123456789.eE+-tfnulsaxTZ` + "\x00\x7f")
	for range n {
		b := bytes.Clone(seed)
		switch r.IntN(3) {
		case 0:
			if len(b) > 0 {
				b[r.IntN(len(b))] = alphabet[r.IntN(len(alphabet))]
			}
		case 1:
			if len(b) > 0 {
				i := r.IntN(len(b))
				b = append(b[:i], b[i+1:]...)
			}
		case 2:
			i := r.IntN(len(b) + 1)
			b = append(b[:i], append([]byte{alphabet[r.IntN(len(alphabet))]}, b[i:]...)...)
		}
		out = append(out, b)
	}
	return out
}

// checkSameAsStdlib fails unless decodeStrict and encoding/json accept
// and reject data alike, and decode an accepted one to equal values.
func checkSameAsStdlib(t *testing.T, data []byte) {
	t.Helper()
	for _, mk := range []func() any{func() any { return new(Turn) }, func() any { return new(FactBatch) }} {
		got, want := mk(), mk()
		gerr, werr := decodeStrict(data, got), stdDecodeStrict(data, want)
		if (gerr == nil) != (werr == nil) {
			t.Fatalf("%T from %q: decodeStrict says %v, encoding/json says %v", got, data, gerr, werr)
		}
		if gerr == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("%T from %q: decodeStrict gives %+v, encoding/json %+v", got, data, got, want)
		}
		if gerr != nil && describeDecodeError(gerr) == "malformed JSON" && describeDecodeError(werr) != "malformed JSON" {
			t.Errorf("%T from %q: decodeStrict's error %v is described less precisely than encoding/json's %v", got, data, gerr, werr)
		}
	}
}

// TestDecodeMatchesStdlib holds the event decoder (segmentio/encoding) to
// encoding/json's answers on seeds and on some thousands of their
// mutations: same acceptance, same values.
func TestDecodeMatchesStdlib(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	n := 0
	for _, seed := range codecSeeds(t) {
		for _, data := range mutations(seed, r, 100) {
			checkSameAsStdlib(t, data)
			n++
		}
	}
	t.Logf("%d inputs decoded alike", n)
}

// TestEncodeRoundTrip: what encode writes, encoding/json reads back to the
// same value (agents and tools may decode events with it).
func TestEncodeRoundTrip(t *testing.T) {
	for _, seed := range codecSeeds(t)[:2] {
		for _, mk := range []func() any{func() any { return new(Turn) }, func() any { return new(FactBatch) }} {
			v := mk()
			if err := stdDecodeStrict(seed, v); err != nil {
				continue
			}
			b, err := encode(v)
			if err != nil {
				t.Fatal(err)
			}
			back := mk()
			if err := stdDecodeStrict(b, back); err != nil {
				t.Fatalf("encoding/json cannot read %s: %v", b, err)
			}
			if !reflect.DeepEqual(v, back) {
				t.Fatalf("round trip of %T: %+v became %+v", v, v, back)
			}
		}
	}
}

// FuzzDecodeMatchesStdlib is TestDecodeMatchesStdlib under the fuzzer:
// go test -run '^$' -fuzz FuzzDecodeMatchesStdlib ./pkg/events
func FuzzDecodeMatchesStdlib(f *testing.F) {
	for _, s := range codecSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkSameAsStdlib(t, data) })
}
