package qdrantstore

import (
	"context"
	"errors"
	"slices"

	"github.com/qdrant/go-client/qdrant"

	"github.com/engram-memory/engram/internal/store"
)

var _ store.UserLister = (*Store)(nil)

// MaxFacetValues bounds the distinct users of a tenant (and scopes of a
// user) that Users and Scopes can see: Qdrant's facet API returns the most
// frequent values of a payload key, not pages in key order, so the values
// are fetched at once, sorted and paged here.
const MaxFacetValues = 100_000

// facet returns the distinct string values of key among the points matching
// must, sorted.
func (s *Store) facet(ctx context.Context, key string, must ...*qdrant.Condition) ([]string, error) {
	ctx, cancel := s.ctx(ctx)
	defer cancel()
	hits, err := s.client.Facet(ctx, &qdrant.FacetCounts{
		CollectionName: s.coll,
		Key:            key,
		Filter:         &qdrant.Filter{Must: must},
		Limit:          qdrant.PtrOf(uint64(MaxFacetValues)),
		Exact:          qdrant.PtrOf(true),
	})
	if err != nil {
		return nil, s.wrap("facet", err)
	}
	out := make([]string, 0, len(hits))
	for _, h := range hits {
		if v, ok := h.GetValue().GetVariant().(*qdrant.FacetValue_StringValue); ok {
			out = append(out, v.StringValue)
		}
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// Users returns a page of the user ids of tenant that have memories, in
// ascending byte order after cursor (store.UserLister). It sees at most
// MaxFacetValues users of a tenant.
func (s *Store) Users(ctx context.Context, tenant, cursor string, limit int) ([]string, string, error) {
	if tenant == "" {
		return nil, "", errors.New("qdrant users: tenant is required")
	}
	if limit <= 0 {
		limit = defaultListLimit
	}
	all, err := s.facet(ctx, fieldUser, qdrant.NewMatchKeyword(fieldTenant, tenant))
	if err != nil {
		return nil, "", err
	}
	i, _ := slices.BinarySearch(all, cursor)
	if i < len(all) && all[i] == cursor {
		i++
	}
	page := all[i:min(len(all), i+limit)]
	next := ""
	if i+limit < len(all) {
		next = page[len(page)-1]
	}
	return slices.Clone(page), next, nil
}

// Scopes returns the distinct scopes of the memories of tenant and user, ""
// for unscoped ones (store.UserLister).
func (s *Store) Scopes(ctx context.Context, tenant, user string) ([]string, error) {
	if tenant == "" || user == "" {
		return nil, errors.New("qdrant scopes: tenant and user are required")
	}
	owner := []*qdrant.Condition{qdrant.NewMatchKeyword(fieldTenant, tenant), qdrant.NewMatchKeyword(fieldUser, user)}
	scoped, err := s.facet(ctx, fieldScope, append(owner, qdrant.NewMatchBool(fieldScoped, true))...)
	if err != nil {
		return nil, err
	}
	// Unscoped memories have scope "" (not a facet value Qdrant reports
	// reliably): count them apart.
	ctx, cancel := s.ctx(ctx)
	defer cancel()
	n, err := s.client.Count(ctx, &qdrant.CountPoints{CollectionName: s.coll,
		Filter: &qdrant.Filter{Must: append(owner, qdrant.NewMatchBool(fieldScoped, false))}, Exact: qdrant.PtrOf(true)})
	if err != nil {
		return nil, s.wrap("count", err)
	}
	if n > 0 {
		scoped = append([]string{""}, scoped...)
	}
	return scoped, nil
}
