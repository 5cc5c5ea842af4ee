// Package metrics defines every Prometheus metric engram exports, once, for
// all binaries.
//
// Metrics are registered on a caller-supplied prometheus.Registerer (never the
// global default registry), so each binary owns its registry and each test can
// use a fresh one:
//
//	reg := metrics.NewRegistry()         // engram metrics + Go and process collectors
//	m := metrics.New(reg)
//	mux.Handle("/metrics", metrics.Handler(reg))
//
// All metric names start with "engram_". Label values come from small fixed
// sets (see labels.go) or, for "tenant", from a TenantLabel limiter; no label
// ever carries a user id, a user key, a memory id or free text.
//
// The helper methods (ObserveLLM, ObserveStore, ...) normalise label values
// and are safe to call on a nil *Metrics (they do nothing), so code under test
// can run without metrics.
package metrics

import (
	"net/http"
	"runtime"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Namespace is the prefix of every engram metric name.
const Namespace = "engram"

// Known JetStream streams and durable consumers (labels "stream" and
// "consumer" on the consumer gauges).
var (
	Streams   = []string{"ENGRAM_TURNS", "ENGRAM_FACTS", "ENGRAM_DLQ"}
	Consumers = []string{"extractor", "ingester"}
)

// Histogram buckets, in seconds.
var (
	// FastBuckets suit in-process work measured in (sub-)milliseconds:
	// recall (5 ms p99 target on the embedded default) and HTTP requests.
	FastBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5}
	// StoreBuckets suit a single store round trip, local or networked.
	StoreBuckets = []float64{.0001, .00025, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5}
	// LLMBuckets suit calls to a model endpoint.
	LLMBuckets = []float64{.05, .1, .25, .5, 1, 2.5, 5, 10, 20, 30, 60, 120}
	// FreshnessBuckets suit publish-to-recallable lag, which spans from
	// milliseconds (rules extractor, embedded stores) to minutes (LLM
	// extractor under backlog).
	FreshnessBuckets = []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600}
	// ErasureBuckets suit a whole erasure across every store and stream.
	ErasureBuckets = []float64{.01, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 300}
)

