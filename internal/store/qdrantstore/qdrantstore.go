// Package qdrantstore is the production vector store of engram: a
// store.VectorStore on Qdrant, spoken to over gRPC with the official client
// (github.com/qdrant/go-client).
//
// # Layout
//
// All tenants share one collection (Config.Collection, default
// "engram_memories"). Each point is one memory; its id is the memory's
// UUIDv5 id. A point carries
//   - one named dense vector per embedder, named by DenseVectorName
//     ("dense_" + the embedder id with every non-alphanumeric ASCII character
//     replaced by '_'), cosine distance, sized by Config.Dims;
//   - the sparse vector "lexical" (LexicalVector): term frequencies of the
//     content from lexical.Sparse, declared with the IDF modifier so Qdrant
//     scores a sparse query BM25-style;
//   - a payload with every Memory field (see payload.go for the names; times
//     are unix microseconds under the plain name plus "<name>_rfc3339").
//
// Payload indexes: tenant_id (keyword, is_tenant), user_id, type, scope,
// status, key, embedder_id (keyword), scoped (bool) and expires_at (integer
// with range).
//
// # Isolation
//
// Every request-path read and delete is a filtered Scroll, Query, Count or
// delete-by-filter whose must-conditions include tenant_id and user_id; Get
// is a Scroll with a has_id condition next to them, never a bare retrieval
// by id. SetStatus, the only partial write, reads versions by such a
// Scroll and selects the points it updates by the same filter. A missing
// tenant or user is refused before anything is sent. Scan
// is the only unfiltered read and is for the forgetter (an admin path).
//
// # Adding an embedder
//
// Qdrant cannot add a named vector to an existing collection. To move to a
// new embedder, point Config.Collection at an alias, create a new
// collection (New with the new Collection name and Dims listing the old and
// the new embedder), let the re-embedding job copy every memory with its new
// vector into it, then switch the alias to the new collection
// (UpdateAliases) and drop the old one. Until then, writing a vector of an
// embedder the collection does not declare fails with ErrUnknownEmbedder, and
// New fails when Config.Dims names an embedder the existing collection lacks.
package qdrantstore

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// DefaultCollection is the collection used when Config.Collection is empty.
const DefaultCollection = "engram_memories"

// ErrUnknownEmbedder is wrapped by errors about an embedder whose dense
// vector the collection does not declare.
var ErrUnknownEmbedder = errors.New("embedder not declared in the Qdrant collection")

// upsertBatch bounds the points of one Upsert request.
const upsertBatch = 256

// Config configures a Store.
type Config struct {
	// Addr is the gRPC address "host:port" (default "localhost:6334").
	Addr string
	// APIKey, if set, is sent with every request.
	APIKey string
	// UseTLS enables TLS (TLS 1.3 minimum unless TLS says otherwise).
	UseTLS bool
	// TLS, if set with UseTLS, is the TLS configuration (e.g. the CA that
	// verifies the server).
	TLS *tls.Config
	// Collection is the collection or alias name (default DefaultCollection).
	Collection string
	// Dims maps each embedder id to its vector dimension. The collection is
	// created with one dense vector per entry; an existing collection must
	// already declare them all. Learn a remote embedder's dimension by
	// embedding one probe text and taking its length.
	Dims map[string]int
	// Timeout bounds each request whose context has no deadline (default 10s).
	Timeout time.Duration
	// PoolSize is the number of gRPC connections (default: the client's, 3).
	PoolSize uint
}

// Store is a store.VectorStore on Qdrant. It is safe for concurrent use.
type Store struct {
	client  *qdrant.Client
	coll    string
	timeout time.Duration
	// dims maps dense vector names declared by the collection to their size.
	dims map[string]int
}

var _ store.VectorStore = (*Store)(nil)

