package events_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/pkg/events"
)

// TestDeadLetterAtPayloadLimit: messages at the server's payload limit (and
// just under and over the point where the dead letter's headers no longer
// fit) are refused by the handler; each lands in the dead-letter stream,
// whole when it fits and otherwise by reference (stream, sequence, size,
// digest, first bytes) with the reason saying so. Without the reference a
// dead letter above the limit is refused by the server and the message is
// never dead-lettered.
func TestDeadLetterAtPayloadLimit(t *testing.T) {
	js := startJS(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	limit := int(js.Conn().MaxPayload())
	sizes := []int{100, limit - 4096, limit - 600, limit - 64, limit}
	keyer := events.NewKeyer([]byte("s"))
	subj := map[int]string{}
	sums := map[string][32]byte{}
	for i, n := range sizes {
		s := keyer.Subject(events.KindTurns, "acme", fmt.Sprintf("big%d", i))
		body := bytes.Repeat([]byte{'a' + byte(i)}, n)
		if _, err := js.Publish(ctx, s, body); err != nil {
			t.Fatalf("publish %d bytes: %v", n, err)
		}
		subj[n] = s
		sums[s] = sha256.Sum256(body)
	}
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, "big", events.ConsumerOptions{AckWait: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	loop := &events.Loop{Stage: "extract", JS: js, Consumer: cons}
	lctx, lcancel := context.WithCancel(ctx)
	defer lcancel()
	go func() {
		_ = loop.Run(lctx, events.Each(events.HandlerFunc(func(context.Context, jetstream.Msg) error {
			return fmt.Errorf("turn too large: %w", events.ErrInvalid)
		})))
	}()
	dlq, err := js.Stream(ctx, events.StreamDLQ)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range sizes {
		s := subj[n]
		var m *jetstream.RawStreamMsg
		for deadline := time.Now().Add(20 * time.Second); ; {
			m, err = dlq.GetLastMsgForSubject(ctx, events.DLQSubject("extract", s))
			if err == nil {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("message of %d bytes (limit %d) not dead-lettered: %v", n, limit, err)
			}
			time.Sleep(50 * time.Millisecond)
		}
		h := m.Header
		reason := h.Get(events.HeaderReason)
		if !strings.Contains(reason, "turn too large") {
			t.Errorf("%d bytes: reason %q lost the cause", n, reason)
		}
		if h.Get(events.HeaderAccepted) == "" {
			t.Errorf("%d bytes: no %s header", n, events.HeaderAccepted)
		}
		sum := sums[s]
		if len(m.Data) == n {
			if sha256.Sum256(m.Data) != sum || h.Get(events.HeaderOrigDigest) != "" {
				t.Errorf("%d bytes: whole dead letter differs or claims a reference", n)
			}
			t.Logf("%d bytes: dead-lettered whole", n)
			continue
		}
		want := "sha256:" + hex.EncodeToString(sum[:])
		if h.Get(events.HeaderOrigDigest) != want || h.Get(events.HeaderOrigSize) != strconv.Itoa(n) ||
			h.Get(events.HeaderOrigStream) != events.StreamTurns || h.Get(events.HeaderOrigSeq) == "" {
			t.Errorf("%d bytes: reference headers %v", n, h)
		}
		if !strings.Contains(reason, "kept by reference") || !strings.Contains(reason, want) {
			t.Errorf("%d bytes: reason %q does not say the original is kept by reference", n, reason)
		}
		seq, _ := strconv.ParseUint(h.Get(events.HeaderOrigSeq), 10, 64)
		orig, err := js.Stream(ctx, events.StreamTurns)
		if err != nil {
			t.Fatal(err)
		}
		om, err := orig.GetMsg(ctx, seq)
		if err != nil || sha256.Sum256(om.Data) != sum || !bytes.HasPrefix(om.Data, m.Data) {
			t.Errorf("%d bytes: the reference does not lead to the original (%v)", n, err)
		}
		t.Logf("%d bytes: dead-lettered by reference, %d bytes kept", n, len(m.Data))
	}
}
