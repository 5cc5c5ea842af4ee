package faults

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/engram-memory/engram/pkg/events"
)

// size picks the short or the long profile's value.
func size[T any](short, long_ T) T {
	if long() {
		return long_
	}
	return short
}

// heldBy returns how many messages of consumer are delivered and not yet
// acknowledged (what a worker killed now would hold).
func (p *pipeline) heldBy(stream, consumer string) int {
	ci, _ := consumerInfo(p.JS, stream, consumer)
	return ci.NumAckPending
}

// TestSIGKILLWorkersWhilePublishing kills the extractor and the ingester
// (SIGKILL: no drain, no nak) at random moments while turns are being
// published, restarting each at once, and checks that every turn becomes
// exactly one memory and nothing is dead-lettered. What a killed worker
// held comes back after its consumer's ack wait (20s for turns here, 30s
// for fact batches) and its user locks after their TTL (30s).
func TestSIGKILLWorkersWhilePublishing(t *testing.T) {
	n, killsEach, pace := size(1200, 10000), size(2, 6), size(8*time.Millisecond, 4*time.Millisecond)
	nodes := startNATS(t, 1)
	p := newPipeline(t, nodes[0].URL())
	ensureStreams(t, p.JS, 1)
	f := newFigures(t)
	ext, ing := p.worker("extractor"), p.worker("ingester")
	ext.startReady(t)
	ing.startReady(t)
	set := makeTurns("kill", n, 40)
	pub := publish(t, p.JS, p.Keyer, set, pace)

	rng := rand.New(rand.NewPCG(1, uint64(time.Now().UnixNano())))
	held := map[string]int{}
	// Spread the kills over the publishing time: one every span/(2·kills),
	// jittered, alternating the workers in a random order.
	span := time.Duration(n) * pace
	gap := span / time.Duration(2*killsEach+1)
	order := []*worker{}
	for range killsEach {
		order = append(order, ext, ing)
	}
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	for _, w := range order {
		time.Sleep(gap/2 + time.Duration(rng.Int64N(int64(gap))))
		stream, cons := events.StreamTurns, events.ConsumerExtractor
		if w == ing {
			stream, cons = events.StreamFacts, events.ConsumerIngester
		}
		held[w.name] += p.heldBy(stream, cons)
		w.kill()
		f.kill(w.name)
		w.startReady(t)
	}
	pub.wait(t, 10*time.Minute)
	f.add("published_during_kills", pub.published.Load())
	f.add("publish_retries", pub.retries.Load())
	f.add("held_at_kill_extractor", held["extractor"])
	f.add("held_at_kill_ingester", held["ingester"])
	waitDrained(t, p.JS, n, 10*time.Minute)
	f.check(t, p.JS, p.SQLite, set)
}