// New connects to Qdrant, creates the collection and its payload indexes if
// needed (idempotently; concurrent replicas may race) and checks that an
// existing collection declares a dense vector for every embedder of cfg.Dims
// and the "lexical" sparse vector.
func New(ctx context.Context, cfg Config) (*Store, error) {
	host, port := "localhost", 6334
	if cfg.Addr != "" {
		h, p, err := net.SplitHostPort(cfg.Addr)
		if err != nil {
			return nil, fmt.Errorf("qdrantstore: address %q: %w", cfg.Addr, err)
		}
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("qdrantstore: address %q: bad port: %w", cfg.Addr, err)
		}
		if h != "" {
			host = h
		}
	}
	if cfg.Collection == "" {
		cfg.Collection = DefaultCollection
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 10 * time.Second
	}
	want := map[string]int{}
	owner := map[string]string{}
	for id, d := range cfg.Dims {
		if id == "" || d <= 0 {
			return nil, fmt.Errorf("qdrantstore: invalid dims %d for embedder %q", d, id)
		}
		name := DenseVectorName(id)
		if other, dup := owner[name]; dup {
			return nil, fmt.Errorf("qdrantstore: embedders %q and %q both map to vector %q", other, id, name)
		}
		owner[name] = id
		want[name] = d
	}
	client, err := qdrant.NewClient(&qdrant.Config{
		Host:                   host,
		Port:                   port,
		APIKey:                 cfg.APIKey,
		UseTLS:                 cfg.UseTLS,
		TLSConfig:              cfg.TLS,
		PoolSize:               cfg.PoolSize,
		SkipCompatibilityCheck: true,
	})
	if err != nil {
		return nil, fmt.Errorf("qdrantstore: client: %w", err)
	}
	s := &Store{client: client, coll: cfg.Collection, timeout: cfg.Timeout}
	if err := s.ensureCollection(ctx, want, owner); err != nil {
		client.Close()
		return nil, err
	}
	return s, nil
}

// ctx bounds a request by the configured timeout if ctx has no deadline.
func (s *Store) ctx(ctx context.Context) (context.Context, context.CancelFunc) {
	if _, ok := ctx.Deadline(); ok {
		return ctx, func() {}
	}
	return context.WithTimeout(ctx, s.timeout)
}

// wrap adds context to a client error and marks transport failures with
// store.ErrUnavailable.
func (s *Store) wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	var rl *qdrant.QdrantResourceExhaustedError
	if errors.As(err, &rl) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("qdrantstore: %s %s: %w: %w", op, s.coll, store.ErrUnavailable, err)
	}
	if st, ok := status.FromError(err); ok {
		switch st.Code() {
		case codes.Unavailable, codes.DeadlineExceeded, codes.ResourceExhausted, codes.Aborted:
			return fmt.Errorf("qdrantstore: %s %s: %w: %w", op, s.coll, store.ErrUnavailable, err)
		}
	}
	return fmt.Errorf("qdrantstore: %s %s: %w", op, s.coll, err)
}

func isNotFound(err error) bool {
	st, ok := status.FromError(err)
	return ok && st.Code() == codes.NotFound
}

// ensureCollection creates the collection if absent, checks its vectors and
// (re)declares the payload indexes.
func (s *Store) ensureCollection(ctx context.Context, want map[string]int, owner map[string]string) error {
	ctx, cancel := s.ctx(ctx)
	defer cancel()
	info, err := s.client.GetCollectionInfo(ctx, s.coll)
	if err != nil {
		absent := isNotFound(err)
		if !absent {
			exists, xerr := s.client.CollectionExists(ctx, s.coll)
			if xerr != nil {
				return s.wrap("get collection", err)
			}
			absent = !exists
		}
		if !absent {
			return s.wrap("get collection", err)
		}
		if cerr := s.client.CreateCollection(ctx, s.createRequest(want)); cerr != nil {
			// Another replica may have created it meanwhile.
			if info, err = s.client.GetCollectionInfo(ctx, s.coll); err != nil {
				return s.wrap("create collection", cerr)
			}
		} else if info, err = s.client.GetCollectionInfo(ctx, s.coll); err != nil {
			return s.wrap("get collection", err)
		}
	}
	params := info.GetConfig().GetParams()
	s.dims = map[string]int{}
	for name, p := range params.GetVectorsConfig().GetParamsMap().GetMap() {
		s.dims[name] = int(p.GetSize())
	}
	for name, d := range want {
		got, ok := s.dims[name]
		switch {
		case !ok:
			return fmt.Errorf("qdrantstore: collection %s has no dense vector %q for embedder %q; "+
				"a named vector cannot be added in place: create a new collection, re-embed into it and switch the alias: %w",
				s.coll, name, owner[name], ErrUnknownEmbedder)
		case got != d:
			return fmt.Errorf("qdrantstore: collection %s declares vector %q with %d dims, embedder %q has %d",
				s.coll, name, got, owner[name], d)
		}
	}
	if _, ok := params.GetSparseVectorsConfig().GetMap()[LexicalVector]; !ok {
		return fmt.Errorf("qdrantstore: collection %s has no sparse vector %q; it was not created by engram", s.coll, LexicalVector)
	}
	for _, ix := range payloadIndexes() {
		ix.CollectionName = s.coll
		if _, err := s.client.CreateFieldIndex(ctx, ix); err != nil {
			return s.wrap("create payload index "+ix.FieldName, err)
		}
	}
	return nil
}

