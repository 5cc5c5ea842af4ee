package metrics

import (
	"sync"
	"unicode/utf8"
)

// DefaultTenantLimit is the number of distinct tenants a TenantLabel passes
// through as label values before it maps every new tenant to OtherTenant.
const DefaultTenantLimit = 100

// OtherTenant is the label value for tenants past the limit and for tenant
// ids that are not fit to be a label value (empty, too long, not UTF-8).
const OtherTenant = "other"

// maxTenantLabelLen bounds the length of a tenant id used as a label value.
const maxTenantLabelLen = 64

// TenantLabel caps the cardinality of a "tenant" label: the first Limit
// distinct tenant ids seen are passed through unchanged, every later one is
// reported as OtherTenant. The set only grows (for the life of the process),
// so a tenant keeps its label value once admitted and a series never changes
// meaning. It is safe for concurrent use. Tenant ids are operator-assigned
// identifiers, never user ids: user ids must not be passed here.
type TenantLabel struct {
	limit int

	mu   sync.RWMutex
	seen map[string]struct{}
}

// NewTenantLabel returns a limiter passing at most limit distinct tenants;
// limit <= 0 means DefaultTenantLimit.
func NewTenantLabel(limit int) *TenantLabel {
	if limit <= 0 {
		limit = DefaultTenantLimit
	}
	return &TenantLabel{limit: limit, seen: make(map[string]struct{}, limit)}
}

// Limit reports how many distinct tenants are passed through.
func (t *TenantLabel) Limit() int { return t.limit }

// Label returns the label value to use for tenant.
func (t *TenantLabel) Label(tenant string) string {
	if tenant == "" || len(tenant) > maxTenantLabelLen || !utf8.ValidString(tenant) {
		return OtherTenant
	}
	t.mu.RLock()
	_, ok := t.seen[tenant]
	n := len(t.seen)
	t.mu.RUnlock()
	if ok {
		return tenant
	}
	if n >= t.limit {
		return OtherTenant
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.seen[tenant]; ok {
		return tenant
	}
	if len(t.seen) >= t.limit {
		return OtherTenant
	}
	t.seen[tenant] = struct{}{}
	return tenant
}
