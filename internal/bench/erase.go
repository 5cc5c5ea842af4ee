package bench

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/eval/progress"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// EraseOptions size the erasure benchmark; zero values take the defaults.
type EraseOptions struct {
	// Memories per erased user; 0 means 5,000.
	Memories int
	// Turns per erased user left in the turn stream to purge; 0 means 100.
	Turns int
	// Users erased (one measurement each); 0 means 5.
	Users    int
	Progress io.Writer
}

// EraseResult is what the erasure benchmark measured.
type EraseResult struct {
	Memories int       `json:"memories_per_user"`
	Turns    int       `json:"turns_per_user"`
	Latency  Latencies `json:"latency"`
	// Removed is the last receipt's counts per place.
	Removed map[string]int `json:"removed"`
}

// Erase seeds users with memories, profile entries and stream messages in
// the default pipeline and times erase.Eraser.EraseUser for each.
func Erase(ctx context.Context, o EraseOptions) (*EraseResult, error) {
	if o.Memories <= 0 {
		o.Memories = 5000
	}
	if o.Turns <= 0 {
		o.Turns = 100
	}
	if o.Users <= 0 {
		o.Users = 5
	}
	dir, err := os.MkdirTemp("", "engram-bench-erase-")
	if err != nil {
		return nil, fmt.Errorf("create temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	a, err := openPipeline(ctx, dir)
	if err != nil {
		return nil, err
	}
	defer a.Close()
	emb := embed.NewLocal(0)
	pub := events.NewPublisher(a.JS, a.Keyer)
	er := erase.New(a.Vectors, a.State, a.JS, a.Keyer, slog.New(slog.DiscardHandler))
	res := &EraseResult{Memories: o.Memories, Turns: o.Turns}
	var lat []time.Duration
	bar := progress.New(o.Progress, "erase: seed+erase", o.Users)
	base := time.Now().Add(-time.Hour)
	for u := range o.Users {
		user := "erase-user-" + strconv.Itoa(u)
		mems := make([]memory.Memory, o.Memories)
		for i := range mems {
			text := fmt.Sprintf("Memory number %d of %s about hiking and jazz", i, user)
			mems[i] = memory.Memory{ID: memory.ID("bench", user, events.TypeFact, "", "", "", text), TenantID: "bench", UserID: user,
				Type: events.TypeFact, Content: text, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
				CreatedAt: base, UpdatedAt: base, SourceTurnIDs: []string{"t" + strconv.Itoa(i)}, ExtractorID: "rules/1",
				EmbedderID: emb.ID(), Vector: emb.Vector(text)}
		}
		for i := 0; i < len(mems); i += 1000 {
			if err := a.Vectors.Upsert(ctx, mems[i:min(i+1000, len(mems))]); err != nil {
				return nil, err
			}
		}
		for i := range o.Turns {
			t := &events.Turn{TenantID: "bench", UserID: user, TurnID: user + "-t" + strconv.Itoa(i), TS: base,
				Messages: []events.Message{{Role: events.RoleUser, Content: "I love hiking."}}}
			if _, err := pub.PublishTurn(ctx, t); err != nil {
				return nil, err
			}
		}
		t0 := time.Now()
		rcpt, err := er.EraseUser(ctx, "bench", user, "bench")
		if err != nil {
			return nil, fmt.Errorf("erase user: %w", err)
		}
		lat = append(lat, time.Since(t0))
		res.Removed = rcpt.Removed
		bar.Add(1)
	}
	bar.Done()
	res.Latency = Summarize(lat)
	return res, nil
}
