package recall

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func TestQuerySpans(t *testing.T) {
	dayOf := func(y int, m time.Month, d int) span { return span{day(y, m, d), day(y, m, d+1)} }
	monthOf := func(y int, m time.Month) span { return span{day(y, m, 1), day(y, m+1, 1)} }
	for q, want := range map[string][]span{
		"What did Gina find for her clothing store on 1 February, 2023?": {dayOf(2023, time.February, 1)},
		"What did Sam make on 18 August, 2023?":                          {dayOf(2023, time.August, 18)},
		"What was Sam doing on December 4, 2023?":                        {dayOf(2023, time.December, 4)},
		"What did John's teammates give him on Aug 15th, 2024?":          {dayOf(2024, time.August, 15)},
		"the 3rd of Sept 2021":                                           {dayOf(2021, time.September, 3)},
		"logs from 2023-02-01":                                           {dayOf(2023, time.February, 1)},
		"Which classes did Evan join in mid-August 2023?":                {monthOf(2023, time.August)},
		"What items did Calvin buy in March 2023 and in Dec. 2022?":      {monthOf(2023, time.March), monthOf(2022, time.December)},
		"What did Maria do in May?":                                      nil, // no year: ambiguous
		"Which city did John recommend on January 5?":                    nil,
		"I may go there in 2023":                                         nil, // "may" before no year
		"on 31 February, 2023":                                           nil, // no such day
		"What is Caroline's identity?":                                   nil,
	} {
		got := querySpans(q)
		if len(got) != len(want) {
			t.Errorf("%q: spans %v, want %v", q, got, want)
			continue
		}
		for i := range got {
			if !got[i].from.Equal(want[i].from) || !got[i].to.Equal(want[i].to) {
				t.Errorf("%q: span %d = %v, want %v", q, i, got[i], want[i])
			}
		}
	}
}

func TestCloseness(t *testing.T) {
	s := []span{{day(2023, time.February, 1), day(2023, time.February, 2)}}
	for _, tc := range []struct {
		t    time.Time
		want float64
	}{
		{day(2023, time.February, 1).Add(13 * time.Hour), 1},
		{day(2023, time.February, 9), 0.5},  // a week after the day ends
		{day(2023, time.January, 18), 0.25}, // two weeks before it starts
	} {
		if got := closeness(tc.t, s, 7*24*time.Hour); got < tc.want-1e-9 || got > tc.want+1e-9 {
			t.Errorf("closeness(%v) = %v, want %v", tc.t, got, tc.want)
		}
	}
	if got := closeness(day(2023, time.February, 1), nil, time.Hour); got != 0 {
		t.Errorf("no spans: closeness %v, want 0", got)
	}
}

// Two memories match the words of the question; the shorter one ranks
// first on words alone (without a date, or with the boost off), the one
// said on the day the question names comes first with it.
func TestRecallPrefersTheNamedDate(t *testing.T) {
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "e.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	emb := embed.NewLocal(0)
	var mems []memory.Memory
	for _, m := range []struct {
		text string
		at   time.Time
	}{
		{"Gina found a wholesaler for the store", day(2023, time.January, 20)},
		{"Gina found a great new supplier for the store after weeks of calls", day(2023, time.February, 1).Add(14 * time.Hour)},
	} {
		mems = append(mems, memory.Memory{ID: memory.ID("t", "u", events.TypeFact, "", "", "", m.text), TenantID: "t", UserID: "u",
			Type: events.TypeFact, Content: m.text, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
			CreatedAt: m.at, UpdatedAt: m.at, EmbedderID: emb.ID(), Vector: emb.Vector(m.text)})
	}
	if err := st.Upsert(context.Background(), mems); err != nil {
		t.Fatal(err)
	}
	ask := func(cfg Config, q string) []Scored {
		rc := New(st, st, emb, nil, cfg, nil)
		rc.Now = func() time.Time { return day(2023, time.March, 1) }
		resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: q, K: 2})
		if err != nil {
			t.Fatal(err)
		}
		if len(resp.Memories) != 2 {
			t.Fatalf("%q: %d memories, want 2", q, len(resp.Memories))
		}
		return resp.Memories
	}
	got := ask(Config{}, "What did Gina find for the store on 1 February, 2023?")
	if got[0].Content != mems[1].Content || got[0].Components.Time != 1 || got[1].Components.Time >= 0.5 {
		t.Errorf("dated question: %q (time %.2f) first, %q (time %.2f) second; want the 1 February one first",
			got[0].Content, got[0].Components.Time, got[1].Content, got[1].Components.Time)
	}
	for _, tc := range []struct {
		cfg Config
		q   string
	}{
		{Config{}, "What did Gina find for the store?"},
		{Config{TimeBoost: -1}, "What did Gina find for the store on 1 February, 2023?"},
	} {
		got := ask(tc.cfg, tc.q)
		if got[0].Content != mems[0].Content || got[0].Components.Time != 0 {
			t.Errorf("%+v %q: %q first (time %.2f), want the wholesaler one", tc.cfg, tc.q, got[0].Content, got[0].Components.Time)
		}
	}
}
