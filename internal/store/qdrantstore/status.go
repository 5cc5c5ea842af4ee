package qdrantstore

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/qdrant/go-client/qdrant"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

var _ store.StatusSetter = (*Store)(nil)

// setStatusChunk bounds the ids of one version read.
const setStatusChunk = 1000

// SetStatus changes the status of these memories of tenant and user with
// payload updates only: no vector is read or sent.
//
// Qdrant cannot increment a payload value, so the versions are read first:
// a Scroll filtered by tenant, user and has_id, without vectors and with the
// payload limited to "version". The ids are then grouped by their current
// version v and each group gets one SetPayload (wait=true) of status,
// updated_at (both encodings) and version v+1, whose points selector is the
// filter tenant, user and has_id of the group. Within the owner's own
// filter, another tenant's or user's point can never be selected. The read
// and the writes are not atomic: like every forgetter write, SetStatus is
// meant to run under the user's lock, which keeps the ingester from
// changing the same memories in between. A version condition on the
// selector would guard without the lock, but version carries no payload
// index and a server in strict mode may refuse unindexed filters on
// updates. The count returned is the number of the user's points the read
// found.
func (s *Store) SetStatus(ctx context.Context, tenant, user string, ids []string, status memory.Status, at time.Time) (int, error) {
	if _, err := ownerConditions(tenant, user); err != nil {
		return 0, err
	}
	if status == "" {
		return 0, errors.New("qdrantstore: set status: status is required")
	}
	ctx, cancel := s.ctx(ctx)
	defer cancel()
	byVersion := map[int64][]string{}
	seen := map[string]bool{}
	found := 0
	for chunk := range slices.Chunk(ids, setStatusChunk) {
		filter, n, err := idFilter(tenant, user, chunk)
		if err != nil {
			return 0, err
		}
		if n == 0 {
			continue
		}
		pts, err := s.client.Scroll(ctx, &qdrant.ScrollPoints{
			CollectionName: s.coll,
			Filter:         filter,
			Limit:          qdrant.PtrOf(uint32(n)),
			WithPayload:    qdrant.NewWithPayloadInclude(fieldVersion),
			WithVectors:    qdrant.NewWithVectors(false),
		})
		if err != nil {
			return 0, s.wrap("set status (read versions)", err)
		}
		for _, p := range pts {
			id := pointID(p.GetId())
			if seen[id] {
				continue // listed in two chunks: changed once
			}
			seen[id] = true
			v := p.GetPayload()[fieldVersion].GetIntegerValue()
			byVersion[v] = append(byVersion[v], id)
			found++
		}
	}
	versions := make([]int64, 0, len(byVersion))
	for v := range byVersion {
		versions = append(versions, v)
	}
	slices.Sort(versions)
	for _, v := range versions {
		for group := range slices.Chunk(byVersion[v], setStatusChunk) {
			filter, _, err := idFilter(tenant, user, group)
			if err != nil {
				return 0, err
			}
			payload := map[string]*qdrant.Value{
				fieldStatus:  qdrant.NewValueString(string(status)),
				fieldVersion: qdrant.NewValueInt(v + 1),
			}
			putTime(payload, fieldUpdatedAt, at)
			if at.IsZero() {
				// SetPayload merges: blank the exact time, which getTime
				// would otherwise still prefer.
				payload[fieldUpdatedAt+rfc3339Suffix] = qdrant.NewValueString("")
			}
			res, err := s.client.SetPayload(ctx, &qdrant.SetPayloadPoints{
				CollectionName: s.coll,
				Wait:           qdrant.PtrOf(true),
				Payload:        payload,
				PointsSelector: qdrant.NewPointsSelectorFilter(filter),
			})
			if err != nil {
				return 0, s.wrap("set status", err)
			}
			if err := s.checkUpdate("set status", res); err != nil {
				return 0, err
			}
		}
	}
	return found, nil
}
