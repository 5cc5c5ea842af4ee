// Package reembed moves a tenant's memories to a new embedder without
// downtime: page by page, under the ingester's per-user lock, each memory
// whose vector is of another embedder gets the new embedder's vector of
// its content. Recall keeps answering throughout: a memory not yet moved
// is still found by the lexical search (and by its old vector by a
// recaller of the old embedder). A checkpoint after every page makes the
// job resumable after a kill without redoing finished pages.
package reembed

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/pkg/memory"
)

// Vectors is what the job needs of the vector store.
type Vectors interface {
	List(ctx context.Context, f store.Filter, cursor string, limit int) ([]memory.Memory, string, error)
	Get(ctx context.Context, tenant, user string, ids []string) ([]memory.Memory, error)
	Upsert(ctx context.Context, mems []memory.Memory) error
}

// Counter counts a store's memories per tenant and embedder id
// (sqlite.Store implements it). With it a job knows how many memories
// remain to move; without it the remaining count is unknown (-1).
type Counter interface {
	EmbedderCounts(ctx context.Context) (map[string]map[string]int, error)
}

// CounterOf returns v's Counter, looking through the instrumentation
// wrapper; nil when the store cannot count.
func CounterOf(v any) Counter {
	if c, ok := v.(Counter); ok {
		return c
	}
	if iv, ok := v.(*instrumented.Vectors); ok {
		if c, ok := iv.Inner.(Counter); ok {
			return c
		}
	}
	return nil
}

// Remaining is the number of tenant's memories counts holds whose
// vector is not of embedderID.
func Remaining(counts map[string]map[string]int, tenant, embedderID string) int {
	n := 0
	for id, c := range counts[tenant] {
		if id != embedderID {
			n += c
		}
	}
	return n
}

// Locker takes the ingester's per-user locks (store.StateStore.LockUsers).
type Locker interface {
	LockUsers(ctx context.Context, keys []string, ttl time.Duration) (func(), error)
}

// Checkpoint is where a job stands: every user before User is done, and of
// User every memory up to After (the List cursor). It is written after
// every page.
type Checkpoint struct {
	Tenant     string `json:"tenant"`
	EmbedderID string `json:"embedder_id"`
	User       string `json:"user"`
	After      string `json:"after"`
	// UserCursor is the Users cursor that listed User's page of users.
	UserCursor string `json:"user_cursor"`
	Pages      int    `json:"pages"`
	Moved      int    `json:"moved"`
	Seen       int    `json:"seen"`
	Done       bool   `json:"done"`
	// Remaining is how many memories of the tenant are still of another
	// embedder (counted when the run starts, less what it moved since);
	// -1 when the store cannot count them.
	Remaining int `json:"remaining"`
}

// userDone is Checkpoint.After once a user is finished.
const userDone = "\xff"

// Job re-embeds one tenant.
type Job struct {
	Vectors  Vectors
	Users    store.UserLister
	Locks    Locker
	Embedder embed.Embedder
	// UserKey gives the lock key of a user (tenant + "/" + keyer.UserKey).
	UserKey func(tenant, user string) string
	// CheckpointPath is the checkpoint file; "" keeps no checkpoint.
	CheckpointPath string
	// PageSize is how many memories a page holds; 0 means 256.
	PageSize int
	// Progress, when set, is called after every page.
	Progress func(Checkpoint)
	// Metrics, when set, records moved and remaining memories per tenant.
	Metrics *metrics.Reembed
	// LockTTL bounds how long a killed job holds a user's lock (the
	// ingester's); 0 means DefaultLockTTL.
	LockTTL time.Duration
	// Pages counts the pages this run processed and Moved the memories it
	// moved (for tests and metrics).
	Pages, Moved int
}

// allStatuses are the statuses a job moves: every stored memory.
var allStatuses = []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}

// Run moves tenant's memories to j.Embedder, resuming from the checkpoint
// when it names the same tenant and embedder. It returns the final
// checkpoint.
func (j *Job) Run(ctx context.Context, tenant string) (Checkpoint, error) {
	if j.PageSize <= 0 {
		j.PageSize = 256
	}
	cp := Checkpoint{Tenant: tenant, EmbedderID: j.Embedder.ID()}
	if old, err := j.load(); err != nil {
		return cp, err
	} else if old != nil && old.Tenant == tenant && old.EmbedderID == cp.EmbedderID {
		cp = *old
	}
	remaining := -1
	if c := CounterOf(j.Vectors); c != nil {
		counts, err := c.EmbedderCounts(ctx)
		if err != nil {
			return cp, fmt.Errorf("reembed: count memories: %w", err)
		}
		remaining = Remaining(counts, tenant, cp.EmbedderID)
		j.Metrics.SetRemaining(tenant, remaining)
	}
	if cp.Done {
		if remaining <= 0 {
			cp.Remaining = remaining
			return cp, nil
		}
		// Memories of another embedder arrived after the job finished
		// (the embedder was switched back and forth): start over.
		cp = Checkpoint{Tenant: tenant, EmbedderID: j.Embedder.ID()}
	}
	cp.Remaining = remaining
	for {
		users, next, err := j.Users.Users(ctx, tenant, cp.UserCursor, 100)
		if err != nil {
			return cp, fmt.Errorf("reembed: list users: %w", err)
		}
		for _, u := range users {
			if cp.User != "" && (u < cp.User || u == cp.User && cp.After == userDone) {
				continue
			}
			if u != cp.User {
				cp.User, cp.After = u, ""
			}
			if err := j.user(ctx, &cp); err != nil {
				return cp, err
			}
		}
		if next == "" {
			break
		}
		cp.UserCursor = next
	}
	cp.Done = true
	return cp, j.save(cp)
}