func (s *Store) createRequest(want map[string]int) *qdrant.CreateCollection {
	req := &qdrant.CreateCollection{
		CollectionName: s.coll,
		SparseVectorsConfig: qdrant.NewSparseVectorsConfig(map[string]*qdrant.SparseVectorParams{
			LexicalVector: {Modifier: qdrant.Modifier_Idf.Enum()},
		}),
	}
	if len(want) > 0 {
		m := map[string]*qdrant.VectorParams{}
		for name, d := range want {
			m[name] = &qdrant.VectorParams{Size: uint64(d), Distance: qdrant.Distance_Cosine}
		}
		req.VectorsConfig = qdrant.NewVectorsConfigMap(m)
	}
	return req
}

// payloadIndexes lists the payload indexes engram declares; Qdrant accepts
// re-declaring an identical index, so they are declared on every start.
func payloadIndexes() []*qdrant.CreateFieldIndexCollection {
	wait := true
	keyword := func(field string, tenant bool) *qdrant.CreateFieldIndexCollection {
		p := &qdrant.KeywordIndexParams{}
		if tenant {
			p.IsTenant = qdrant.PtrOf(true)
		}
		return &qdrant.CreateFieldIndexCollection{
			Wait:             &wait,
			FieldName:        field,
			FieldType:        qdrant.FieldType_FieldTypeKeyword.Enum(),
			FieldIndexParams: qdrant.NewPayloadIndexParamsKeyword(p),
		}
	}
	return []*qdrant.CreateFieldIndexCollection{
		keyword(fieldTenant, true),
		keyword(fieldUser, false),
		keyword(fieldType, false),
		keyword(fieldScope, false),
		keyword(fieldStatus, false),
		keyword(fieldKey, false),
		keyword(fieldEmbedder, false),
		{
			Wait:      &wait,
			FieldName: fieldScoped,
			FieldType: qdrant.FieldType_FieldTypeBool.Enum(),
		},
		{
			Wait:      &wait,
			FieldName: fieldExpiresAt,
			FieldType: qdrant.FieldType_FieldTypeInteger.Enum(),
			FieldIndexParams: qdrant.NewPayloadIndexParamsInt(&qdrant.IntegerIndexParams{
				Lookup: qdrant.PtrOf(true),
				Range:  qdrant.PtrOf(true),
			}),
		},
	}
}

// checkUpdate turns a non-completed update with wait=true into an error.
func (s *Store) checkUpdate(op string, res *qdrant.UpdateResult) error {
	switch res.GetStatus() {
	case qdrant.UpdateStatus_Completed:
		return nil
	case qdrant.UpdateStatus_WaitTimeout:
		return fmt.Errorf("qdrantstore: %s %s: wait timed out: %w", op, s.coll, store.ErrUnavailable)
	default:
		return fmt.Errorf("qdrantstore: %s %s: update status %s", op, s.coll, res.GetStatus())
	}
}

// Upsert writes whole memories by id with wait=true, so it returns once
// Qdrant has applied the write. The dense vector goes to the named vector of
// the memory's embedder (ErrUnknownEmbedder if the collection lacks it); the
// sparse "lexical" vector is computed from the content.
func (s *Store) Upsert(ctx context.Context, mems []memory.Memory) error {
	points := make([]*qdrant.PointStruct, 0, len(mems))
	for _, m := range mems {
		if m.TenantID == "" || m.UserID == "" {
			return fmt.Errorf("memory %q: %w", m.ID, errNoOwner)
		}
		id, err := parseCursor(m.ID)
		if err != nil {
			return fmt.Errorf("qdrantstore: memory id %q is not a UUID", m.ID)
		}
		m.ID = id
		p, err := toPoint(m, s.dims)
		if err != nil {
			return fmt.Errorf("qdrantstore: %w", err)
		}
		points = append(points, p)
	}
	ctx, cancel := s.ctx(ctx)
	defer cancel()
	wait := true
	for len(points) > 0 {
		n := min(len(points), upsertBatch)
		res, err := s.client.Upsert(ctx, &qdrant.UpsertPoints{CollectionName: s.coll, Wait: &wait, Points: points[:n]})
		if err != nil {
			return s.wrap("upsert", err)
		}
		if err := s.checkUpdate("upsert", res); err != nil {
			return err
		}
		points = points[n:]
	}
	return nil
}