// Metrics holds every engram metric. Binaries use the subset that applies to
// them; the rest stay at zero (or absent, for vectors never touched).
type Metrics struct {
	// Tenants caps the cardinality of the "tenant" label. Always pass tenant
	// ids through Tenants.Label (the helper methods do).
	Tenants *TenantLabel

	// BuildInfo is always 1; labels binary, version, go_version.
	// engram_build_info
	BuildInfo *prometheus.GaugeVec

	// ConsumerLag is the number of messages in the stream not yet delivered
	// to the durable consumer (JetStream num_pending); labels stream,
	// consumer. engram_consumer_lag_messages
	ConsumerLag *prometheus.GaugeVec
	// ConsumerAckPending is the number of messages delivered to the consumer
	// and not yet acknowledged; labels stream, consumer.
	// engram_consumer_ack_pending_messages
	ConsumerAckPending *prometheus.GaugeVec

	// MessagesProcessed counts messages handled successfully and acked;
	// label stage. engram_messages_processed_total
	MessagesProcessed *prometheus.CounterVec
	// MessagesFailed counts failed processing attempts (the message may be
	// redelivered and succeed later); labels stage, reason.
	// engram_messages_failed_total
	MessagesFailed *prometheus.CounterVec
	// MessagesDeadLettered counts messages published to ENGRAM_DLQ; labels
	// stage, reason. engram_messages_dead_lettered_total
	MessagesDeadLettered *prometheus.CounterVec

	// FactsKept counts extracted facts published to ENGRAM_FACTS; labels
	// extractor (rules|llm), type. engram_extraction_facts_kept_total
	FactsKept *prometheus.CounterVec
	// FactsDropped counts extracted candidate facts that were not published;
	// labels extractor, reason (threshold, injection, ...).
	// engram_extraction_facts_dropped_total
	FactsDropped *prometheus.CounterVec

	// LLMRequestDuration is the latency of calls to the model endpoint;
	// labels tenant (capped), operation (chat|embed), outcome (ok|error).
	// engram_llm_request_duration_seconds
	LLMRequestDuration *prometheus.HistogramVec
	// LLMTokens counts tokens reported by the model endpoint; labels tenant
	// (capped), operation, kind (prompt|completion). engram_llm_tokens_total
	LLMTokens *prometheus.CounterVec
	// Flow holds the LLM extractor's flow metrics (calls in flight, queue
	// wait, throttling, screening).
	Flow *LLMFlow

	// StoreOpDuration is the latency of one store operation; labels backend
	// (sqlite|qdrant|redis|nats), op, outcome (ok|error).
	// engram_store_operation_duration_seconds
	StoreOpDuration *prometheus.HistogramVec

	// IngestDecisions counts reconciliation outcomes in the ingester; label
	// decision (add|merge|supersede|noop). engram_ingest_decisions_total
	IngestDecisions *prometheus.CounterVec
	// PIIMasked counts PII occurrences masked before storage or embedding;
	// label kind. engram_pii_masked_total
	PIIMasked *prometheus.CounterVec

	// RecallDuration is the end-to-end latency of a recall; label transport
	// (http|mcp|inprocess). engram_recall_duration_seconds
	RecallDuration *prometheus.HistogramVec
	// RecallDegraded counts recalls answered in a degraded mode because a
	// store was unavailable; label mode. engram_recall_degraded_total
	RecallDegraded *prometheus.CounterVec

	// FreshnessLag is the time from a turn's publication to its memories
	// being recallable (observed by the ingester after the write), in
	// seconds; no labels. engram_freshness_lag_seconds
	FreshnessLag prometheus.Histogram

	// ForgetterActions counts memories acted on by the forgetter and by
	// erasure requests; label action (expired, decayed, archived, deleted,
	// capped, erased). engram_forgetter_actions_total
	ForgetterActions *prometheus.CounterVec
	// ErasureDuration is the time to complete one erasure request across
	// every store and stream; label scope (memory|intent|user).
	// engram_erasure_duration_seconds
	ErasureDuration *prometheus.HistogramVec
	// ForgetterLastRun is the Unix time of the last completed forgetter run.
	// engram_forgetter_last_run_timestamp_seconds
	ForgetterLastRun prometheus.Gauge

	// Memories is the number of stored memories per status, as last counted
	// (by the forgetter); label status (active|superseded|archived).
	// engram_memories
	Memories *prometheus.GaugeVec

	// HTTPRequests counts HTTP requests served by the recaller; labels route
	// (the registered pattern, never the raw path), code.
	// engram_http_requests_total
	HTTPRequests *prometheus.CounterVec
	// HTTPRequestDuration is the latency of HTTP requests; label route.
	// engram_http_request_duration_seconds
	HTTPRequestDuration *prometheus.HistogramVec
}

// New creates every engram metric, registers them on reg and returns them.
// It panics if a metric is already registered on reg (a programming error:
// call New once per registry). Counters whose labels come from fixed sets
// are initialised to zero so dashboards and rate() see them before the first
// event.
func New(reg prometheus.Registerer) *Metrics {
	return NewWithTenantLimit(reg, DefaultTenantLimit)
}

