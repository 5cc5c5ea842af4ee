package e2e_test

import (
	"context"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// TestForgetMeIntent: a user says "forget me" in a turn; the extractor
// emits a ForgetIntent{All}, and the ingester, with the eraser set, erases
// the whole user: memories, state and the user's messages in every stream
// (the forget-me turn itself included), leaving only the tombstone and
// the content-free audit trail. A turn published afterwards is new data.
func TestForgetMeIntent(t *testing.T) {
	for _, b := range erBackends() {
		t.Run(b.name, func(t *testing.T) {
			prefix := ""
			if b.redis {
				prefix = testutil.RedisPrefix(t)
			}
			e := erStart(t, t.TempDir(), erOptions{backend: b, prefix: prefix})
			t0 := time.Now().Add(-time.Hour)
			e.publish(victimTurns(20, t0))
			e.publish(otherTurns(t0))
			e.publishPoison(erVictim, "Zorbleck")
			e.waitIdle()
			if e.memories(erVictim) == 0 {
				t.Fatal("setup: no memories")
			}
			otherMems := e.memories(erOther)
			e.publish([]*events.Turn{{TenantID: erTenant, UserID: erVictim, TurnID: "forget-me", TS: time.Now(),
				Messages: []events.Message{{Role: events.RoleUser, Content: "Please forget me."}}}})
			e.waitIdle()
			if n := e.memories(erVictim); n != 0 {
				t.Errorf("%d memories left after a forget-me intent", n)
			}
			if n := e.memories(erOther); n != otherMems {
				t.Errorf("other user has %d memories, had %d", n, otherMems)
			}
			if _, err := e.eraser.Sweep(context.Background(), 0); err != nil {
				t.Fatal(err)
			}
			f := residue(e.scanAll(needles(erVictim, victimCanaries)), erKeyer.UserKey(erTenant, erVictim))
			if n := total(f); n != 0 {
				t.Errorf("%d traces of the user after a forget-me intent: %v", n, f)
			}
			// New data after the erasure is kept.
			e.publish([]*events.Turn{{TenantID: erTenant, UserID: erVictim, TurnID: "after", TS: time.Now(),
				Messages: []events.Message{{Role: events.RoleUser, Content: "I live in Lisbon."}}}})
			e.waitIdle()
			if n := e.memories(erVictim); n != 1 {
				t.Errorf("%d memories from a turn after the erasure, want 1", n)
			}
		})
	}
}
