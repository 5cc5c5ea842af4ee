package testutil

import (
	"context"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/pkg/events"
)

// JetStream starts an in-process nats-server with JetStream stored in a
// temporary directory, connects to it and creates engram's streams; all of
// it stops when the test ends.
func JetStream(t testing.TB) jetstream.JetStream {
	t.Helper()
	srv, err := natsembed.Start(natsembed.Config{StoreDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	nc, err := srv.Connect("test")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	if err := events.EnsureStreams(context.Background(), js, events.StreamOptions{}); err != nil {
		t.Fatal(err)
	}
	return js
}
