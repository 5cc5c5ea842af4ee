package redisstore

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// persistWait bounds how long ScrubPersisted waits for the rewrites it
// started; what is not done by then is reported incomplete (the eraser
// retries in the background).
const persistWait = 30 * time.Second

// ScrubPersisted rewrites Redis' persistence files after an erasure so
// that the erased values do not stay readable on disk: deleting a key
// leaves its value in the append-only file (every write is logged) and in
// the last RDB dump until the next rewrite or save. On every master it
// starts BGREWRITEAOF when the append-only file is on and BGSAVE when RDB
// snapshots are configured (or cannot be ruled out), and waits for them.
// complete is false when a rewrite or save that began before the erasure
// is still running (it may hold the erased values) or when they do not
// finish within persistWait; the caller tries again later. The eraser
// calls it only with secure delete (erase.Eraser.SecureDelete): each call
// forks the server.
func (s *Store) ScrubPersisted(ctx context.Context) (complete bool, err error) {
	if cc, ok := s.c.(*redis.ClusterClient); ok {
		var mu sync.Mutex
		complete = true
		err = cc.ForEachMaster(ctx, func(ctx context.Context, c *redis.Client) error {
			ok, err := scrubPersisted(ctx, c)
			mu.Lock()
			complete = complete && ok
			mu.Unlock()
			return err
		})
		return complete && err == nil, err
	}
	return scrubPersisted(ctx, s.c)
}

// persistence is what INFO persistence says of the rewrites and saves.
type persistence map[string]string

func readPersistence(ctx context.Context, c redis.Cmdable) (persistence, error) {
	info, err := c.Info(ctx, "persistence").Result()
	if err != nil {
		return nil, fmt.Errorf("redis INFO persistence: %w", err)
	}
	p := persistence{}
	for _, line := range strings.Split(info, "\n") {
		if k, v, ok := strings.Cut(strings.TrimSpace(line), ":"); ok {
			p[k] = v
		}
	}
	return p, nil
}

// busy reports whether a rewrite or save is running or scheduled.
func (p persistence) busy() bool {
	return p["aof_rewrite_in_progress"] == "1" || p["aof_rewrite_scheduled"] == "1" || p["rdb_bgsave_in_progress"] == "1"
}

// persistClient is a client of one server (or of whichever server takes
// the commands: a failover client's master).
type persistClient interface {
	redis.Cmdable
	Do(ctx context.Context, args ...any) *redis.Cmd
}

func scrubPersisted(ctx context.Context, c persistClient) (bool, error) {
	p, err := readPersistence(ctx, c)
	if err != nil {
		return false, err
	}
	if p.busy() {
		// Begun before the erasure, perhaps: its file may hold the
		// erased values. Try again once it is done.
		return false, nil
	}
	aof := p["aof_enabled"] == "1"
	rdb := true
	if save, err := c.ConfigGet(ctx, "save").Result(); err == nil {
		rdb = strings.TrimSpace(save["save"]) != ""
	}
	if aof {
		if err := c.BgRewriteAOF(ctx).Err(); err != nil {
			if strings.Contains(err.Error(), "in progress") {
				return false, nil
			}
			return false, fmt.Errorf("redis BGREWRITEAOF: %w", err)
		}
	}
	if rdb {
		// SCHEDULE: run it after the AOF rewrite just started.
		if err := c.Do(ctx, "BGSAVE", "SCHEDULE").Err(); err != nil {
			if strings.Contains(err.Error(), "in progress") {
				return false, nil
			}
			return false, fmt.Errorf("redis BGSAVE: %w", err)
		}
	}
	if !aof && !rdb {
		return true, nil
	}
	deadline := time.Now().Add(persistWait)
	for {
		p, err := readPersistence(ctx, c)
		if err != nil {
			return false, err
		}
		if !p.busy() {
			if aof && p["aof_last_bgrewrite_status"] != "ok" {
				return false, fmt.Errorf("redis BGREWRITEAOF failed (aof_last_bgrewrite_status %s)", p["aof_last_bgrewrite_status"])
			}
			if rdb && p["rdb_last_bgsave_status"] != "ok" {
				return false, fmt.Errorf("redis BGSAVE failed (rdb_last_bgsave_status %s)", p["rdb_last_bgsave_status"])
			}
			return true, nil
		}
		if time.Now().After(deadline) {
			return false, nil
		}
		select {
		case <-ctx.Done():
			return false, ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}