// Get returns the memories with these ids that belong to tenant and user,
// vectors included, via a Scroll whose filter has has_id and the tenant and
// user conditions. Ids that are not UUIDs cannot exist and are skipped.
func (s *Store) Get(ctx context.Context, tenant, user string, ids []string) ([]memory.Memory, error) {
	filter, n, err := idFilter(tenant, user, ids)
	if err != nil || n == 0 {
		return nil, err
	}
	ctx, cancel := s.ctx(ctx)
	defer cancel()
	pts, err := s.client.Scroll(ctx, &qdrant.ScrollPoints{
		CollectionName: s.coll,
		Filter:         filter,
		Limit:          qdrant.PtrOf(uint32(n)),
		WithPayload:    qdrant.NewWithPayload(true),
		WithVectors:    qdrant.NewWithVectors(true),
	})
	if err != nil {
		return nil, s.wrap("get", err)
	}
	out := make([]memory.Memory, len(pts))
	for i, p := range pts {
		out[i] = fromPayload(p.GetId(), p.GetPayload(), p.GetVectors())
	}
	return out, nil
}

// SearchDense queries the named dense vector of f.EmbedderID (required) with
// the filter of f plus embedder_id == f.EmbedderID. Hits carry their dense
// vector (recall centres the dense scores on the candidates' mean).
func (s *Store) SearchDense(ctx context.Context, f store.Filter, vec []float32, limit int) ([]store.Hit, error) {
	filter, err := buildFilter(f)
	if err != nil {
		return nil, err
	}
	if f.EmbedderID == "" {
		return nil, errors.New("qdrantstore: dense search needs Filter.EmbedderID")
	}
	name := DenseVectorName(f.EmbedderID)
	d, ok := s.dims[name]
	if !ok {
		return nil, fmt.Errorf("qdrantstore: dense search with embedder %q: %w", f.EmbedderID, ErrUnknownEmbedder)
	}
	if len(vec) != d {
		return nil, fmt.Errorf("qdrantstore: dense search with embedder %q: vector has %d dims, want %d", f.EmbedderID, len(vec), d)
	}
	if limit <= 0 {
		return nil, nil
	}
	filter.Must = append(filter.Must, qdrant.NewMatchKeyword(fieldEmbedder, f.EmbedderID))
	return s.query(ctx, "dense search", &qdrant.QueryPoints{
		Query:       qdrant.NewQueryDense(vec),
		Using:       &name,
		Filter:      filter,
		Limit:       qdrant.PtrOf(uint64(limit)),
		WithVectors: qdrant.NewWithVectorsInclude(name),
	})
}

// SearchLexical queries the sparse "lexical" vector with the term counts of
// query (lexical.Sparse); Qdrant weighs the terms by IDF. Hits carry their
// vectors, as dense hits do. A query without search terms returns nothing
// without a request.
func (s *Store) SearchLexical(ctx context.Context, f store.Filter, query string, limit int) ([]store.Hit, error) {
	filter, err := buildFilter(f)
	if err != nil {
		return nil, err
	}
	idx, vals := lexical.Sparse(query)
	if len(idx) == 0 || limit <= 0 {
		return nil, nil
	}
	using := LexicalVector
	return s.query(ctx, "lexical search", &qdrant.QueryPoints{
		Query:       qdrant.NewQuerySparse(idx, vals),
		Using:       &using,
		Filter:      filter,
		Limit:       qdrant.PtrOf(uint64(limit)),
		WithVectors: qdrant.NewWithVectors(true),
	})
}

func (s *Store) query(ctx context.Context, op string, req *qdrant.QueryPoints) ([]store.Hit, error) {
	req.CollectionName = s.coll
	req.WithPayload = qdrant.NewWithPayload(true)
	ctx, cancel := s.ctx(ctx)
	defer cancel()
	pts, err := s.client.Query(ctx, req)
	if err != nil {
		return nil, s.wrap(op, err)
	}
	hits := make([]store.Hit, len(pts))
	for i, p := range pts {
		hits[i] = store.Hit{Memory: fromPayload(p.GetId(), p.GetPayload(), p.GetVectors()), Score: float64(p.GetScore())}
	}
	return hits, nil
}

// defaultListLimit is the page size of List when limit is not positive.
const defaultListLimit = 100