// NewWithTenantLimit is New with a custom cap on distinct tenant label values.
func NewWithTenantLimit(reg prometheus.Registerer, tenantLimit int) *Metrics {
	m := &Metrics{
		Tenants: NewTenantLabel(tenantLimit),

		BuildInfo: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "build_info",
			Help: "Always 1; labels describe the running binary.",
		}, []string{"binary", "version", "go_version"}),

		ConsumerLag: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "consumer_lag_messages",
			Help: "Messages in the stream not yet delivered to the durable consumer (JetStream num_pending).",
		}, []string{"stream", "consumer"}),
		ConsumerAckPending: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "consumer_ack_pending_messages",
			Help: "Messages delivered to the durable consumer and not yet acknowledged.",
		}, []string{"stream", "consumer"}),

		MessagesProcessed: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "messages_processed_total",
			Help: "Messages processed successfully and acknowledged, by pipeline stage.",
		}, []string{"stage"}),
		MessagesFailed: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "messages_failed_total",
			Help: "Failed processing attempts (the message may be redelivered), by stage and reason class.",
		}, []string{"stage", "reason"}),
		MessagesDeadLettered: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "messages_dead_lettered_total",
			Help: "Messages published to the dead-letter stream, by stage and reason class.",
		}, []string{"stage", "reason"}),

		FactsKept: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "extraction_facts_kept_total",
			Help: "Extracted facts kept and published, by extractor kind and fact type.",
		}, []string{"extractor", "type"}),
		FactsDropped: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "extraction_facts_dropped_total",
			Help: "Extracted candidate facts dropped, by extractor kind and reason.",
		}, []string{"extractor", "reason"}),

		LLMRequestDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "llm_request_duration_seconds",
			Help:    "Latency of requests to the model endpoint, by tenant (capped), operation and outcome.",
			Buckets: LLMBuckets,
		}, []string{"tenant", "operation", "outcome"}),
		LLMTokens: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "llm_tokens_total",
			Help: "Tokens reported by the model endpoint, by tenant (capped), operation and kind.",
		}, []string{"tenant", "operation", "kind"}),

		StoreOpDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "store_operation_duration_seconds",
			Help:    "Latency of store operations, by backend, operation and outcome.",
			Buckets: StoreBuckets,
		}, []string{"backend", "op", "outcome"}),

		IngestDecisions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "ingest_decisions_total",
			Help: "Reconciliation decisions taken by the ingester for incoming facts.",
		}, []string{"decision"}),
		PIIMasked: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "pii_masked_total",
			Help: "PII occurrences masked before storage or embedding, by kind.",
		}, []string{"kind"}),

		RecallDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "recall_duration_seconds",
			Help:    "End-to-end recall latency, by transport.",
			Buckets: FastBuckets,
		}, []string{"transport"}),
		RecallDegraded: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "recall_degraded_total",
			Help: "Recalls answered in a degraded mode because a store was unavailable, by mode.",
		}, []string{"mode"}),

		FreshnessLag: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "freshness_lag_seconds",
			Help:    "Time from a turn's publication to its memories being recallable.",
			Buckets: FreshnessBuckets,
		}),

		ForgetterActions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "forgetter_actions_total",
			Help: "Memories acted on by the forgetter and erasure requests, by action.",
		}, []string{"action"}),
		ErasureDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "erasure_duration_seconds",
			Help:    "Time to complete an erasure request across every store and stream, by scope.",
			Buckets: ErasureBuckets,
		}, []string{"scope"}),
		ForgetterLastRun: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "forgetter_last_run_timestamp_seconds",
			Help: "Unix time of the last completed forgetter run.",
		}),

		Memories: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "memories",
			Help: "Stored memories by status, as last counted.",
		}, []string{"status"}),

		HTTPRequests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "http_requests_total",
			Help: "HTTP requests served, by route pattern and status code.",
		}, []string{"route", "code"}),
		HTTPRequestDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "http_request_duration_seconds",
			Help:    "HTTP request latency, by route pattern.",
			Buckets: FastBuckets,
		}, []string{"route"}),
	}
	m.Flow = newLLMFlow()
	reg.MustRegister(m.collectors()...)
	reg.MustRegister(m.Flow.collectors()...)
	m.initZero()
	return m
}

func (m *Metrics) collectors() []prometheus.Collector {
	return []prometheus.Collector{
		m.BuildInfo, m.ConsumerLag, m.ConsumerAckPending,
		m.MessagesProcessed, m.MessagesFailed, m.MessagesDeadLettered,
		m.FactsKept, m.FactsDropped, m.LLMRequestDuration, m.LLMTokens,
		m.StoreOpDuration, m.IngestDecisions, m.PIIMasked,
		m.RecallDuration, m.RecallDegraded, m.FreshnessLag,
		m.ForgetterActions, m.ErasureDuration, m.ForgetterLastRun,
		m.Memories, m.HTTPRequests, m.HTTPRequestDuration,
	}
}

// initZero creates the fixed-label counter series at zero.
func (m *Metrics) initZero() {
	for _, s := range Stages {
		m.MessagesProcessed.WithLabelValues(s)
		for _, r := range Reasons {
			m.MessagesFailed.WithLabelValues(s, r)
			m.MessagesDeadLettered.WithLabelValues(s, r)
		}
	}
	for _, e := range Extractors {
		for _, r := range DropReasons {
			m.FactsDropped.WithLabelValues(e, r)
		}
	}
	for _, d := range Decisions {
		m.IngestDecisions.WithLabelValues(d)
	}
	for _, a := range Actions {
		m.ForgetterActions.WithLabelValues(a)
	}
	for _, md := range DegradedModes {
		m.RecallDegraded.WithLabelValues(md)
	}
}

