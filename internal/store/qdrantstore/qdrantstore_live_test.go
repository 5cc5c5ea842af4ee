package qdrantstore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/storetest"
)

// TestLiveContractSuite runs the VectorStore contract suite against a live
// Qdrant at QDRANT_URL ("host:6334", gRPC; QDRANT_API_KEY optional) in a
// collection of its own, dropped afterwards. Without QDRANT_URL it skips.
func TestLiveContractSuite(t *testing.T) {
	addr := os.Getenv("QDRANT_URL")
	if addr == "" {
		t.Skip("QDRANT_URL not set: live Qdrant contract suite not run")
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	coll := "engram_test_" + hex.EncodeToString(b[:])
	cfg := Config{
		Addr:       addr,
		APIKey:     os.Getenv("QDRANT_API_KEY"),
		Collection: coll,
		Dims: map[string]int{
			storetest.VectorEmbedderID:      storetest.VectorDims,
			storetest.VectorOtherEmbedderID: storetest.VectorDims,
		},
	}
	storetest.TestVectorStore(t, func(t *testing.T) store.VectorStore {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		s, err := New(ctx, cfg)
		if err != nil {
			t.Fatalf("New: %v", err)
		}
		t.Cleanup(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if err := s.client.DeleteCollection(ctx, coll); err != nil {
				t.Errorf("drop collection %s: %v", coll, err)
			}
			_ = s.Close()
		})
		return s
	})
}
