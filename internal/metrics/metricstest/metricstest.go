// Package metricstest provides helpers for tests of metrics: every engram
// metric present in a registry's output, and a counter of store operations.
package metricstest

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"time"

	"github.com/engram-memory/engram/internal/metrics"
)

// TouchAll records one sample on every metric of m (at least one series per
// vector), so that Gather on its registry returns every metric family.
func TouchAll(m *metrics.Metrics) {
	m.SetBuildInfo("test", "dev")
	m.SetConsumerState("ENGRAM_TURNS", "extractor", 3, 1)
	m.Processed(metrics.StageExtract)
	m.Failed(metrics.StageIngest, metrics.ReasonStore)
	m.DeadLettered(metrics.StageIngest, metrics.ReasonExhausted)
	m.FactKept(metrics.ExtractorRules, "preference")
	m.FactDropped(metrics.ExtractorLLM, metrics.DropInjection)
	m.ObserveLLM("tenant-a", metrics.LLMChat, 300*time.Millisecond, nil, 120, 40)
	m.ObserveStore(metrics.BackendQdrant, metrics.OpSearch, 2*time.Millisecond, nil)
	m.ObserveStore(metrics.BackendRedis, metrics.OpCAS, time.Millisecond, errors.New("x"))
	m.Decision(metrics.DecisionMerge)
	m.PII("email", 1)
	m.ObserveRecall(metrics.TransportHTTP, 3*time.Millisecond)
	m.Degraded(metrics.DegradedLexicalOnly)
	m.ObserveFreshness(time.Now().Add(-50 * time.Millisecond))
	m.ForgetAction(metrics.ActionExpired, 2)
	m.ObserveErasure(metrics.EraseUser, 40*time.Millisecond)
	m.ForgetterRan(time.Now())
	m.SetMemories(metrics.StatusActive, 10)
	m.LLMInFlight(1)
	m.LLMQueued(10 * time.Millisecond)
	m.LLMThrottled("rpm")
	m.Screen("call")
	h := m.InstrumentHTTP("POST /v1/recall", http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, "/v1/recall", nil))
}

// StoreOps is an instrumented.Observer that counts store operations by
// "backend/op", for tests that check what was recorded.
type StoreOps struct {
	mu  sync.Mutex
	ops map[string]int
}

// ObserveStore counts one operation.
func (s *StoreOps) ObserveStore(backend, op string, _ time.Duration, _ error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ops == nil {
		s.ops = map[string]int{}
	}
	s.ops[backend+"/"+op]++
}

// Count returns how many operations op of backend were observed.
func (s *StoreOps) Count(backend, op string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ops[backend+"/"+op]
}

// String lists the counts, for failure messages.
func (s *StoreOps) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return fmt.Sprint(s.ops)
}
