// Package pipeline samples the state of engram's pipeline from JetStream:
// for each stage (the extractor's consumer of ENGRAM_TURNS, the ingester's
// of ENGRAM_FACTS) the messages waiting, those handed out and not yet
// acknowledged, and the acknowledgement rate, plus the dead letters stored.
// It reads the streams' and consumers' state from the server, so it works
// whether the workers run in this process or elsewhere. A Sampler keeps a
// bounded history in memory (an hour at the default interval) for the
// inspector's pipeline view (GET /v1/pipeline).
package pipeline

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/pkg/events"
)

// Stage is one consumer of the pipeline.
type Stage struct {
	Name     string `json:"name"`
	Stream   string `json:"stream"`
	Consumer string `json:"consumer"`
}

// Stages are the pipeline's stages, in order.
var Stages = []Stage{
	{Name: "extract", Stream: events.StreamTurns, Consumer: events.ConsumerExtractor},
	{Name: "ingest", Stream: events.StreamFacts, Consumer: events.ConsumerIngester},
}

// StageSample is one stage at one time.
type StageSample struct {
	// Pending are the stream's messages not yet delivered to the consumer
	// (its lag); AckPending those delivered and not yet acknowledged.
	Pending    uint64 `json:"pending"`
	AckPending int    `json:"ack_pending"`
	// Acked is the stream sequence below which every message is
	// acknowledged; PerSecond its growth since the previous sample.
	Acked     uint64  `json:"acked_seq"`
	PerSecond float64 `json:"per_second"`
	// Missing is set when the consumer does not exist (yet).
	Missing bool `json:"missing,omitempty"`
}

// Sample is the pipeline at one time.
type Sample struct {
	At          time.Time              `json:"at"`
	Stages      map[string]StageSample `json:"stages"`
	DeadLetters uint64                 `json:"dead_letters"`
}

// Sampler samples the pipeline every Interval and keeps the last Capacity
// samples.
type Sampler struct {
	JS       jetstream.JetStream
	Interval time.Duration
	Capacity int

	mu      sync.Mutex
	samples []Sample // ring, oldest first once full
}

// DefaultInterval and DefaultCapacity keep an hour of history.
const (
	DefaultInterval = 10 * time.Second
	DefaultCapacity = 360
)

// Run samples until ctx is cancelled, first at once.
func (s *Sampler) Run(ctx context.Context) {
	every := s.Interval
	if every <= 0 {
		every = DefaultInterval
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		s.SampleOnce(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// SampleOnce takes one sample now and keeps it.
func (s *Sampler) SampleOnce(ctx context.Context) Sample {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	now := time.Now()
	smp := Sample{At: now, Stages: map[string]StageSample{}}
	prev, havePrev := s.last()
	for _, st := range Stages {
		var ss StageSample
		c, err := s.JS.Consumer(ctx, st.Stream, st.Consumer)
		if err == nil {
			var info *jetstream.ConsumerInfo
			if info, err = c.Info(ctx); err == nil {
				ss = StageSample{Pending: info.NumPending, AckPending: info.NumAckPending, Acked: info.AckFloor.Stream}
			}
		}
		if err != nil {
			ss.Missing = errors.Is(err, jetstream.ErrConsumerNotFound) || errors.Is(err, jetstream.ErrStreamNotFound)
		}
		if havePrev {
			if p, ok := prev.Stages[st.Name]; ok && ss.Acked >= p.Acked {
				if dt := now.Sub(prev.At).Seconds(); dt > 0 {
					ss.PerSecond = float64(ss.Acked-p.Acked) / dt
				}
			}
		}
		smp.Stages[st.Name] = ss
	}
	if str, err := s.JS.Stream(ctx, events.StreamDLQ); err == nil {
		smp.DeadLetters = str.CachedInfo().State.Msgs
	}
	s.keep(smp)
	return smp
}

func (s *Sampler) last() (Sample, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.samples) == 0 {
		return Sample{}, false
	}
	return s.samples[len(s.samples)-1], true
}

func (s *Sampler) keep(smp Sample) {
	s.mu.Lock()
	defer s.mu.Unlock()
	limit := s.Capacity
	if limit <= 0 {
		limit = DefaultCapacity
	}
	s.samples = append(s.samples, smp)
	if over := len(s.samples) - limit; over > 0 {
		s.samples = append(s.samples[:0], s.samples[over:]...)
	}
}

// History returns the kept samples, oldest first.
func (s *Sampler) History() []Sample {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Sample(nil), s.samples...)
}
