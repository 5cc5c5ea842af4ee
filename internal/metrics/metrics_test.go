package metrics_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/metrics/metricstest"
)

// wantNames is the documented set of engram metric families.
var wantNames = []string{
	"engram_build_info",
	"engram_consumer_ack_pending_messages",
	"engram_consumer_lag_messages",
	"engram_erasure_duration_seconds",
	"engram_extraction_facts_dropped_total",
	"engram_extraction_facts_kept_total",
	"engram_extraction_screened_total",
	"engram_forgetter_actions_total",
	"engram_forgetter_last_run_timestamp_seconds",
	"engram_freshness_lag_seconds",
	"engram_http_request_duration_seconds",
	"engram_http_requests_total",
	"engram_ingest_decisions_total",
	"engram_llm_calls_in_flight",
	"engram_llm_queue_wait_seconds",
	"engram_llm_request_duration_seconds",
	"engram_llm_throttled_total",
	"engram_llm_tokens_total",
	"engram_memories",
	"engram_messages_dead_lettered_total",
	"engram_messages_failed_total",
	"engram_messages_processed_total",
	"engram_pii_masked_total",
	"engram_recall_degraded_total",
	"engram_recall_duration_seconds",
	"engram_store_operation_duration_seconds",
}

// value returns the value of the single counter or gauge c collects.
// (client_golang's testutil is not used: it pulls in an extra module.)
func value(t *testing.T, c prometheus.Collector) float64 {
	t.Helper()
	ch := make(chan prometheus.Metric, 2)
	c.Collect(ch)
	close(ch)
	if len(ch) != 1 {
		t.Fatalf("collector yields %d metrics, want 1", len(ch))
	}
	var pb dto.Metric
	if err := (<-ch).Write(&pb); err != nil {
		t.Fatal(err)
	}
	switch {
	case pb.Counter != nil:
		return pb.Counter.GetValue()
	case pb.Gauge != nil:
		return pb.Gauge.GetValue()
	}
	t.Fatal("not a counter or gauge")
	return 0
}

// count returns how many series c collects.
func count(c prometheus.Collector) int {
	ch := make(chan prometheus.Metric, 64)
	go func() { c.Collect(ch); close(ch) }()
	n := 0
	for range ch {
		n++
	}
	return n
}

func gather(t *testing.T, reg *prometheus.Registry) map[string]*dto.MetricFamily {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatalf("gather: %v", err)
	}
	out := make(map[string]*dto.MetricFamily, len(mfs))
	for _, mf := range mfs {
		out[mf.GetName()] = mf
	}
	return out
}