// NewRegistry returns a fresh registry with the Go runtime and process
// collectors registered, ready for New and Handler.
func NewRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return reg
}

// Handler serves the metrics gathered from g (normally the *prometheus.Registry
// passed to New) in the Prometheus text or OpenMetrics format.
func Handler(g prometheus.Gatherer) http.Handler {
	return promhttp.HandlerFor(g, promhttp.HandlerOpts{
		ErrorHandling:     promhttp.ContinueOnError,
		EnableOpenMetrics: true,
	})
}

// SetBuildInfo sets engram_build_info for this binary (e.g. "recaller").
func (m *Metrics) SetBuildInfo(binary, version string) {
	if m == nil {
		return
	}
	m.BuildInfo.WithLabelValues(binary, version, runtime.Version()).Set(1)
}

// SetConsumerState records a durable consumer's lag (num_pending) and
// ack-pending count. Unknown stream or consumer names are reported as "other".
func (m *Metrics) SetConsumerState(stream, consumer string, pending, ackPending uint64) {
	if m == nil {
		return
	}
	s, c := oneOf(stream, Streams), oneOf(consumer, Consumers)
	m.ConsumerLag.WithLabelValues(s, c).Set(float64(pending))
	m.ConsumerAckPending.WithLabelValues(s, c).Set(float64(ackPending))
}

// Processed counts one message processed and acked at stage.
func (m *Metrics) Processed(stage string) {
	if m == nil {
		return
	}
	m.MessagesProcessed.WithLabelValues(oneOf(stage, Stages)).Inc()
}

// Failed counts one failed processing attempt at stage.
func (m *Metrics) Failed(stage, reason string) {
	if m == nil {
		return
	}
	m.MessagesFailed.WithLabelValues(oneOf(stage, Stages), oneOf(reason, Reasons)).Inc()
}

// DeadLettered counts one message sent to the dead-letter stream from stage.
func (m *Metrics) DeadLettered(stage, reason string) {
	if m == nil {
		return
	}
	m.MessagesDeadLettered.WithLabelValues(oneOf(stage, Stages), oneOf(reason, Reasons)).Inc()
}

// Consumer-loop outcomes, as reported by pkg/events.Loop's Observe hook.
const (
	OutcomeAcked        = "acked"
	OutcomeRetried      = "retried"
	OutcomeDeadLettered = "dead_lettered"
)

// ObserveOutcome maps one consumer-loop outcome to the message counters:
// acked → processed, retried → failed, dead_lettered → dead-lettered. Its
// shape fits pkg/events.Loop.Observe:
//
//	loop.Observe = func(stage string, o events.Outcome, reason string) {
//		m.ObserveOutcome(stage, string(o), reason)
//	}
func (m *Metrics) ObserveOutcome(stage, outcome, reason string) {
	switch outcome {
	case OutcomeAcked:
		m.Processed(stage)
	case OutcomeRetried:
		m.Failed(stage, reason)
	case OutcomeDeadLettered:
		m.DeadLettered(stage, reason)
	}
}

// FactKept counts one extracted fact of factType kept by extractor.
func (m *Metrics) FactKept(extractor, factType string) {
	if m == nil {
		return
	}
	m.FactsKept.WithLabelValues(oneOf(extractor, Extractors), oneOf(factType, FactTypes)).Inc()
}

// FactDropped counts one extracted candidate fact dropped for reason.
func (m *Metrics) FactDropped(extractor, reason string) {
	if m == nil {
		return
	}
	m.FactsDropped.WithLabelValues(oneOf(extractor, Extractors), oneOf(reason, DropReasons)).Inc()
}

// ObserveLLM records one call to the model endpoint: its latency, outcome
// (err == nil or not) and the tokens it reported. operation is LLMChat or
// LLMEmbed; tenant goes through the cardinality cap.
func (m *Metrics) ObserveLLM(tenant, operation string, d time.Duration, err error, promptTokens, completionTokens int) {
	if m == nil {
		return
	}
	t := m.Tenants.Label(tenant)
	op := oneOf(operation, []string{LLMChat, LLMEmbed})
	m.LLMRequestDuration.WithLabelValues(t, op, outcome(err)).Observe(d.Seconds())
	if promptTokens > 0 {
		m.LLMTokens.WithLabelValues(t, op, TokensPrompt).Add(float64(promptTokens))
	}
	if completionTokens > 0 {
		m.LLMTokens.WithLabelValues(t, op, TokensCompletion).Add(float64(completionTokens))
	}
}

