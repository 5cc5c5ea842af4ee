package faults

import (
	"context"
	"testing"
	"time"

	"github.com/engram-memory/engram/pkg/events"
)

// TestNATSRestartMidStream kills the nats-server (SIGKILL; JetStream's
// file store on disk) while turns are published and both workers run,
// and starts it again on the same port and store two seconds later. The
// workers reconnect on their own; every turn must become its memories and
// nothing may be dead-lettered.
func TestNATSRestartMidStream(t *testing.T) {
	t.Parallel()
	n, restarts, pace := size(1500, 10000), size(1, 2), size(6*time.Millisecond, 4*time.Millisecond)
	nodes := startNATS(t, 1)
	p := newPipeline(t, nodes[0].URL())
	ensureStreams(t, p.JS, 1)
	f := newFigures(t)
	ext, ing := p.worker("extractor"), p.worker("ingester")
	ext.startReady(t)
	ing.startReady(t)
	set := makeTurns("natsrestart", n, 40)
	pub := publish(t, p.JS, p.Keyer, set, pace)
	for i := range restarts {
		want := int64(n * (i + 1) / (restarts + 1))
		waitFor(t, "turns published", 5*time.Minute, func() bool { return pub.published.Load() >= want })
		nodes[0].restart(t, 2*time.Second)
		f.kill("nats-server")
	}
	pub.wait(t, 10*time.Minute)
	f.add("publish_retries", pub.retries.Load())
	waitDrained(t, p.JS, n, 10*time.Minute)
	f.check(t, p.JS, p.SQLite, set)
	if !ext.running() || !ing.running() {
		t.Errorf("a worker exited while NATS restarted (extractor running %v, ingester running %v)", ext.running(), ing.running())
	}
}

// streamLeader returns the node that leads stream's replica group.
func streamLeader(t *testing.T, p *pipeline, nodes []*natsNode, stream string) *natsNode {
	t.Helper()
	var leader *natsNode
	waitFor(t, stream+" has a leader", time.Minute, func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		s, err := p.JS.Stream(ctx, stream)
		if err != nil {
			return false
		}
		info, err := s.Info(ctx)
		if err != nil || info.Cluster == nil {
			return false
		}
		for _, nd := range nodes {
			if nd.Name == info.Cluster.Leader {
				leader = nd
			}
		}
		return leader != nil
	})
	return leader
}

// TestClusterNodeLossMidStream runs the pipeline on a three-node NATS
// cluster (three nats-server processes routed on loopback; streams and
// the attempts bucket with three replicas; the workers' --nats-url lists
// all three) and kills the node that leads the turns stream (SIGKILL)
// while turns are published, starting it again three seconds later.
// Every turn must become its memories and nothing may be dead-lettered.
func TestClusterNodeLossMidStream(t *testing.T) {
	t.Parallel()
	n, losses, pace := size(1500, 10000), size(1, 2), size(6*time.Millisecond, 4*time.Millisecond)
	nodes := startNATS(t, 3)
	p := newPipeline(t, natsURLs(nodes), "--stream-replicas", "3")
	ensureStreams(t, p.JS, 3)
	f := newFigures(t)
	ext, ing := p.worker("extractor"), p.worker("ingester")
	ext.startReady(t)
	ing.startReady(t)
	set := makeTurns("cluster", n, 40)
	pub := publish(t, p.JS, p.Keyer, set, pace)
	for i := range losses {
		want := int64(n * (i + 1) / (losses + 1))
		waitFor(t, "turns published", 5*time.Minute, func() bool { return pub.published.Load() >= want })
		leader := streamLeader(t, p, nodes, events.StreamTurns)
		f.add("killed", leader.Name)
		leader.restart(t, 3*time.Second)
		f.kill("nats-node")
	}
	pub.wait(t, 10*time.Minute)
	f.add("publish_retries", pub.retries.Load())
	waitDrained(t, p.JS, n, 10*time.Minute)
	f.check(t, p.JS, p.SQLite, set)
	if !ext.running() || !ing.running() {
		t.Errorf("a worker exited while a NATS node was down (extractor running %v, ingester running %v)", ext.running(), ing.running())
	}
}
