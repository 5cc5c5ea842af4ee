package sqlite

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Batched state reads for the ingester: the idempotency keys and
// tombstones of every user of a call in one query each, instead of two
// queries per user (each paying a read transaction and, after every write,
// re-reading its pages). The (user key, value) pairs go in one JSON array
// argument of strings "<user key>\x1f<value>" (pairSep; user keys are hex
// digests, which never hold it), split with substr and instr and joined to
// the table's primary key: cutting a string is much cheaper for SQLite than
// parsing a JSON pair twice (->>) for every element.

const appliedUsersSQL = `SELECT a.user_key, a.key FROM json_each(?1) j
	CROSS JOIN applied a ON a.tenant_id = ?2 AND a.user_key = substr(j.value, 1, instr(j.value, char(31)) - 1)
		AND a.key = substr(j.value, instr(j.value, char(31)) + 1)
	WHERE a.expires_at > ?3`

const tombstonedUsersSQL = `SELECT t.user_key, t.memory_id, t.at FROM json_each(?1) j
	CROSS JOIN tombstones t ON t.tenant_id = ?2 AND t.user_key = substr(j.value, 1, instr(j.value, char(31)) - 1)
		AND t.memory_id = substr(j.value, instr(j.value, char(31)) + 1)`

// tombstonedAnySQL picks, of a JSON array of user keys, those with at
// least one tombstone.
const tombstonedAnySQL = `SELECT j.value FROM json_each(?1) j
	WHERE EXISTS (SELECT 1 FROM tombstones t WHERE t.tenant_id = ?2 AND t.user_key = j.value)`

// pairSep separates a user key from its value in the pairs of a batched
// read (char(31) in SQL).
const pairSep = "\x1f"

// pairs encodes each user key's values as a JSON array of "<user
// key>\x1f<value>", with "<user key>\x1f" for every user key if withEmpty.
func pairs(byUser map[string][]string, withEmpty bool) (string, error) {
	var ps []string
	for uk, vs := range byUser {
		if strings.Contains(uk, pairSep) {
			return "", fmt.Errorf("encode pairs: user key %q holds the separator", uk)
		}
		if withEmpty {
			ps = append(ps, uk+pairSep)
		}
		for _, v := range vs {
			ps = append(ps, uk+pairSep+v)
		}
	}
	b, err := json.Marshal(ps)
	if err != nil {
		return "", fmt.Errorf("encode pairs: %w", err)
	}
	return string(b), nil
}

// AppliedUsers is Applied for several users of a tenant: for each user key,
// which of its idempotency keys are recorded and unexpired.
func (s *Store) AppliedUsers(ctx context.Context, tenant string, keys map[string][]string) (map[string]map[string]bool, error) {
	out := make(map[string]map[string]bool, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	list, err := pairs(keys, false)
	if err != nil {
		return nil, fmt.Errorf("sqlite applied: %w", err)
	}
	st, err := s.prepared(ctx, s.r, appliedUsersSQL)
	if err != nil {
		return nil, fmt.Errorf("sqlite applied: %w", err)
	}
	rows, err := st.QueryContext(ctx, list, tenant, time.Now().UnixNano())
	if err != nil {
		return nil, fmt.Errorf("sqlite applied: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var uk, k string
		if err := rows.Scan(&uk, &k); err != nil {
			return nil, fmt.Errorf("sqlite applied: %w", err)
		}
		if out[uk] == nil {
			out[uk] = map[string]bool{}
		}
		out[uk][k] = true
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite applied: %w", err)
	}
	return out, nil
}

// TombstonedUsers is Tombstoned for several users of a tenant: for each
// user key, the latest tombstone time of the user (memory id "") and of
// each of its given memory ids.
func (s *Store) TombstonedUsers(ctx context.Context, tenant string, ids map[string][]string) (map[string]map[string]time.Time, error) {
	out := make(map[string]map[string]time.Time, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	// Most users have no tombstone at all: one index probe per user finds
	// those that have, and only their ids are looked up.
	users := make([]string, 0, len(ids))
	for uk := range ids {
		users = append(users, uk)
	}
	ulist, err := jsonList(users)
	if err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	pst, err := s.prepared(ctx, s.r, tombstonedAnySQL)
	if err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	prows, err := pst.QueryContext(ctx, ulist, tenant)
	if err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	some := map[string][]string{}
	for prows.Next() {
		var uk string
		if err := prows.Scan(&uk); err != nil {
			prows.Close()
			return nil, fmt.Errorf("sqlite tombstoned: %w", err)
		}
		some[uk] = ids[uk]
	}
	if err := prows.Close(); err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	if err := prows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	if len(some) == 0 {
		return out, nil
	}
	list, err := pairs(some, true)
	if err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	st, err := s.prepared(ctx, s.r, tombstonedUsersSQL)
	if err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	rows, err := st.QueryContext(ctx, list, tenant)
	if err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var uk, id string
		var at int64
		if err := rows.Scan(&uk, &id, &at); err != nil {
			return nil, fmt.Errorf("sqlite tombstoned: %w", err)
		}
		if out[uk] == nil {
			out[uk] = map[string]time.Time{}
		}
		out[uk][id] = fromNanos(at)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	return out, nil
}
