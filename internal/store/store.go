// Package store declares the two storage roles of engram and the types they
// exchange. The vector role (SQLite or Qdrant) holds memories, their dense
// vectors and lexical index; the state role (SQLite or Redis) holds profiles,
// idempotency keys, access statistics, tombstones, locks, leases and the
// audit trail. Backends live in sub-packages and implement these interfaces;
// storetest holds the contract suites every backend must pass.
//
// Every method that reads or deletes a user's data takes the tenant and user
// explicitly and backends must filter by both: there is no unscoped read on
// the request path.
package store

import (
	"context"
	"errors"
	"time"

	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// ErrUnavailable wraps errors from a backend that could not be reached; the
// recaller degrades on it and workers retry.
var ErrUnavailable = errors.New("store unavailable")

// ErrNotFound is returned when a memory does not exist for that tenant and user.
var ErrNotFound = errors.New("not found")

// Filter selects memories of one user. TenantID and UserID are required.
type Filter struct {
	TenantID string
	UserID   string
	// Scope selects memories of that scope plus unscoped ones. An empty Scope
	// selects unscoped memories only. AnyScope lifts the scope condition (for
	// listing and erasure, never for recall).
	Scope    string
	AnyScope bool
	// Types, if non-empty, keeps only these types.
	Types []events.FactType
	// Statuses, if empty, means active only.
	Statuses []memory.Status
	// Key, if set, keeps only memories with this (normalised) profile key.
	Key string
	// Now, if non-zero, excludes memories whose ExpiresAt is at or before it.
	Now time.Time
	// EmbedderID, for dense search, keeps only vectors of this embedder.
	EmbedderID string
}

// Hit is one search candidate with its raw score from one retriever (cosine
// similarity for dense, BM25-style for lexical; higher is better).
type Hit struct {
	Memory memory.Memory
	Score  float64
}

// VectorStore is the vector role.
type VectorStore interface {
	// Upsert writes whole memory records (vector included) by id. Writing the
	// same record twice leaves one record. It returns once the write is durable.
	Upsert(ctx context.Context, mems []memory.Memory) error
	// Get returns the memories with these ids that belong to tenant and user,
	// in any status; missing ids are skipped.
	Get(ctx context.Context, tenant, user string, ids []string) ([]memory.Memory, error)
	// SearchDense returns up to limit memories matching f, nearest to vec
	// (cosine), only among vectors of f.EmbedderID.
	SearchDense(ctx context.Context, f Filter, vec []float32, limit int) ([]Hit, error)
	// SearchLexical returns up to limit memories matching f ranked by a
	// BM25-style match of query.
	SearchLexical(ctx context.Context, f Filter, query string, limit int) ([]Hit, error)
	// List returns memories matching f ordered by id, starting after the
	// cursor (empty for the first page); the next cursor is empty at the end.
	List(ctx context.Context, f Filter, cursor string, limit int) ([]memory.Memory, string, error)
	// Delete removes these memories of tenant and user; it returns how many existed.
	Delete(ctx context.Context, tenant, user string, ids []string) (int, error)
	// DeleteUser removes every memory of tenant and user; it returns how many existed.
	DeleteUser(ctx context.Context, tenant, user string) (int, error)
	// Scan visits every memory of every user in pages, for the forgetter. It
	// is never used on a request path.
	Scan(ctx context.Context, pageSize int, fn func([]memory.Memory) error) error
	// Close releases the backend.
	Close() error
}

// Revisioner is implemented by vector stores that tell cheaply whether a
// user's memories changed, so that a reader may keep what it derived from
// them (recall's standing instructions) until they do.
type Revisioner interface {
	// Revision returns the user's current revision: a value that changes
	// with every committed write, status change, delete or erasure of the
	// user's memories, made by any process sharing the store, and is never
	// reused for the same user. 0 means none is known (a user without
	// memories, or a store that cannot tell): the caller must not reuse
	// anything derived earlier.
	Revision(ctx context.Context, tenant, user string) (int64, error)
}

// StatusSetter is implemented by vector stores that change the status of
// memories in place, without rewriting whole records (vectors included) as
// Upsert does. The forgetter archives through it when the store has it.
type StatusSetter interface {
	// SetStatus sets, for each memory of tenant and user among ids, the
	// status to status, UpdatedAt to at and Version to Version+1, leaving
	// every other field (the vector included) as it is. Ids of other
	// tenants or users and unknown ids are ignored. It returns how many
	// memories it changed, once the change is durable. An empty tenant,
	// user or status is refused.
	SetStatus(ctx context.Context, tenant, user string, ids []string, status memory.Status, at time.Time) (int, error)
}

// StatusUpserter is implemented by vector stores that write memories whose
// only change since they were read is their Status, Supersedes and
// Version without rewriting the rest of the record (the vector above all):
// the ingester's supersessions, the most common change of a stored memory
// after merges.
type StatusUpserter interface {
	// UpsertStatus is Upsert of mems and statusOnly together. Of a stored
	// memory of statusOnly (same id, tenant and user) it writes only
	// Status, Supersedes and Version, taking every other field as stored;
	// a memory of statusOnly not stored is written whole, as Upsert would.
	UpsertStatus(ctx context.Context, mems, statusOnly []memory.Memory) error
}

// UpsertStatus writes mems and statusOnly through v's UpsertStatus when v
// is a StatusUpserter, else through one Upsert of both.
func UpsertStatus(ctx context.Context, v VectorStore, mems, statusOnly []memory.Memory) error {
	if su, ok := v.(StatusUpserter); ok {
		return su.UpsertStatus(ctx, mems, statusOnly)
	}
	if len(statusOnly) == 0 {
		return v.Upsert(ctx, mems)
	}
	all := make([]memory.Memory, 0, len(mems)+len(statusOnly))
	return v.Upsert(ctx, append(append(all, mems...), statusOnly...))
}

// ProfileEntry is the current value of one profile key.
type ProfileEntry struct {
	Key       string          `json:"key"`
	Value     string          `json:"value"`
	Type      events.FactType `json:"type"`
	MemoryID  string          `json:"memory_id"`
	Scope     string          `json:"scope,omitempty"`
	UpdatedAt time.Time       `json:"updated_at"`
	// Version increases by one with every change of the key.
	Version int64 `json:"version"`
}

// UserKeys are idempotency keys of one user: MarkApplied's arguments, for
// a store that records those of many users in one call.
type UserKeys struct {
	TenantID, UserKey string
	Keys              []string
}

// UserProfile are profile entries of one user: SetProfile's arguments,
// for a store that writes those of many users in one call.
type UserProfile struct {
	TenantID, UserID string
	Entries          []ProfileEntry
}

// Access is a memory's access statistics.
type Access struct {
	Count      int64
	LastAccess time.Time
}

// AccessHit is one recall hit to record.
type AccessHit struct {
	TenantID string
	UserID   string
	MemoryID string
	At       time.Time
}

// Tombstone stops events published before At from resurrecting what was
// erased: a whole user when MemoryID is empty, else one memory.
type Tombstone struct {
	TenantID string
	UserKey  string
	MemoryID string
	At       time.Time
}

// AuditEvent records one change without the memory's content, so that erasure
// never has to rewrite the audit trail. Users appear only as their key.
type AuditEvent struct {
	At       time.Time `json:"at"`
	TenantID string    `json:"tenant_id"`
	UserKey  string    `json:"user_key"`
	MemoryID string    `json:"memory_id,omitempty"`
	// Action is add, merge, supersede, recall, archive, delete, erase, drop, pin, unpin, expire.
	Action string `json:"action"`
	// Actor is the component or credential that caused it ("ingester", "api:<key id>").
	Actor  string `json:"actor"`
	TurnID string `json:"turn_id,omitempty"`
	// Detail is a short content-free note (a reason, counts).
	Detail string `json:"detail,omitempty"`
}

// StateStore is the state role.
type StateStore interface {
	// LockUsers takes exclusive locks on the given user keys (tenant/userkey
	// strings), waiting while another holder has them; the returned function
	// releases them (idempotent) and must be called. The locks are renewed
	// while held until release or until ctx is done: ttl bounds only how
	// long a crashed holder (or one whose ctx is done) blocks others.
	// Reconciliation runs under it so that concurrent ingesters produce the
	// result of some serial order.
	LockUsers(ctx context.Context, keys []string, ttl time.Duration) (release func(), err error)

	// Applied reports which of a user's idempotency keys (e.g.
	// "<turn>/<fact ordinal>/<extractor>") were already applied.
	Applied(ctx context.Context, tenant, userKey string, keys []string) (map[string]bool, error)
	// MarkApplied records a user's idempotency keys for ttl, which must
	// outlive any redelivery; erasure of the user removes them.
	MarkApplied(ctx context.Context, tenant, userKey string, keys []string, ttl time.Duration) error

	// Profile returns the current profile entries of a user.
	Profile(ctx context.Context, tenant, user string) ([]ProfileEntry, error)
	// SetProfile sets entries; an entry with an empty Value deletes the key.
	// A change of value, type, memory id or scope bumps the key's Version;
	// an entry equal to the current one but for a non-zero UpdatedAt keeps
	// the version and takes that UpdatedAt (the value was asserted again).
	SetProfile(ctx context.Context, tenant, user string, entries []ProfileEntry) error

	// AddTombstones records tombstones.
	AddTombstones(ctx context.Context, ts []Tombstone) error
	// Tombstoned returns the latest tombstone time for the user (MemoryID "")
	// and for each given memory id; absent entries mean none.
	Tombstoned(ctx context.Context, tenant, userKey string, memoryIDs []string) (map[string]time.Time, error)

	// RecordAccess adds recall hits to access statistics.
	RecordAccess(ctx context.Context, hits []AccessHit) error
	// AccessStats returns statistics for these memories of a user.
	AccessStats(ctx context.Context, tenant, user string, ids []string) (map[string]Access, error)

	// Audit appends audit events.
	Audit(ctx context.Context, evs []AuditEvent) error
	// AuditLog returns a user's audit events, oldest first, optionally for
	// one memory only.
	AuditLog(ctx context.Context, tenant, userKey, memoryID string, limit int) ([]AuditEvent, error)

	// EraseUserState removes every state of a user (profile, idempotency
	// keys, access statistics) except tombstones and the content-free audit
	// trail; it returns counts per kind ("profile", "idempotency", "access").
	// (Named apart from VectorStore.DeleteUser so one backend can be both.)
	EraseUserState(ctx context.Context, tenant, user, userKey string) (map[string]int, error)
	// DeleteAccess removes access statistics of these memories.
	DeleteAccess(ctx context.Context, tenant, user string, ids []string) error

	// AcquireLease takes or renews a named lease for holder; it reports
	// whether holder has it now.
	AcquireLease(ctx context.Context, name, holder string, ttl time.Duration) (bool, error)
	// ReleaseLease gives a lease up if holder has it.
	ReleaseLease(ctx context.Context, name, holder string) error

	// Ping checks that the backend is reachable.
	Ping(ctx context.Context) error
	// Close releases the backend.
	Close() error
}

// UserLister is implemented by vector stores that list the users of a
// tenant and the scopes of a user (the users and scopes that hold at least
// one memory, in any status). The API's GET /v1/users and
// GET /v1/users/{id}/scopes need it.
type UserLister interface {
	// Users returns up to limit user ids of tenant in ascending byte order,
	// starting after cursor (empty for the first page); the next cursor is
	// empty at the end.
	Users(ctx context.Context, tenant, cursor string, limit int) ([]string, string, error)
	// Scopes returns the distinct scopes of the memories of tenant and user
	// in ascending order; "" stands for unscoped memories.
	Scopes(ctx context.Context, tenant, user string) ([]string, error)
}
