package qdrantstore

import (
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/qdrant/go-client/qdrant"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// errNoOwner is returned, before any request is sent, when a read or delete
// lacks its tenant or user.
var errNoOwner = errors.New("qdrantstore: tenant and user are required")

// ownerConditions returns the must-conditions every request-path read and
// delete starts from.
func ownerConditions(tenant, user string) ([]*qdrant.Condition, error) {
	if tenant == "" || user == "" {
		return nil, errNoOwner
	}
	return []*qdrant.Condition{
		qdrant.NewMatchKeyword(fieldTenant, tenant),
		qdrant.NewMatchKeyword(fieldUser, user),
	}, nil
}

// buildFilter translates a store.Filter into a Qdrant filter with the same
// semantics as the SQLite backend:
//   - tenant_id and user_id must match (required);
//   - Scope "" keeps unscoped memories only; Scope "A" keeps unscoped and "A";
//     AnyScope drops the scope condition;
//   - Statuses empty keeps active only;
//   - Types and Key restrict when set;
//   - Now keeps expires_at == 0 (never) or expires_at > Now.
//
// EmbedderID is not applied here: only SearchDense restricts by embedder.
func buildFilter(f store.Filter) (*qdrant.Filter, error) {
	must, err := ownerConditions(f.TenantID, f.UserID)
	if err != nil {
		return nil, err
	}
	if !f.AnyScope {
		if f.Scope == "" {
			must = append(must, qdrant.NewMatchBool(fieldScoped, false))
		} else {
			must = append(must, qdrant.NewFilterAsCondition(&qdrant.Filter{Should: []*qdrant.Condition{
				qdrant.NewMatchBool(fieldScoped, false),
				qdrant.NewMatchKeyword(fieldScope, f.Scope),
			}}))
		}
	}
	if len(f.Statuses) == 0 {
		must = append(must, qdrant.NewMatchKeyword(fieldStatus, string(memory.StatusActive)))
	} else {
		ss := make([]string, len(f.Statuses))
		for i, s := range f.Statuses {
			ss[i] = string(s)
		}
		must = append(must, qdrant.NewMatchKeywords(fieldStatus, ss...))
	}
	if len(f.Types) > 0 {
		ts := make([]string, len(f.Types))
		for i, t := range f.Types {
			ts[i] = string(t)
		}
		must = append(must, qdrant.NewMatchKeywords(fieldType, ts...))
	}
	if f.Key != "" {
		must = append(must, qdrant.NewMatchKeyword(fieldKey, f.Key))
	}
	if !f.Now.IsZero() {
		// expires_at holds whole microseconds; comparing with the exact
		// (fractional) microsecond of Now keeps "at or before Now" excluded.
		now := float64(f.Now.UnixNano()) / float64(time.Microsecond)
		must = append(must, qdrant.NewFilterAsCondition(&qdrant.Filter{Should: []*qdrant.Condition{
			qdrant.NewMatchInt(fieldExpiresAt, 0),
			qdrant.NewRange(fieldExpiresAt, &qdrant.Range{Gt: &now}),
		}}))
	}
	return &qdrant.Filter{Must: must}, nil
}

// idFilter returns the filter selecting these ids of tenant and user, and
// the ids that are valid UUIDs (others cannot exist and are skipped).
func idFilter(tenant, user string, ids []string) (*qdrant.Filter, int, error) {
	must, err := ownerConditions(tenant, user)
	if err != nil {
		return nil, 0, err
	}
	seen := map[string]bool{}
	pids := make([]*qdrant.PointId, 0, len(ids))
	for _, id := range ids {
		u, err := uuid.Parse(id)
		if err != nil {
			continue
		}
		if c := u.String(); !seen[c] {
			seen[c] = true
			pids = append(pids, qdrant.NewIDUUID(c))
		}
	}
	must = append(must, qdrant.NewHasID(pids...))
	return &qdrant.Filter{Must: must}, len(pids), nil
}

// parseCursor validates a List cursor (the id of the last memory returned).
func parseCursor(c string) (string, error) {
	u, err := uuid.Parse(c)
	if err != nil {
		return "", fmt.Errorf("qdrantstore: invalid cursor %q: %w", c, err)
	}
	return u.String(), nil
}
