package metrics

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// LLMFlow holds the metrics of the LLM extractor's flow: calls in flight,
// how long calls queue for a slot and the rate limits, throttling, model
// calls per turn and the screening decisions.
type LLMFlow struct {
	// InFlight is the number of HTTP requests to the model in flight.
	InFlight prometheus.Gauge
	// QueueWait is how long a model call waited for a concurrency slot and
	// the rate limits before its first request.
	QueueWait prometheus.Histogram
	// Throttled counts calls slowed down by a rate limit, by reason (rpm,
	// tpm, 429, headers).
	Throttled *prometheus.CounterVec
	// Screened counts turns by screening decision (label decision; the
	// skip_ ones did not call the model).
	Screened *prometheus.CounterVec
}

func newLLMFlow() *LLMFlow {
	return &LLMFlow{
		InFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "llm_calls_in_flight",
			Help: "HTTP requests to the extraction model in flight.",
		}),
		QueueWait: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "llm_queue_wait_seconds",
			Help:    "Time an extraction model call waited for a concurrency slot and the rate limits.",
			Buckets: LLMBuckets,
		}),
		Throttled: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "llm_throttled_total",
			Help: "Extraction model calls slowed down by a rate limit, by reason (rpm, tpm, 429, headers).",
		}, []string{"reason"}),
		Screened: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "extraction_screened_total",
			Help: "Turns by the screening decision taken before a model call; decisions starting with skip did not call the model.",
		}, []string{"decision"}),
	}
}

func (f *LLMFlow) collectors() []prometheus.Collector {
	return []prometheus.Collector{f.InFlight, f.QueueWait, f.Throttled, f.Screened}
}

// LLMInFlight adds delta to the calls in flight.
func (m *Metrics) LLMInFlight(delta int) {
	if m == nil {
		return
	}
	m.Flow.InFlight.Add(float64(delta))
}

// LLMQueued records one call's queue wait.
func (m *Metrics) LLMQueued(d time.Duration) {
	if m == nil {
		return
	}
	m.Flow.QueueWait.Observe(d.Seconds())
}

// LLMThrottled counts one throttled call.
func (m *Metrics) LLMThrottled(reason string) {
	if m == nil {
		return
	}
	m.Flow.Throttled.WithLabelValues(oneOf(reason, []string{"rpm", "tpm", "429", "headers"})).Inc()
}

// Screen counts one screening decision.
func (m *Metrics) Screen(decision string) {
	if m == nil {
		return
	}
	m.Flow.Screened.WithLabelValues(decision).Inc()
}
