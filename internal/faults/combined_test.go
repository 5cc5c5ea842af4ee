package faults

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/pkg/events"
)

// replicated are the streams whose replica groups a rolling restart waits
// on: engram's three streams and the attempts bucket's stream.
var replicated = []string{events.StreamTurns, events.StreamFacts, events.StreamDLQ, "KV_" + events.AttemptsBucket}

// groupCurrent returns "" when a replica group has a leader and, with
// replicas > 0, every other of its replicas online and caught up with it,
// else what it lacks.
func groupCurrent(ci *jetstream.ClusterInfo, replicas int) string {
	if ci == nil || ci.Leader == "" {
		return "no leader"
	}
	if replicas == 0 {
		return ""
	}
	if len(ci.Replicas) != replicas-1 {
		return fmt.Sprintf("leader %s and %d replicas, want %d", ci.Leader, len(ci.Replicas), replicas-1)
	}
	for _, r := range ci.Replicas {
		if !r.Current || r.Offline {
			return fmt.Sprintf("replica %s current %v offline %v lag %d active %s", r.Name, r.Current, r.Offline, r.Lag, r.Active)
		}
	}
	return ""
}

// waitCurrent waits until the JetStream API answers and every stream of
// replicated and both durable consumers have a leader and, with replicas
// > 0, all their replicas caught up: so that the next node of a rolling
// restart can go down without taking a quorum with it, and so that a
// worker started next finds a cluster that answers (replicas 0, after a
// node is lost for good).
func waitCurrent(t *testing.T, js jetstream.JetStream, replicas int) {
	t.Helper()
	lacks := func() string {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		if _, err := js.AccountInfo(ctx); err != nil {
			return "JetStream API: " + err.Error()
		}
		for _, name := range replicated {
			s, err := js.Stream(ctx, name)
			if err != nil {
				return name + ": " + err.Error()
			}
			info, err := s.Info(ctx)
			if err != nil {
				return name + ": " + err.Error()
			}
			if why := groupCurrent(info.Cluster, replicas); why != "" {
				return name + ": " + why
			}
		}
		for _, c := range [][2]string{{events.StreamTurns, events.ConsumerExtractor}, {events.StreamFacts, events.ConsumerIngester}} {
			ci, ok := consumerInfo(js, c[0], c[1])
			if !ok {
				return c[1] + ": no answer"
			}
			if why := groupCurrent(ci.Cluster, replicas); why != "" {
				return c[1] + ": " + why
			}
		}
		return ""
	}
	deadline := time.Now().Add(3 * time.Minute)
	for {
		why := lacks()
		if why == "" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("replica groups not caught up after 3m: %s", why)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestLongProfileCombined is the long profile's one combined run: on a
// three-node NATS cluster (streams, consumers and the attempts bucket
// with three replicas) it first builds a backlog and puts each worker
// through five crash-loop cycles (SIGKILLed as soon as it is handed
// messages: the extractor on the turns, then the ingester on the fact
// batches), then publishes the remaining turns while it SIGKILLs each
// worker five times at random moments, restarts every NATS node one after
// the other (SIGKILL, started again on the same port and store) and
// finally loses one node for good (the leader of the turns stream,
// SIGKILLed and never started again). Every turn must become its memories
// exactly once, nothing unexpected may be stored and nothing may be
// dead-lettered. The short profile covers each of these faults in its own
// test, so this one runs only in the long profile.
func TestLongProfileCombined(t *testing.T) {
	if !long() {
		t.Skip("the combined run of every fault is the long profile's (ENGRAM_FAULT_LONG=1); the short profile runs each fault in its own test")
	}
	t.Parallel()
	const backlogTurns, liveTurns, cycles, killsEach = 2000, 8000, 5, 5
	const pace = 5 * time.Millisecond
	nodes := startNATS(t, 3)
	p := newPipeline(t, natsURLs(nodes), "--stream-replicas", "3")
	ensureStreams(t, p.JS, 3)
	f := newFigures(t)

	// The crash loops, on a backlog: the extractor first, then the
	// ingester on the fact batches the recovered extractor wrote.
	backlog := makeTurns("combined-backlog", backlogTurns, 50)
	publish(t, p.JS, p.Keyer, backlog, 0).wait(t, 10*time.Minute)
	ext, ing := p.worker("extractor"), p.worker("ingester")
	held, acked := p.crashLoop(t, f, ext, events.StreamTurns, events.ConsumerExtractor, cycles)
	f.add("extractor_held_at_crashloop_kills", held)
	f.add("extractor_acked_before_crashloop_kills", acked)
	t0 := time.Now()
	ext.startReady(t)
	waitFor(t, "backlog extracted", 15*time.Minute, func() bool {
		return settled(p.JS, events.StreamTurns, events.ConsumerExtractor)
	})
	f.add("extractor_recovery", time.Since(t0).Round(time.Second))
	held, acked = p.crashLoop(t, f, ing, events.StreamFacts, events.ConsumerIngester, cycles)
	f.add("ingester_held_at_crashloop_kills", held)
	f.add("ingester_acked_before_crashloop_kills", acked)
	ing.startReady(t)

	// The live run: turns published while the workers are killed, every
	// node restarted in turn and then one node lost.
	live := makeTurns("combined-live", liveTurns, 40)
	pub := publish(t, p.JS, p.Keyer, live, pace)
	rng := rand.New(rand.NewPCG(2, uint64(time.Now().UnixNano())))
	var plan []string
	for range killsEach {
		plan = append(plan, "extractor", "ingester")
	}
	rng.Shuffle(len(plan), func(i, j int) { plan[i], plan[j] = plan[j], plan[i] })
	// The rolling restart a third of the way in, the node loss two thirds.
	plan = append(plan[:3], append([]string{"rolling-restart"}, plan[3:]...)...)
	plan = append(plan[:8], append([]string{"node-loss"}, plan[8:]...)...)
	heldAtKill := map[string]int{}
	afterPublishing := 0
	for i, ev := range plan {
		want := int64(liveTurns * (i + 1) / (len(plan) + 1))
		waitFor(t, "turns published", 10*time.Minute, func() bool { return pub.published.Load() >= want })
		if pub.published.Load() >= liveTurns {
			afterPublishing++
		}
		switch ev {
		case "extractor", "ingester":
			w, stream, cons := ext, events.StreamTurns, events.ConsumerExtractor
			if ev == "ingester" {
				w, stream, cons = ing, events.StreamFacts, events.ConsumerIngester
			}
			heldAtKill[ev] += p.heldBy(stream, cons)
			w.kill()
			f.kill(ev)
			w.startReady(t)
		case "rolling-restart":
			for _, n := range nodes {
				waitCurrent(t, p.JS, 3)
				n.restart(t, 2*time.Second)
				f.kill("nats-node-restart")
			}
			waitCurrent(t, p.JS, 3)
		case "node-loss":
			waitCurrent(t, p.JS, 3)
			lost := streamLeader(t, p, nodes, events.StreamTurns)
			lost.kill()
			f.kill("nats-node-lost")
			f.add("lost_node", lost.Name)
			waitCurrent(t, p.JS, 0)
		}
	}
	pub.wait(t, 15*time.Minute)
	f.add("publish_retries", pub.retries.Load())
	f.add("held_at_kill_extractor", heldAtKill["extractor"])
	f.add("held_at_kill_ingester", heldAtKill["ingester"])
	f.add("faults_after_publishing", afterPublishing)
	f.add("order", strings.Join(plan, ","))
	waitDrained(t, p.JS, backlogTurns+liveTurns, 30*time.Minute)
	f.check(t, p.JS, p.SQLite, backlog, live)
	if !ext.running() || !ing.running() {
		t.Errorf("a worker exited (extractor running %v, ingester running %v)", ext.running(), ing.running())
	}
}
