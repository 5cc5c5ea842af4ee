package ingest

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/pii"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// prepareUser orders a user's items and prepares their facts: idempotency
// key, masked text, id.
func (in *Ingester) prepareUser(u userRef, items []Item) (*userPrep, error) {
	w := &work{in: in, u: u, uk: in.keyer.UserKey(u.tenant, u.user), mems: map[string]*memory.Memory{},
		dirty: map[string]bool{}, statusOnly: map[string]bool{}, profile: map[string]store.ProfileEntry{}, keys: map[string]keyTurn{},
		tombAt: map[string]time.Time{}}

	// Items in publication order: a forget intent applies to what was said
	// before it, and before the facts of its own turn.
	for i := range items {
		if items[i].PublishedAt.IsZero() {
			items[i].PublishedAt = in.Now()
		}
	}
	slices.SortStableFunc(items, func(a, b Item) int {
		if c := a.PublishedAt.Compare(b.PublishedAt); c != 0 {
			return c
		}
		return cmpString(a.Batch.TurnID, b.Batch.TurnID)
	})
	// Prepare every fact: idempotency key, masked text, id.
	var preps []*prepared
	var idemKeys, ids []string
	for k, it := range items {
		b := it.Batch
		for i, f := range b.Facts {
			p := &prepared{item: it, itemIdx: k, ord: i, fact: f, pubAt: it.PublishedAt,
				idem: b.TurnID + "/" + strconv.Itoa(i) + "/" + b.ExtractorID}
			// Ids come from masked text: encryption is randomised, masking
			// is deterministic, and a redelivery must find the same id.
			idContent, idValue := pii.Mask(f.Content), pii.Mask(f.Value)
			if extract.IsInstruction(f.Content) {
				p.dropped = "injection"
			} else if err := in.mask(b.TenantID, &p.fact); err != nil {
				if errors.Is(err, errDropPII) {
					p.dropped = "pii"
				} else {
					return nil, err
				}
			}
			if f.Key != "" {
				p.fact.Key = memory.NormalizeKey(f.Key)
			}
			p.id = memory.ID(b.TenantID, b.UserID, f.Type, b.Scope, p.fact.Key, idValue, idContent)
			preps = append(preps, p)
			idemKeys = append(idemKeys, p.idem)
			ids = append(ids, p.id)
			if p.fact.Key != "" {
				ids = append(ids, keyTombstone(b.Scope, p.fact.Key))
			}
		}
		for i := range b.Forget {
			idemKeys = append(idemKeys, forgetKey(b, i))
		}
		if b.Skipped != "" {
			idemKeys = append(idemKeys, skipKey(b))
		}
	}
	return &userPrep{w: w, items: items, preps: preps, idemKeys: idemKeys, ids: ids}, nil
}

var errDropPII = errors.New("fact dropped by pii policy")

// mask applies the tenant's PII policy to a fact's content and value.
func (in *Ingester) mask(tenant string, f *events.Fact) error {
	pol := in.cfg.PII.For(tenant)
	for _, s := range []*string{&f.Content, &f.Value} {
		if *s == "" {
			continue
		}
		if in.cfg.OnPII != nil && pol.Action != pii.ActionDrop {
			for _, m := range pii.Find(*s) {
				in.cfg.OnPII(strings.ToLower(string(m.Kind)), 1)
			}
		}
		out, drop, err := pii.Apply(pol, tenant, *s)
		if err != nil {
			return fmt.Errorf("apply pii policy: %w", err)
		}
		if drop {
			return errDropPII
		}
		*s = out
	}
	return nil
}