// List scrolls the memories matching f in id order. The cursor is the id of
// the last memory of the previous page; the next cursor is empty at the end.
func (s *Store) List(ctx context.Context, f store.Filter, cursor string, limit int) ([]memory.Memory, string, error) {
	filter, err := buildFilter(f)
	if err != nil {
		return nil, "", err
	}
	if limit <= 0 {
		limit = defaultListLimit
	}
	req := &qdrant.ScrollPoints{
		CollectionName: s.coll,
		Filter:         filter,
		WithPayload:    qdrant.NewWithPayload(true),
		WithVectors:    qdrant.NewWithVectors(true),
	}
	// One more than the page tells whether another page follows; Qdrant's
	// offset is inclusive, so the cursor's own point may come first.
	fetch := limit + 1
	if cursor != "" {
		if cursor, err = parseCursor(cursor); err != nil {
			return nil, "", err
		}
		req.Offset = qdrant.NewIDUUID(cursor)
		fetch++
	}
	req.Limit = qdrant.PtrOf(uint32(fetch))
	ctx, cancel := s.ctx(ctx)
	defer cancel()
	pts, err := s.client.Scroll(ctx, req)
	if err != nil {
		return nil, "", s.wrap("list", err)
	}
	if cursor != "" && len(pts) > 0 && pointID(pts[0].GetId()) == cursor {
		pts = pts[1:]
	}
	next := ""
	if len(pts) > limit {
		pts = pts[:limit]
		next = pointID(pts[limit-1].GetId())
	}
	out := make([]memory.Memory, len(pts))
	for i, p := range pts {
		out[i] = fromPayload(p.GetId(), p.GetPayload(), p.GetVectors())
	}
	return out, next, nil
}

// deleteByFilter counts the points of filter, then deletes them by filter
// with wait=true. The count is exact unless a write races the delete.
func (s *Store) deleteByFilter(ctx context.Context, op string, filter *qdrant.Filter) (int, error) {
	ctx, cancel := s.ctx(ctx)
	defer cancel()
	n, err := s.client.Count(ctx, &qdrant.CountPoints{CollectionName: s.coll, Filter: filter, Exact: qdrant.PtrOf(true)})
	if err != nil {
		return 0, s.wrap(op+" (count)", err)
	}
	if n == 0 {
		return 0, nil
	}
	res, err := s.client.Delete(ctx, &qdrant.DeletePoints{
		CollectionName: s.coll,
		Wait:           qdrant.PtrOf(true),
		Points:         qdrant.NewPointsSelectorFilter(filter),
	})
	if err != nil {
		return 0, s.wrap(op, err)
	}
	if err := s.checkUpdate(op, res); err != nil {
		return 0, err
	}
	return int(n), nil
}

// Delete removes these memories of tenant and user by a filter with has_id
// and the tenant and user conditions; it returns how many existed.
func (s *Store) Delete(ctx context.Context, tenant, user string, ids []string) (int, error) {
	filter, n, err := idFilter(tenant, user, ids)
	if err != nil || n == 0 {
		return 0, err
	}
	return s.deleteByFilter(ctx, "delete", filter)
}

// DeleteUser removes every memory of tenant and user by filter; it returns
// how many existed.
func (s *Store) DeleteUser(ctx context.Context, tenant, user string) (int, error) {
	must, err := ownerConditions(tenant, user)
	if err != nil {
		return 0, err
	}
	return s.deleteByFilter(ctx, "delete user", &qdrant.Filter{Must: must})
}

// Scan scrolls the whole collection, every tenant and user, in pages of
// pageSize (default 256) with vectors, and calls fn on each page. It is the
// forgetter's admin path and must never serve a request.
func (s *Store) Scan(ctx context.Context, pageSize int, fn func([]memory.Memory) error) error {
	if pageSize <= 0 {
		pageSize = 256
	}
	var offset *qdrant.PointId
	for {
		rctx, cancel := s.ctx(ctx)
		pts, next, err := s.client.ScrollAndOffset(rctx, &qdrant.ScrollPoints{
			CollectionName: s.coll,
			Offset:         offset,
			Limit:          qdrant.PtrOf(uint32(pageSize)),
			WithPayload:    qdrant.NewWithPayload(true),
			WithVectors:    qdrant.NewWithVectors(true),
		})
		cancel()
		if err != nil {
			return s.wrap("scan", err)
		}
		if len(pts) > 0 {
			page := make([]memory.Memory, len(pts))
			for i, p := range pts {
				page[i] = fromPayload(p.GetId(), p.GetPayload(), p.GetVectors())
			}
			if err := fn(page); err != nil {
				return err
			}
		}
		if next == nil {
			return nil
		}
		offset = next
	}
}

// Close closes the gRPC connections.
func (s *Store) Close() error {
	return s.client.Close()
}
