package llm

import (
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
)

// FuzzParseReply checks that ParseReply never panics and that whatever it
// accepts is a valid fact batch. The seeds (f.Add and
// testdata/fuzz/FuzzParseReply) run as ordinary tests.
func FuzzParseReply(f *testing.F) {
	for _, s := range []string{
		`{"facts":[{"type":"profile","content":"The user is Ana.","key":"name","value":"Ana","confidence":0.9,"importance":0.9}],"forget":[]}`,
		"```json\n{\"facts\":[{\"type\":\"fact\",\"content\":\"x\"}]}\n```",
		`Here: {"facts":[{"type":"event","content":"ran","event_time":"2024-01-02","confidence":"95%","importance":"high"}]} ok`,
		`[{"type":"todo","content":"buy milk","ttl_seconds":"1e30"}]`,
		`{"facts":[{"type":"fact","content":"a","confidence":"NaN","importance":"-Inf"}]}`,
		`{"facts":[{"type":"fact","content":"a"`,
		`<think>{"facts":[]}</think>{"forget":["x",{"all":true}]}`,
		`{"facts":[{"type":"fact","content":"\u0000\ud800"}]}`,
		`{{{{[[[["`,
		`}{][`,
		"",
	} {
		f.Add(s)
	}
	ts := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseReply(s)
		if err != nil {
			if !errors.Is(err, extract.ErrUnparseable) {
				t.Fatalf("error does not wrap ErrUnparseable: %v", err)
			}
			if len(r.Facts) != 0 || len(r.Forget) != 0 {
				t.Fatalf("error with a non-empty result")
			}
			return
		}
		for i, fc := range r.Facts {
			if !events.ValidFactType(fc.Type) {
				t.Fatalf("fact %d type %q", i, fc.Type)
			}
			if strings.TrimSpace(fc.Content) == "" {
				t.Fatalf("fact %d empty content", i)
			}
			for _, v := range []float64{fc.Confidence, fc.Importance} {
				if !(v >= 0 && v <= 1) || math.IsNaN(v) {
					t.Fatalf("fact %d score %v out of [0,1]", i, v)
				}
			}
			if extract.IsInstruction(fc.Content) {
				t.Fatalf("fact %d is an instruction", i)
			}
		}
		for i, fi := range r.Forget {
			if fi.Query == "" && fi.Key == "" && !fi.All {
				t.Fatalf("forget %d is empty", i)
			}
		}
		b := events.FactBatch{TenantID: "t", UserID: "u", TurnID: "x", TS: ts, ExtractorID: "llm:m/p1", Facts: r.Facts, Forget: r.Forget}
		if err := b.Validate(); err != nil {
			t.Fatalf("accepted reply makes an invalid batch: %v", err)
		}
	})
}
