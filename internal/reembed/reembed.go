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
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// Vectors is what the job needs of the vector store.
type Vectors interface {
	List(ctx context.Context, f store.Filter, cursor string, limit int) ([]memory.Memory, string, error)
	Get(ctx context.Context, tenant, user string, ids []string) ([]memory.Memory, error)
	Upsert(ctx context.Context, mems []memory.Memory) error
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
	// Pages counts the pages this run processed (for tests and metrics).
	Pages int
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
		if cp.Done {
			return cp, nil
		}
	}
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
		cp.Moved += moved
		cp.Seen += len(page)
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

// page embeds the memories of page not yet of the new embedder and writes
// them under the user's lock, re-reading them there so that a change made
// meanwhile by the ingester is kept (and re-embedded from its new content).
func (j *Job) page(ctx context.Context, tenant, user string, page []memory.Memory) (int, error) {
	id := j.Embedder.ID()
	var ids []string
	for _, m := range page {
		if m.EmbedderID != id {
			ids = append(ids, m.ID)
		}
	}
	if len(ids) == 0 {
		return 0, nil
	}
	release, err := j.Locks.LockUsers(ctx, []string{j.UserKey(tenant, user)}, time.Minute)
	if err != nil {
		return 0, fmt.Errorf("reembed: lock user: %w", err)
	}
	defer release()
	cur, err := j.Vectors.Get(ctx, tenant, user, ids)
	if err != nil {
		return 0, fmt.Errorf("reembed: read memories: %w", err)
	}
	var todo []memory.Memory
	var texts []string
	for _, m := range cur {
		if m.EmbedderID != id {
			todo = append(todo, m)
			texts = append(texts, m.Content)
		}
	}
	if len(todo) == 0 {
		return 0, nil
	}
	vecs, err := j.Embedder.Embed(ctx, texts)
	if err != nil {
		return 0, fmt.Errorf("reembed: embed: %w", err)
	}
	for i := range todo {
		todo[i].Vector, todo[i].EmbedderID = vecs[i], id
	}
	if err := j.Vectors.Upsert(ctx, todo); err != nil {
		return 0, fmt.Errorf("reembed: write memories: %w", err)
	}
	return len(todo), nil
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
