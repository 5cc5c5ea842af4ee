package metrics

import (
	"github.com/prometheus/client_golang/prometheus"
)

// Reembed holds the metrics of re-embedding (internal/reembed), by tenant
// (capped like every tenant label): memories moved to the new embedder,
// memories still to move, and pages done.
type Reembed struct {
	tenants *TenantLabel
	// Moved counts memories given the new embedder's vector.
	// engram_reembed_memories_moved_total
	Moved *prometheus.CounterVec
	// Remaining is the number of the tenant's memories whose vector is
	// still of another embedder. engram_reembed_memories_remaining
	Remaining *prometheus.GaugeVec
	// Pages counts pages done (each one checkpointed).
	// engram_reembed_pages_total
	Pages *prometheus.CounterVec
}

// NewReembed registers the re-embedding metrics on reg; tenants caps their
// tenant label (nil means a new limiter of DefaultTenantLimit; pass
// Metrics.Tenants to share the process's).
func NewReembed(reg prometheus.Registerer, tenants *TenantLabel) *Reembed {
	if tenants == nil {
		tenants = NewTenantLabel(0)
	}
	r := &Reembed{
		tenants: tenants,
		Moved: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "reembed_memories_moved_total",
			Help: "Memories given the configured embedder's vector by re-embedding, by tenant.",
		}, []string{"tenant"}),
		Remaining: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "reembed_memories_remaining",
			Help: "Memories of the tenant whose vector is still of another embedder than the one re-embedding moves them to.",
		}, []string{"tenant"}),
		Pages: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "reembed_pages_total",
			Help: "Pages of memories re-embedded and checkpointed, by tenant.",
		}, []string{"tenant"}),
	}
	reg.MustRegister(r.Moved, r.Remaining, r.Pages)
	return r
}

// Page records one finished page of tenant: moved memories moved in it,
// remaining left to move after it (negative: unknown, the gauge is left
// alone). It is safe on a nil *Reembed.
func (r *Reembed) Page(tenant string, moved, remaining int) {
	if r == nil {
		return
	}
	t := r.tenants.Label(tenant)
	r.Moved.WithLabelValues(t).Add(float64(moved))
	r.Pages.WithLabelValues(t).Inc()
	if remaining >= 0 {
		r.Remaining.WithLabelValues(t).Set(float64(remaining))
	}
}

// SetRemaining sets what is left to move for tenant (safe on nil).
func (r *Reembed) SetRemaining(tenant string, remaining int) {
	if r == nil {
		return
	}
	r.Remaining.WithLabelValues(r.tenants.Label(tenant)).Set(float64(remaining))
}
