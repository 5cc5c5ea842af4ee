package locomo

import (
	"bytes"
	"context"
	"io"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/app"
)

const fixture = "../../../testdata/locomo/mini.json"

func TestNormalizeIDs(t *testing.T) {
	tests := []struct {
		in               string
		want             []string
		fixed, malformed int
	}{
		{"D1:3", []string{"D1:3"}, 0, 0},
		{"D30:05", []string{"D30:5"}, 1, 0},
		{"D:11:26", []string{"D11:26"}, 1, 0},
		{"D8:6; D9:17", []string{"D8:6", "D9:17"}, 0, 0},
		{"D9:1 D4:4 D4:6", []string{"D9:1", "D4:4", "D4:6"}, 0, 0},
		{"D", nil, 0, 1},
		{"", nil, 0, 0},
		{"D1:x D2:2", []string{"D2:2"}, 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, fixed, bad := NormalizeIDs(tt.in)
			if !slices.Equal(got, tt.want) || fixed != tt.fixed || bad != tt.malformed {
				t.Fatalf("NormalizeIDs(%q) = %q, %d fixed, %d malformed; want %q, %d, %d", tt.in, got, fixed, bad, tt.want, tt.fixed, tt.malformed)
			}
		})
	}
}

func loadFixture(t *testing.T) ([]Conversation, Quirks) {
	t.Helper()
	b, err := os.ReadFile(fixture)
	if err != nil {
		t.Fatal(err)
	}
	convs, q, err := Load(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return convs, q
}

func TestLoadCountsQuirks(t *testing.T) {
	convs, q := loadFixture(t)
	want := Quirks{SplitEvidence: 2, FixedIDs: 3, MalformedIDs: 1, UnknownIDs: 1, EmptyEvidence: 1, UnknownCategory: 1, BadDates: 1}
	if q != want {
		t.Fatalf("quirks = %+v, want %+v", q, want)
	}
	if len(convs) != 2 || len(convs[0].Questions) != 5 || len(convs[1].Questions) != 2 {
		t.Fatalf("got %d conversations with %d and %d questions, want 2 with 5 and 2", len(convs), len(convs[0].Questions), len(convs[1].Questions))
	}
	if n := len(convs[0].Observations) + len(convs[1].Observations); n != 8 {
		t.Fatalf("observations = %d, want 8", n)
	}
	// The session with an unreadable date follows the previous one by a day.
	s := convs[0].Sessions
	if len(s) != 3 || !s[2].Date.Equal(s[1].Date.AddDate(0, 0, 1)) {
		t.Fatalf("sessions %+v: want 3, the third a day after the second", s)
	}
	if got := convs[0].Questions[1].Evidence; !slices.Equal(got, []string{"D2:1", "D1:2"}) {
		t.Fatalf("split evidence = %q", got)
	}
	if got := convs[0].Questions[2].Evidence; !slices.Equal(got, []string{"D2:2"}) {
		t.Fatalf("fixed evidence = %q", got)
	}
	for _, o := range convs[0].Observations {
		if strings.HasPrefix(o.Text, "Bob works") && !slices.Equal(o.DiaIDs, []string{"D1:2"}) {
			t.Fatalf("zero-padded observation id = %q", o.DiaIDs)
		}
	}
	if _, _, err := Load(strings.NewReader(`{"not": "a list"}`)); err == nil {
		t.Fatal("Load accepted an object")
	}
}

func TestEvidenceRecallArithmetic(t *testing.T) {
	tests := []struct {
		gold []string
		got  [][]string
		want float64
	}{
		{nil, nil, 1},
		{[]string{"D1:1", "D1:2", "D1:3"}, [][]string{{"conv/D1:1"}, {"D1:3", "D2:1"}}, 2.0 / 3},
		{[]string{"D1:1"}, [][]string{{"D1:10"}}, 0},
		{[]string{"D1:1", "D1:2"}, [][]string{{"D1:2"}, {"D1:2"}}, 0.5},
	}
	for _, tt := range tests {
		if got := EvidenceRecall(tt.gold, tt.got); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("EvidenceRecall(%q, %q) = %v, want %v", tt.gold, tt.got, got, tt.want)
		}
	}
	tl := NewTally()
	tl.Add("single-hop", 1)
	tl.Add("single-hop", 0.5)
	tl.Add("temporal", 0)
	p := tl.Percent()
	if p["single-hop"] != 75 || p["temporal"] != 0 || math.Abs(p["overall"]-50) > 1e-9 || tl.Count("overall") != 3 {
		t.Fatalf("tally = %v", p)
	}
	if _, ok := p["multi-hop"]; ok {
		t.Fatal("a category without questions has a figure")
	}
}

