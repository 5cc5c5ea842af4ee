package faults

import (
	"testing"
	"time"
)

// TestRedisRestartMidRun runs the pipeline with its state (idempotency
// keys, user locks, profiles, tombstones) on a redis-server of its own
// (append-only file synced on every write) and kills Redis (SIGKILL)
// while turns are published, starting it again two seconds later. Every
// turn must become its memories exactly once: the idempotency keys
// survive the restart, so nothing applied before it is applied again.
func TestRedisRestartMidRun(t *testing.T) {
	t.Parallel()
	n, restarts, pace := size(1500, 10000), size(1, 3), size(6*time.Millisecond, 4*time.Millisecond)
	nodes := startNATS(t, 1)
	rd := startRedis(t)
	p := newPipeline(t, nodes[0].URL(), "--state-store", "redis", "--redis-url", rd.URL())
	ensureStreams(t, p.JS, 1)
	f := newFigures(t)
	ext, ing := p.worker("extractor"), p.worker("ingester")
	ext.startReady(t)
	ing.startReady(t)
	set := makeTurns("redis", n, 40)
	pub := publish(t, p.JS, p.Keyer, set, pace)
	for i := range restarts {
		want := int64(n * (i + 1) / (restarts + 1))
		waitFor(t, "turns published", 5*time.Minute, func() bool { return pub.published.Load() >= want })
		rd.kill()
		f.kill("redis-server")
		time.Sleep(2 * time.Second)
		rd.start()
		rd.waitUp(t)
	}
	pub.wait(t, 10*time.Minute)
	waitDrained(t, p.JS, n, 10*time.Minute)
	f.check(t, p.JS, p.SQLite, set)
	if !ext.running() || !ing.running() {
		t.Errorf("a worker exited while Redis restarted (extractor running %v, ingester running %v)", ext.running(), ing.running())
	}
}
