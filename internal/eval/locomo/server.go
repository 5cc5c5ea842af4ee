package locomo

import (
	"context"
	"fmt"
	"time"

	"github.com/engram-memory/engram/internal/eval/progress"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/pkg/client"
	"github.com/engram-memory/engram/pkg/events"
)

// RunServer evaluates a running engram server at addr (dialog mode only:
// the HTTP API takes turns, not facts). Turns are published over HTTP; the
// evaluation waits until the user's memory counts stop changing for
// settle (0 means 3s), then asks every question over HTTP. Use a fresh
// server (or one whose "locomo" tenant is empty): memories already stored
// for these users count too.
func RunServer(ctx context.Context, addr, apiKey string, convs []Conversation, o Options, settle time.Duration) (*Result, error) {
	if o.Mode == "" {
		o.Mode = ModeDialog
	}
	if o.Mode != ModeDialog {
		return nil, fmt.Errorf("mode %q needs the embedded pipeline: a server's API takes turns, not facts (use --mode dialog)", o.Mode)
	}
	if len(o.Ks) == 0 {
		o.Ks = []int{5, 10, 25}
	}
	if o.Budget == 0 {
		o.Budget = recall.DefaultTokenBudget
	}
	if settle <= 0 {
		settle = 3 * time.Second
	}
	cl, err := client.New(addr, apiKey, client.WithTenant(Tenant), client.WithTimeout(30*time.Second))
	if err != nil {
		return nil, fmt.Errorf("engram client: %w", err)
	}
	res := &Result{Mode: o.Mode, Budget: o.Budget, Recall: map[string]map[string]float64{}, CategoryCounts: map[string]int{}}
	start := time.Now()
	total := 0
	for _, c := range convs {
		for _, s := range c.Sessions {
			total += len(s.Turns)
		}
	}
	bar := progress.New(o.Progress, "publish dialog (http)", total)
	pub := func(ctx context.Context, t *events.Turn) error {
		_, err := cl.PublishTurn(ctx, t)
		return err
	}
	for _, c := range convs {
		n, err := publishDialog(ctx, pub, c, bar)
		if err != nil {
			return nil, err
		}
		res.Conversations = append(res.Conversations, ConversationStats{SampleID: c.SampleID, Inputs: n, Questions: len(c.Questions)})
	}
	bar.Done()
	list := func(ctx context.Context, user, cursor string) ([][]string, string, error) {
		p, err := cl.ListMemories(ctx, client.ListOptions{UserID: user, Cursor: cursor, Limit: 500})
		if err != nil {
			return nil, "", err
		}
		out := make([][]string, len(p.Memories))
		for i, m := range p.Memories {
			out[i] = m.SourceTurnIDs
		}
		return out, p.NextCursor, nil
	}
	// Wait until the pipeline has settled: the stored counts stop moving.
	last, stable := -1, time.Now()
	for {
		probe := &Result{Conversations: append([]ConversationStats(nil), res.Conversations...)}
		if err := countMemories(ctx, list, convs, probe); err != nil {
			return nil, err
		}
		if probe.MemoriesStored != last {
			last, stable = probe.MemoriesStored, time.Now()
		} else if time.Since(stable) >= settle {
			break
		}
		if o.Progress != nil {
			fmt.Fprintf(o.Progress, "\rwaiting for the pipeline: %d memories stored", last)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(500 * time.Millisecond):
		}
	}
	if o.Progress != nil {
		fmt.Fprintln(o.Progress)
	}
	res.IngestSeconds = time.Since(start).Seconds()
	if err := countMemories(ctx, list, convs, res); err != nil {
		return nil, err
	}
	start = time.Now()
	rc := func(ctx context.Context, req recall.Request) ([]recall.Scored, error) {
		r, err := cl.Recall(ctx, client.RecallRequest{UserID: req.UserID, Query: req.Query, K: req.K, TokenBudget: req.TokenBudget})
		if err != nil {
			return nil, err
		}
		out := make([]recall.Scored, len(r.Memories))
		for i, m := range r.Memories {
			out[i] = recall.Scored{ID: m.ID, Content: m.Content, Score: m.Score, SourceTurnIDs: m.SourceTurnIDs, InContext: m.InContext}
		}
		return out, nil
	}
	if err := score(ctx, rc, convs, o, res); err != nil {
		return nil, err
	}
	res.QuerySeconds = time.Since(start).Seconds()
	return res, nil
}