// TestRunObservations runs the whole observation path (JetStream, ingester,
// SQLite, recaller) on the fixture; the expected figures are worked out by
// hand from the fixture: at k = 1 each question retrieves its one obvious
// observation.
func TestRunObservations(t *testing.T) {
	convs, _ := loadFixture(t)
	var table bytes.Buffer
	res, err := Run(context.Background(), convs, Options{Ks: []int{1, 25}})
	if err != nil {
		t.Fatal(err)
	}
	WriteTable(&table, res)
	t.Log("\n" + table.String())
	if res.Questions != 7 || res.MemoriesStored != 8 || res.DeadLetters != 0 {
		t.Fatalf("questions %d, memories %d, dead letters %d; want 7, 8, 0", res.Questions, res.MemoriesStored, res.DeadLetters)
	}
	if math.Abs(res.AvgSourcesPerMemory-9.0/8) > 1e-9 {
		t.Fatalf("avg sources = %v, want 9/8", res.AvgSourcesPerMemory)
	}
	want := map[string]float64{"overall": 100 * 5.5 / 7, "single-hop": 75, "multi-hop": 50, "temporal": 100, "open-domain": 50, "adversarial": 100}
	for c, w := range want {
		if got := res.Recall["1"][c]; math.Abs(got-w) > 1e-9 {
			t.Errorf("R@1 %s = %.3f, want %.3f", c, got, w)
		}
	}
	// Every observation was stored, so only the unknown and the unreadable
	// evidence ids are out of reach: Q5 (D9:9 names no turn) tops at 0.5.
	if got, want := res.Ceiling["overall"], 100*6.5/7; math.Abs(got-want) > 1e-9 {
		t.Errorf("ceiling = %.3f, want %.3f", got, want)
	}
	// The budget holds every memory of these small conversations.
	if got := res.RecallAtBudget["overall"]; got < res.Recall["1"]["overall"] {
		t.Errorf("recall at budget %.1f below R@1 %.1f", got, res.Recall["1"]["overall"])
	}
	if !strings.Contains(table.String(), "DRAGON@25") || !strings.Contains(table.String(), "mini-2") {
		t.Errorf("table lacks the paper column or a conversation:\n%s", table.String())
	}
}

// TestRunDialog runs raw turns through publish → extractor → ingester.
func TestRunDialog(t *testing.T) {
	convs, _ := loadFixture(t)
	res, err := Run(context.Background(), convs, Options{Mode: ModeDialog, Ks: []int{5}})
	if err != nil {
		t.Fatal(err)
	}
	inputs := 0
	for _, c := range res.Conversations {
		inputs += c.Inputs
	}
	if inputs != 8 || res.Questions != 7 || res.DeadLetters != 0 {
		t.Fatalf("inputs %d, questions %d, dead letters %d; want 8, 7, 0", inputs, res.Questions, res.DeadLetters)
	}
	if res.MemoriesStored == 0 {
		t.Fatal("the rules extractor stored nothing from first-person turns")
	}
	if _, err := Run(context.Background(), convs, Options{Mode: "bogus"}); err == nil {
		t.Fatal("unknown mode accepted")
	}
}

// TestRunServer evaluates a real `engram serve` (in-process, embedded
// defaults) over its HTTP API, and gets what the embedded dialog run gets.
func TestRunServer(t *testing.T) {
	convs, _ := loadFixture(t)
	ctx, cancel := context.WithCancel(context.Background())
	cfg := PipelineConfig(t.TempDir())
	cfg.HTTPAddr, cfg.ForgetInterval = "127.0.0.1:0", time.Hour
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- app.Serve(ctx, cfg, io.Discard, func(addr string) { ready <- addr }) }()
	t.Cleanup(func() { cancel(); <-done })
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatalf("serve: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not start")
	}
	res, err := RunServer(ctx, "http://"+addr, "", convs, Options{Ks: []int{5}}, 500*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	local, err := Run(context.Background(), convs, Options{Mode: ModeDialog, Ks: []int{5}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Questions != 7 || res.MemoriesStored != local.MemoriesStored || res.Recall["5"]["overall"] != local.Recall["5"]["overall"] {
		t.Fatalf("server: %d questions, %d memories, R@5 %.1f; embedded: %d memories, R@5 %.1f",
			res.Questions, res.MemoriesStored, res.Recall["5"]["overall"], local.MemoriesStored, local.Recall["5"]["overall"])
	}
	if _, err := RunServer(ctx, "http://"+addr, "", convs, Options{Mode: ModeObservations}, 0); err == nil {
		t.Fatal("observations mode accepted against a server")
	}
}
