package main

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// TestDLQCommands: a turn published straight to NATS without ts is
// dead-lettered; `engram dlq ls` lists it, `show` prints its payload,
// `replay` publishes it again (and, still invalid, it is dead-lettered
// again under a new sequence).
func TestDLQCommands(t *testing.T) {
	s := startServe(t, t.TempDir())
	nc, err := nats.Connect(s.natsURL, nats.Token(s.natsToken))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := js.Publish(ctx, "engram.turns.acme.cliuser", []byte(`{"tenant_id":"acme","user_id":"cli","turn_id":"cli-no-ts","messages":[{"role":"user","content":"hello dlq"}]}`)); err != nil {
		t.Fatal(err)
	}
	dlq := func(sub string, seqs ...string) (int, string, string) {
		var out, errb bytes.Buffer
		args := append([]string{"dlq", sub, "--addr", s.addr, "--tenant", "acme"}, seqs...)
		code := run(args, strings.NewReader(""), &out, &errb)
		return code, out.String(), errb.String()
	}
	var ls string
	waitFor(t, "dead letter listed", 10*time.Second, func() bool {
		_, ls, _ = dlq("ls")
		return strings.Contains(ls, "cli-no-ts")
	})
	m := regexp.MustCompile(`(?m)^(\d+)\s+extract\s+turns\s+cli-no-ts`).FindStringSubmatch(ls)
	if m == nil {
		t.Fatalf("dlq ls output:\n%s", ls)
	}
	if code, out, errs := dlq("show", m[1]); code != 0 || !strings.Contains(out, "hello dlq") || !strings.Contains(out, `"reason"`) {
		t.Fatalf("dlq show %s: %d\n%s%s", m[1], code, out, errs)
	}
	if code, out, errs := dlq("replay", m[1]); code != 0 || !strings.Contains(out, "replayed "+m[1]+" to engram.turns.acme.cliuser") {
		t.Fatalf("dlq replay: %d\n%s%s", code, out, errs)
	}
	waitFor(t, "replayed turn dead-lettered again", 10*time.Second, func() bool {
		_, ls, _ = dlq("ls")
		m2 := regexp.MustCompile(`(?m)^(\d+)\s+extract\s+turns\s+cli-no-ts`).FindStringSubmatch(ls)
		return m2 != nil && m2[1] != m[1]
	})
	if code, _, errs := dlq("show", m[1]); code != 1 || !strings.Contains(errs, "404") {
		t.Errorf("show of a replayed dead letter: %d %s, want 404", code, errs)
	}
	if code, _, _ := dlq("bogus"); code != 2 {
		t.Errorf("unknown subcommand: exit %d, want 2", code)
	}
}
