package locomo

import (
	"context"
	"os"
	"testing"

	"github.com/engram-memory/engram/internal/recall"
)

// TestExperimentVariants compares recaller settings on a real LoCoMo file
// named by LOCOMO_DATA (skipped otherwise; it takes minutes).
func TestExperimentVariants(t *testing.T) {
	path := os.Getenv("LOCOMO_DATA")
	if path == "" {
		t.Skip("LOCOMO_DATA not set")
	}
	variants := map[string]recall.Config{
		"default": {},
		"lexical": {DenseShare: -1},
		"dense":   {DenseShare: 1},
		"rrf":     {Fusion: "rrf"},
		"rrf3":    {Fusion: "rrf", DenseShare: 0.3},
		"lin3":    {DenseShare: 0.3},
	}
	for name, cfg := range variants {
		if v := os.Getenv("LOCOMO_VARIANT"); v != "" && v != name {
			continue
		}
		res, err := RunFile(context.Background(), path, Options{Ks: []int{5, 10, 25}, Budget: -1, Recall: cfg})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%-10s R@5 %.1f R@10 %.1f R@25 %.1f  (%.1fs)", name, res.Recall["5"]["overall"], res.Recall["10"]["overall"], res.Recall["25"]["overall"], res.QuerySeconds)
	}
}