// user moves the rest of cp.User's memories, page by page.
func (j *Job) user(ctx context.Context, cp *Checkpoint) error {
	f := store.Filter{TenantID: cp.Tenant, UserID: cp.User, AnyScope: true, Statuses: allStatuses}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		page, next, err := j.Vectors.List(ctx, f, cp.After, j.PageSize)
		if err != nil {
			return fmt.Errorf("reembed: list memories: %w", err)
		}
		moved, err := j.page(ctx, cp.Tenant, cp.User, page)
		if err != nil {
			return err
		}
		cp.Pages++
		j.Pages++
		j.Moved += moved
		cp.Moved += moved
		cp.Seen += len(page)
		if cp.Remaining >= 0 {
			cp.Remaining = max(cp.Remaining-moved, 0)
		}
		j.Metrics.Page(cp.Tenant, moved, cp.Remaining)
		if next == "" {
			// The user is finished: the next page starts at the next user.
			cp.After = userDone
		} else {
			cp.After = next
		}
		if err := j.save(*cp); err != nil {
			return err
		}
		if j.Progress != nil {
			j.Progress(*cp)
		}
		if next == "" {
			return nil
		}
	}
}

// page embeds the memories of page not yet of the new embedder, then
// writes them under the user's lock, re-reading them there so that a
// change made meanwhile by the ingester is kept (a memory whose content
// changed is embedded again, from its new content, under the lock). The
// lock is held for a read and a write only, so a killed job blocks the
// ingester for at most LockTTL.
func (j *Job) page(ctx context.Context, tenant, user string, page []memory.Memory) (int, error) {
	id := j.Embedder.ID()
	var ids, texts []string
	for _, m := range page {
		if m.EmbedderID != id {
			ids = append(ids, m.ID)
			texts = append(texts, m.Content)
		}
	}
	if len(ids) == 0 {
		return 0, nil
	}
	vecs, err := j.Embedder.Embed(ctx, texts)
	if err != nil {
		return 0, fmt.Errorf("reembed: embed: %w", err)
	}
	type embedded struct {
		content string
		vec     []float32
	}
	pre := make(map[string]embedded, len(ids))
	for i, mid := range ids {
		pre[mid] = embedded{texts[i], vecs[i]}
	}
	release, err := j.Locks.LockUsers(ctx, []string{j.UserKey(tenant, user)}, j.lockTTL())
	if err != nil {
		return 0, fmt.Errorf("reembed: lock user: %w", err)
	}
	defer release()
	cur, err := j.Vectors.Get(ctx, tenant, user, ids)
	if err != nil {
		return 0, fmt.Errorf("reembed: read memories: %w", err)
	}
	var todo []memory.Memory
	var again []int
	var againTexts []string
	for _, m := range cur {
		if m.EmbedderID == id {
			continue
		}
		if e, ok := pre[m.ID]; ok && e.content == m.Content {
			m.Vector = e.vec
		} else {
			again = append(again, len(todo))
			againTexts = append(againTexts, m.Content)
		}
		m.EmbedderID = id
		todo = append(todo, m)
	}
	if len(todo) == 0 {
		return 0, nil
	}
	if len(again) > 0 {
		vs, err := j.Embedder.Embed(ctx, againTexts)
		if err != nil {
			return 0, fmt.Errorf("reembed: embed: %w", err)
		}
		for k, i := range again {
			todo[i].Vector = vs[k]
		}
	}
	if err := j.Vectors.Upsert(ctx, todo); err != nil {
		return 0, fmt.Errorf("reembed: write memories: %w", err)
	}
	return len(todo), nil
}

// DefaultLockTTL bounds how long a killed job holds a user's lock.
const DefaultLockTTL = 10 * time.Second

func (j *Job) lockTTL() time.Duration {
	if j.LockTTL > 0 {
		return j.LockTTL
	}
	return DefaultLockTTL
}

func (j *Job) load() (*Checkpoint, error) {
	if j.CheckpointPath == "" {
		return nil, nil
	}
	b, err := os.ReadFile(j.CheckpointPath)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reembed: read checkpoint: %w", err)
	}
	var cp Checkpoint
	if err := json.Unmarshal(b, &cp); err != nil {
		return nil, fmt.Errorf("reembed: checkpoint %s: %w", j.CheckpointPath, err)
	}
	return &cp, nil
}

// save writes cp atomically (a temporary file renamed over the old one).
func (j *Job) save(cp Checkpoint) error {
	if j.CheckpointPath == "" {
		return nil
	}
	b, _ := json.Marshal(cp)
	tmp := j.CheckpointPath + ".tmp"
	if err := os.MkdirAll(filepath.Dir(tmp), 0o700); err != nil {
		return fmt.Errorf("reembed: checkpoint: %w", err)
	}
	f, err := os.Create(tmp)
	if err != nil {
		return fmt.Errorf("reembed: checkpoint: %w", err)
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return fmt.Errorf("reembed: checkpoint: %w", err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("reembed: checkpoint: %w", err)
	}
	f.Close()
	if err := os.Rename(tmp, j.CheckpointPath); err != nil {
		return fmt.Errorf("reembed: checkpoint: %w", err)
	}
	return nil
}
