package app_test

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/bench"
	"github.com/engram-memory/engram/internal/natsembed"
)

// A worker started while the JetStream API does not answer (here: the
// server on its URL has no JetStream until it is replaced by one that
// has) waits for it instead of exiting, and opens once it answers.
func TestOpenWaitsForJetStream(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	plain, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: port, NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go plain.Start()
	if !plain.ReadyForConnections(5 * time.Second) {
		t.Fatal("plain nats-server did not start")
	}
	cfg := bench.Config(t.TempDir())
	cfg.NATSURL = fmt.Sprintf("nats://127.0.0.1:%d", port)
	cfg.ShutdownTimeout = 2 * time.Second
	type opened struct {
		a   *app.App
		err error
	}
	done := make(chan opened, 1)
	go func() {
		a, err := app.Open(context.Background(), cfg, app.Options{Binary: "test", NoStores: true, Log: slog.New(slog.DiscardHandler)})
		done <- opened{a, err}
	}()
	select {
	case o := <-done:
		if o.a != nil {
			o.a.Close()
		}
		t.Fatalf("Open returned before JetStream answered: %v", o.err)
	case <-time.After(1500 * time.Millisecond):
	}
	plain.Shutdown()
	plain.WaitForShutdown()
	js, err := natsembed.Start(natsembed.Config{StoreDir: t.TempDir(), Listen: fmt.Sprintf("127.0.0.1:%d", port)})
	if err != nil {
		t.Fatal(err)
	}
	defer js.Stop()
	select {
	case o := <-done:
		if o.err != nil {
			t.Fatalf("Open after JetStream came up: %v", o.err)
		}
		o.a.Close()
	case <-time.After(60 * time.Second):
		t.Fatal("Open did not return within 60 s of JetStream answering")
	}
}
