package qdrantstore

import (
	"context"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/peer"

	"github.com/engram-memory/engram/internal/secure"
	"github.com/engram-memory/engram/internal/secure/securetest"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/storetest"
)

// newTLSRecorder is newRecorder serving gRPC over TLS only (certificate
// from ca), noting for every call whether it came over TLS and which
// api-key it carried.
func newTLSRecorder(t *testing.T, ca *securetest.CA) (*requestRecorder, func() (calls, tlsCalls int, keys map[string]int)) {
	t.Helper()
	pair := ca.Server(t, "qdrant")
	tc, err := secure.ServerTLS(pair.CertFile, pair.KeyFile, "")
	if err != nil {
		t.Fatal(err)
	}
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r := &requestRecorder{addr: lis.Addr().String(), collections: map[string]*qdrant.CreateCollection{}, points: map[string]*qdrant.PointStruct{}}
	var mu sync.Mutex
	calls, tlsCalls, keys := 0, 0, map[string]int{}
	note := func(ctx context.Context) {
		mu.Lock()
		defer mu.Unlock()
		calls++
		if p, ok := peer.FromContext(ctx); ok {
			if _, ok := p.AuthInfo.(credentials.TLSInfo); ok {
				tlsCalls++
			}
		}
		md, _ := metadata.FromIncomingContext(ctx)
		for _, k := range md.Get("api-key") {
			keys[k]++
		}
	}
	srv := grpc.NewServer(grpc.Creds(credentials.NewTLS(tc)),
		grpc.UnaryInterceptor(func(ctx context.Context, req any, _ *grpc.UnaryServerInfo, h grpc.UnaryHandler) (any, error) {
			note(ctx)
			return h(ctx, req)
		}))
	qdrant.RegisterPointsServer(srv, &recPoints{r: r})
	qdrant.RegisterCollectionsServer(srv, &recCollections{r: r})
	qdrant.RegisterQdrantServer(srv, &recQdrant{r: r})
	go func() { _ = srv.Serve(lis) }()
	t.Cleanup(srv.Stop)
	return r, func() (int, int, map[string]int) {
		mu.Lock()
		defer mu.Unlock()
		k := map[string]int{}
		for a, b := range keys {
			k[a] = b
		}
		return calls, tlsCalls, k
	}
}

func TestTLSAndAPIKeyOnRecorder(t *testing.T) {
	ca := securetest.NewCA(t)
	r, seen := newTLSRecorder(t, ca)
	tc, err := secure.ClientTLS(ca.CertFile, "", "", "")
	if err != nil {
		t.Fatal(err)
	}
	const key = "qdrant-api-key-zzzzzzzz"
	storetest.TestVectorStore(t, func(t *testing.T) store.VectorStore {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		s, err := New(ctx, Config{Addr: r.addr, APIKey: key, UseTLS: true, TLS: tc, Collection: "engram_test", Dims: testDims, Timeout: 5 * time.Second})
		if err != nil {
			t.Fatalf("New over TLS: %v", err)
		}
		t.Cleanup(func() { _ = s.Close() })
		return s
	})
	calls, tlsCalls, keys := seen()
	if calls == 0 || tlsCalls != calls || keys[key] != calls || len(keys) != 1 {
		t.Errorf("%d calls, %d over TLS, api keys %v", calls, tlsCalls, keys)
	}
	// Plain gRPC, or TLS trusting another CA, does not get through.
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if _, err := New(ctx, Config{Addr: r.addr, APIKey: key, Collection: "engram_test", Dims: testDims, Timeout: time.Second}); err == nil {
		t.Error("plain gRPC accepted")
	}
	other, _ := secure.ClientTLS(securetest.NewCA(t).CertFile, "", "", "")
	if _, err := New(ctx, Config{Addr: r.addr, APIKey: key, UseTLS: true, TLS: other, Collection: "engram_test", Dims: testDims, Timeout: time.Second}); err == nil {
		t.Error("TLS with an untrusted certificate accepted")
	}
}
