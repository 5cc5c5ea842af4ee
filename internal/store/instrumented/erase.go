package instrumented

import "context"

// The optional erasure interfaces (erase.Scrubber,
// erase.PersistenceScrubber, erase.CacheDropper),
// forwarded so that wrapping a store does not hide them: a wrapper that
// did made every erasure skip the SQLite WAL scrub and report it complete.

type scrubber interface {
	ScrubDeleted(ctx context.Context) (complete bool, err error)
}

type persistenceScrubber interface {
	ScrubPersisted(ctx context.Context) (complete bool, err error)
}

type cacheDropper interface {
	DropUserCache(tenant, user string) int
}

// ScrubDeleted forwards to the wrapped store; a store without it has
// nothing to scrub.
func (v *Vectors) ScrubDeleted(ctx context.Context) (bool, error) { return scrub(ctx, v.Inner) }

// ScrubDeleted forwards to the wrapped store; a store without it has
// nothing to scrub.
func (s *State) ScrubDeleted(ctx context.Context) (bool, error) { return scrub(ctx, s.Inner) }

// ScrubPersisted forwards to the wrapped store; a store without it keeps
// no persistence files of its own to rewrite.
func (v *Vectors) ScrubPersisted(ctx context.Context) (bool, error) {
	return scrubPersisted(ctx, v.Inner)
}

// ScrubPersisted forwards to the wrapped store; a store without it keeps
// no persistence files of its own to rewrite.
func (s *State) ScrubPersisted(ctx context.Context) (bool, error) {
	return scrubPersisted(ctx, s.Inner)
}

func scrubPersisted(ctx context.Context, inner any) (bool, error) {
	if p, ok := inner.(persistenceScrubber); ok {
		return p.ScrubPersisted(ctx)
	}
	return true, nil
}

// DropUserCache forwards to the wrapped store; a store without it caches
// nothing.
func (v *Vectors) DropUserCache(tenant, user string) int {
	if d, ok := v.Inner.(cacheDropper); ok {
		return d.DropUserCache(tenant, user)
	}
	return 0
}

func scrub(ctx context.Context, inner any) (bool, error) {
	if s, ok := inner.(scrubber); ok {
		return s.ScrubDeleted(ctx)
	}
	return true, nil
}