func TestAllMetricsRegisterAndGather(t *testing.T) {
	reg := metrics.NewRegistry()
	m := metrics.New(reg)
	metricstest.TouchAll(m)

	fams := gather(t, reg)
	var got []string
	for name := range fams {
		if strings.HasPrefix(name, "engram_") {
			got = append(got, name)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, wantNames) {
		t.Errorf("engram metric families:\n got %v\nwant %v", got, wantNames)
	}
	if _, ok := fams["go_goroutines"]; !ok {
		t.Error("NewRegistry: Go collector missing")
	}

	// No label may carry a user identity.
	for name, mf := range fams {
		if !strings.HasPrefix(name, "engram_") {
			continue
		}
		for _, mt := range mf.GetMetric() {
			for _, lp := range mt.GetLabel() {
				if strings.Contains(lp.GetName(), "user") || lp.GetName() == "subject" {
					t.Errorf("%s has forbidden label %q", name, lp.GetName())
				}
			}
		}
	}

	if v := value(t, m.LLMTokens.WithLabelValues("tenant-a", metrics.LLMChat, metrics.TokensPrompt)); v != 120 {
		t.Errorf("prompt tokens = %v, want 120", v)
	}
	if v := value(t, m.HTTPRequests.WithLabelValues("POST /v1/recall", "200")); v != 1 {
		t.Errorf("http requests = %v, want 1", v)
	}
	if v := value(t, m.ConsumerLag.WithLabelValues("ENGRAM_TURNS", "extractor")); v != 3 {
		t.Errorf("consumer lag = %v, want 3", v)
	}
}

func TestFreshRegistriesAreIndependent(t *testing.T) {
	for range 2 {
		reg := prometheus.NewRegistry()
		m := metrics.New(reg)
		m.Processed(metrics.StageIngest)
		if v := value(t, m.MessagesProcessed.WithLabelValues(metrics.StageIngest)); v != 1 {
			t.Fatalf("processed = %v, want 1", v)
		}
	}
}

func TestZeroInitialisedCounters(t *testing.T) {
	reg := prometheus.NewRegistry()
	metrics.New(reg)
	fams := gather(t, reg)
	dl := fams["engram_messages_dead_lettered_total"]
	if want := len(metrics.Stages) * len(metrics.Reasons); len(dl.GetMetric()) != want {
		t.Errorf("dead-letter series before any event = %d, want %d", len(dl.GetMetric()), want)
	}
	if n := len(fams["engram_forgetter_actions_total"].GetMetric()); n != len(metrics.Actions) {
		t.Errorf("forgetter action series = %d, want %d", n, len(metrics.Actions))
	}
}

func TestTenantLabelCap(t *testing.T) {
	tl := metrics.NewTenantLabel(3)
	for i, want := range []string{"a", "b", "c", metrics.OtherTenant, metrics.OtherTenant} {
		name := string(rune('a' + i))
		if got := tl.Label(name); got != want {
			t.Errorf("Label(%q) = %q, want %q", name, got, want)
		}
	}
	// Admitted tenants keep their value.
	if got := tl.Label("b"); got != "b" {
		t.Errorf("Label(b) after cap = %q", got)
	}
	for _, bad := range []string{"", strings.Repeat("x", 65), "\xff\xfe"} {
		if got := metrics.NewTenantLabel(10).Label(bad); got != metrics.OtherTenant {
			t.Errorf("Label(%q) = %q, want other", bad, got)
		}
	}
	if metrics.NewTenantLabel(0).Limit() != metrics.DefaultTenantLimit {
		t.Error("default limit not applied")
	}
}

func TestTenantLabelConcurrent(t *testing.T) {
	tl := metrics.NewTenantLabel(50)
	var wg sync.WaitGroup
	var mu sync.Mutex
	distinct := map[string]bool{}
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				l := tl.Label(fmt.Sprintf("t%d", (i*7+g)%200))
				mu.Lock()
				distinct[l] = true
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	delete(distinct, metrics.OtherTenant)
	if len(distinct) != 50 {
		t.Errorf("distinct admitted tenants = %d, want 50", len(distinct))
	}
}

func TestLLMTenantCardinalityCapped(t *testing.T) {
	reg := prometheus.NewRegistry()
	m := metrics.NewWithTenantLimit(reg, 5)
	for i := range 40 {
		m.ObserveLLM(fmt.Sprintf("tenant-%d", i), metrics.LLMChat, time.Second, nil, 10, 5)
	}
	fams := gather(t, reg)
	tenants := map[string]bool{}
	for _, mt := range fams["engram_llm_request_duration_seconds"].GetMetric() {
		for _, lp := range mt.GetLabel() {
			if lp.GetName() == "tenant" {
				tenants[lp.GetValue()] = true
			}
		}
	}
	if len(tenants) != 6 || !tenants[metrics.OtherTenant] {
		t.Errorf("tenant label values = %v, want 5 tenants + other", tenants)
	}
	if v := value(t, m.LLMTokens.WithLabelValues(metrics.OtherTenant, metrics.LLMChat, metrics.TokensPrompt)); v != 35*10 {
		t.Errorf("other tenant prompt tokens = %v, want 350", v)
	}
}

func TestUnknownLabelValuesBecomeOther(t *testing.T) {
	reg := prometheus.NewRegistry()
	m := metrics.New(reg)
	m.Failed("bogus-stage", "connection refused to 10.0.0.1")
	if v := value(t, m.MessagesFailed.WithLabelValues(metrics.Other, metrics.Other)); v != 1 {
		t.Errorf("normalised failure = %v, want 1", v)
	}
	m.ObserveStore("mongodb", "drop table", time.Millisecond, nil)
	if n := count(m.StoreOpDuration); n != 1 {
		t.Errorf("store series = %d, want 1", n)
	}
	m.ForgetAction("vaporised", 1)
	if v := value(t, m.ForgetterActions.WithLabelValues(metrics.Other)); v != 1 {
		t.Errorf("other action = %v", v)
	}
}

func TestNilMetricsIsNoop(t *testing.T) {
	var m *metrics.Metrics
	metricstest.TouchAll(m) // must not panic
	m.StoreTimer(metrics.BackendSQLite, metrics.OpGet)(nil)
}

func TestHandlerServesMetrics(t *testing.T) {
	reg := metrics.NewRegistry()
	m := metrics.New(reg)
	metricstest.TouchAll(m)
	srv := httptest.NewServer(metrics.Handler(reg))
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
	for _, name := range wantNames {
		if !strings.Contains(string(body), name) {
			t.Errorf("/metrics output lacks %s", name)
		}
	}
}

func TestObserveOutcome(t *testing.T) {
	reg := prometheus.NewRegistry()
	m := metrics.New(reg)
	m.ObserveOutcome(metrics.StageIngest, metrics.OutcomeAcked, "")
	m.ObserveOutcome(metrics.StageIngest, metrics.OutcomeRetried, metrics.ReasonTemporary)
	m.ObserveOutcome(metrics.StageIngest, metrics.OutcomeDeadLettered, metrics.ReasonExhausted)
	for _, c := range []struct {
		c    prometheus.Collector
		want float64
	}{
		{m.MessagesProcessed.WithLabelValues(metrics.StageIngest), 1},
		{m.MessagesFailed.WithLabelValues(metrics.StageIngest, metrics.ReasonTemporary), 1},
		{m.MessagesDeadLettered.WithLabelValues(metrics.StageIngest, metrics.ReasonExhausted), 1},
	} {
		if v := value(t, c.c); v != c.want {
			t.Errorf("got %v, want %v", v, c.want)
		}
	}
}