// ObserveStore records one store operation's latency and outcome.
func (m *Metrics) ObserveStore(backend, op string, d time.Duration, err error) {
	if m == nil {
		return
	}
	m.StoreOpDuration.WithLabelValues(oneOf(backend, Backends), oneOf(op, StoreOps), outcome(err)).Observe(d.Seconds())
}

// StoreTimer starts timing a store operation; call the returned function
// with the operation's error when it ends:
//
//	done := m.StoreTimer(metrics.BackendRedis, metrics.OpCAS)
//	err := ...
//	done(err)
func (m *Metrics) StoreTimer(backend, op string) func(error) {
	start := time.Now()
	return func(err error) { m.ObserveStore(backend, op, time.Since(start), err) }
}

// Decision counts one ingester reconciliation decision.
func (m *Metrics) Decision(decision string) {
	if m == nil {
		return
	}
	m.IngestDecisions.WithLabelValues(oneOf(decision, Decisions)).Inc()
}

// PII counts n masked occurrences of PII of kind.
func (m *Metrics) PII(kind string, n int) {
	if m == nil || n <= 0 {
		return
	}
	m.PIIMasked.WithLabelValues(oneOf(kind, PIIKinds)).Add(float64(n))
}

// ObserveRecall records one recall's latency over transport.
func (m *Metrics) ObserveRecall(transport string, d time.Duration) {
	if m == nil {
		return
	}
	m.RecallDuration.WithLabelValues(oneOf(transport, Transports)).Observe(d.Seconds())
}

// Degraded counts one recall answered in a degraded mode.
func (m *Metrics) Degraded(mode string) {
	if m == nil {
		return
	}
	m.RecallDegraded.WithLabelValues(oneOf(mode, DegradedModes)).Inc()
}

// ObserveFreshness records the lag from a turn's publication time to now,
// when its memories have become recallable. Negative lags (clock skew) are
// recorded as zero.
func (m *Metrics) ObserveFreshness(published time.Time) {
	if m == nil {
		return
	}
	m.FreshnessLag.Observe(max(time.Since(published).Seconds(), 0))
}

// ForgetAction counts n memories acted on with action.
func (m *Metrics) ForgetAction(action string, n int) {
	if m == nil || n <= 0 {
		return
	}
	m.ForgetterActions.WithLabelValues(oneOf(action, Actions)).Add(float64(n))
}

// ObserveErasure records one erasure request's duration for scope.
func (m *Metrics) ObserveErasure(scope string, d time.Duration) {
	if m == nil {
		return
	}
	m.ErasureDuration.WithLabelValues(oneOf(scope, EraseScopes)).Observe(d.Seconds())
}

// ForgetterRan records the completion time of a forgetter run.
func (m *Metrics) ForgetterRan(t time.Time) {
	if m == nil {
		return
	}
	m.ForgetterLastRun.Set(float64(t.UnixNano()) / 1e9)
}

// SetMemories sets the number of stored memories with status.
func (m *Metrics) SetMemories(status string, n int) {
	if m == nil {
		return
	}
	m.Memories.WithLabelValues(oneOf(status, Statuses)).Set(float64(n))
}

// InstrumentHTTP wraps h so that its requests are counted and timed under
// route, which must be a fixed pattern (e.g. "POST /v1/recall", "/mcp"),
// never a path containing ids.
func (m *Metrics) InstrumentHTTP(route string, h http.Handler) http.Handler {
	if m == nil {
		return h
	}
	labels := prometheus.Labels{"route": route}
	return promhttp.InstrumentHandlerDuration(m.HTTPRequestDuration.MustCurryWith(labels),
		promhttp.InstrumentHandlerCounter(m.HTTPRequests.MustCurryWith(labels), h))
}

// CountHTTP counts one request on route with status code, for servers that
// do not use InstrumentHTTP.
func (m *Metrics) CountHTTP(route string, code int, d time.Duration) {
	if m == nil {
		return
	}
	m.HTTPRequests.WithLabelValues(route, strconv.Itoa(code)).Inc()
	m.HTTPRequestDuration.WithLabelValues(route).Observe(d.Seconds())
}

func outcome(err error) string {
	if err != nil {
		return OutcomeError
	}
	return OutcomeOK
}
