package events

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// AttemptsBucket is the JetStream key-value bucket in which the consumer
// loop counts how often it started to process a redelivered message.
//
// JetStream counts deliveries, not attempts: a worker that crashes (or is
// killed) holding messages it had pulled but not started costs each of
// them a delivery. The consumers therefore never give up on a message
// (MaxDeliver unlimited); the loop decides instead, from the attempts it
// recorded itself: a message whose attempts reach Loop.MaxDeliver is
// dead-lettered ("deliveries exhausted" when the last attempt never
// finished: a poison pill that crashes the worker), and innocent messages
// of a crash loop are processed once the worker recovers.
const AttemptsBucket = "ENGRAM_ATTEMPTS"

// ensureAttempts creates the attempts bucket if it is missing.
func ensureAttempts(ctx context.Context, js jetstream.JetStream, o StreamOptions) error {
	if _, err := js.KeyValue(ctx, AttemptsBucket); err == nil {
		return nil
	} else if !errors.Is(err, jetstream.ErrBucketNotFound) {
		return fmt.Errorf("look up bucket %s: %w", AttemptsBucket, err)
	}
	storage := jetstream.FileStorage
	if o.MemoryStorage {
		storage = jetstream.MemoryStorage
	}
	_, err := js.CreateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket: AttemptsBucket, Description: "engram: started attempts of redelivered messages",
		History: 1, TTL: o.MaxAge, Storage: storage, Replicas: o.Replicas,
	})
	if err != nil && !errors.Is(err, jetstream.ErrBucketExists) {
		return fmt.Errorf("create bucket %s: %w", AttemptsBucket, err)
	}
	return nil
}

// attempt is one delivery of a message as the loop sees it.
type attempt struct {
	// n is the attempt this delivery starts (1 for a first delivery).
	n int
	// delivered is JetStream's delivery count.
	delivered uint64
	// key is the message's key in the attempts bucket ("" for a first
	// delivery, which is not recorded).
	key string
	// exhausted is set when the message must not be started again: its
	// earlier attempts reached the limit without finishing.
	exhausted bool
	// unknown is set when the bucket did not answer: the message is put
	// back for later (Loop.process) rather than judged by its delivery
	// count, which counts the kills of workers that held it unstarted.
	unknown bool
}

// unknownAttemptsFactor bounds how long a redelivered message waits for an
// attempts bucket that does not answer: past this many times MaxDeliver
// deliveries it is judged by its delivery count after all.
const unknownAttemptsFactor = 4

// attemptsRetryDelay is how long a message whose attempts could not be
// read waits before it is delivered again.
const attemptsRetryDelay = 2 * time.Second

// unknownAttempt is the attempt on a message whose attempts the bucket could not
// say (a cluster losing a node, a restart): not started now, unless its
// deliveries are far past the limit.
func (l *Loop) unknownAttempt(a attempt) attempt {
	a.key, a.n = "", int(a.delivered)
	if a.n > unknownAttemptsFactor*l.maxDeliver() {
		a.exhausted = true
		return a
	}
	a.unknown = true
	return a
}

// suspect reports whether m was delivered before: a crash, an expired ack
// wait or a retry. Suspects are processed one at a time, apart from the
// others, so that a message that crashes the worker costs an attempt to
// no other.
func suspect(m jetstream.Msg) bool {
	md, err := m.Metadata()
	return err == nil && md.NumDelivered > 1
}

// begin records the start of an attempt on m. A first delivery costs
// nothing; a redelivery reads and increments its count in the attempts
// bucket. A loop without JetStream counts deliveries as attempts; when
// the bucket is missing or does not answer, the attempt is unknown
// (unknownAttempt) and the message waits for it.
func (l *Loop) begin(ctx context.Context, m jetstream.Msg) attempt {
	md, err := m.Metadata()
	if err != nil {
		return attempt{n: 1, delivered: 1}
	}
	a := attempt{n: int(md.NumDelivered), delivered: md.NumDelivered}
	if md.NumDelivered <= 1 {
		return a
	}
	if l.JS == nil {
		a.exhausted = a.n > l.maxDeliver()
		return a
	}
	kv := l.attempts(ctx)
	if kv == nil {
		return l.unknownAttempt(a)
	}
	a.key = md.Stream + "." + strconv.FormatUint(md.Sequence.Stream, 10)
	kctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	started := 0
	e, err := kv.Get(kctx, a.key)
	switch {
	case err == nil:
		started, _ = strconv.Atoi(string(e.Value()))
	case !errors.Is(err, jetstream.ErrKeyNotFound):
		return l.unknownAttempt(a)
	}
	// The first delivery counts as an attempt whether or not it started.
	a.n = started + 2
	if a.n > l.maxDeliver() {
		a.exhausted = true
		return a
	}
	if _, err := kv.Put(kctx, a.key, []byte(strconv.Itoa(started+1))); err != nil {
		return l.unknownAttempt(a)
	}
	return a
}

// attemptsLookupEvery is how often a loop without its attempts bucket
// looks it up again.
const attemptsLookupEvery = time.Second

// attempts returns the attempts bucket, looking it up when the loop has
// none yet (at most once per attemptsLookupEvery): a worker started while
// its cluster loses a node finds it once the cluster answers again. It
// returns nil when the loop has no JetStream (then deliveries count as
// attempts) or the lookup fails.
func (l *Loop) attempts(ctx context.Context) jetstream.KeyValue {
	l.kvMu.Lock()
	defer l.kvMu.Unlock()
	if l.kv != nil || l.JS == nil || time.Since(l.kvTried) < attemptsLookupEvery {
		return l.kv
	}
	kctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	kv, err := l.JS.KeyValue(kctx, AttemptsBucket)
	if err != nil {
		l.kvTried = time.Now()
		if !l.kvWarned {
			l.kvWarned = true
			l.logger().Warn("attempts bucket unavailable: redelivered messages wait for it", "stage", l.Stage, "bucket", AttemptsBucket, "err", err)
		}
		return nil
	}
	l.kv = kv
	return kv
}

// bucket returns the attempts bucket the loop holds, nil for none.
func (l *Loop) bucket() jetstream.KeyValue {
	l.kvMu.Lock()
	defer l.kvMu.Unlock()
	return l.kv
}

// logger returns the loop's logger.
func (l *Loop) logger() *slog.Logger {
	if l.Logger != nil {
		return l.Logger
	}
	return slog.Default()
}

// finish forgets a's record once its message is settled for good.
func (l *Loop) finish(ctx context.Context, a attempt) {
	kv := l.bucket()
	if a.key == "" || kv == nil {
		return
	}
	kctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	_ = kv.Purge(kctx, a.key)
}
