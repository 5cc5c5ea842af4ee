package erase_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// subjectMsgs counts the messages of stream on subject.
func subjectMsgs(t *testing.T, js jetstream.JetStream, stream, subject string) int {
	t.Helper()
	ctx := context.Background()
	s, err := js.Stream(ctx, stream)
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.Info(ctx, jetstream.WithSubjectFilter(subject))
	if err != nil {
		t.Fatal(err)
	}
	return int(info.State.Subjects[subject])
}

// TestSweepKeepsTurnsAfterErasure is the sweep race: a user is erased, new
// turns for the user are published while no extractor runs, and a fact
// batch of a turn accepted before the erasure (an extraction in flight)
// arrives after it. The sweep removes that batch and keeps the new turns,
// which are new data; before it compared nothing, and all 10 were lost.
func TestSweepKeepsTurnsAfterErasure(t *testing.T) {
	for _, secure := range []bool{false, true} {
		t.Run(fmt.Sprintf("secure=%v", secure), func(t *testing.T) {
			ctx := context.Background()
			js := testutil.JetStream(t)
			st := openSQLite(t)
			er := erase.New(st, st, js, keyer, discard())
			er.SecureDelete = secure
			pub := events.NewPublisher(js, keyer)
			turn := func(id string) *events.Turn {
				return &events.Turn{TenantID: tenant, UserID: "victim", TurnID: id, TS: time.Now(),
					Messages: []events.Message{{Role: events.RoleUser, Content: "I live in Lisbon " + id}}}
			}
			if _, err := pub.PublishTurn(ctx, turn("before")); err != nil {
				t.Fatal(err)
			}
			acceptedBefore := time.Now()
			time.Sleep(5 * time.Millisecond)
			if _, err := er.EraseUser(ctx, tenant, "victim", "test"); err != nil {
				t.Fatal(err)
			}
			time.Sleep(5 * time.Millisecond)
			// The in-flight extraction's batch, published after the erasure.
			if err := pub.PublishFacts(ctx, &events.FactBatch{TenantID: tenant, UserID: "victim", TurnID: "before",
				ExtractorID: "x", TS: acceptedBefore, PublishedAt: acceptedBefore,
				Facts: []events.Fact{{Type: events.TypeFact, Content: "Lives in Lisbon", Confidence: 0.9, Importance: 0.5}}}); err != nil {
				t.Fatal(err)
			}
			for i := range 10 {
				if _, err := pub.PublishTurn(ctx, turn(fmt.Sprintf("after-%d", i))); err != nil {
					t.Fatal(err)
				}
			}
			// A batch of one of the new turns is new data too.
			if err := pub.PublishFacts(ctx, &events.FactBatch{TenantID: tenant, UserID: "victim", TurnID: "after-0",
				ExtractorID: "x", TS: time.Now(), PublishedAt: time.Now(),
				Facts: []events.Fact{{Type: events.TypeFact, Content: "Lives in Lisbon", Confidence: 0.9, Importance: 0.5}}}); err != nil {
				t.Fatal(err)
			}
			n, err := er.Sweep(ctx, 0)
			if err != nil {
				t.Fatal(err)
			}
			turns := subjectMsgs(t, js, events.StreamTurns, keyer.Subject(events.KindTurns, tenant, "victim"))
			facts := subjectMsgs(t, js, events.StreamFacts, keyer.Subject(events.KindFacts, tenant, "victim"))
			t.Logf("swept %d; kept %d turns and %d fact batches", n, turns, facts)
			if turns != 10 {
				t.Errorf("%d of the 10 turns published after the erasure are left", turns)
			}
			if n != 1 || facts != 1 {
				t.Errorf("swept %d messages, %d fact batches left: want the in-flight batch swept and the new one kept", n, facts)
			}
		})
	}
}
