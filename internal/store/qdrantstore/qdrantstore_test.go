package qdrantstore

import (
	"context"
	"errors"
	"net"
	"slices"
	"testing"
	"time"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

var testDims = map[string]int{
	storetest.VectorEmbedderID:      storetest.VectorDims,
	storetest.VectorOtherEmbedderID: storetest.VectorDims,
}

func openOn(t *testing.T, r *requestRecorder, dims map[string]int) *Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s, err := New(ctx, Config{Addr: r.addr, Collection: "engram_test", Dims: dims, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// TestContractSuiteOnRecorder runs the VectorStore contract suite through
// the adapter against the request recorder's in-memory stand-in. It checks
// the adapter's conversions, filters and pagination end to end over gRPC;
// it is not a run against Qdrant (see TestLiveContractSuite).
func TestContractSuiteOnRecorder(t *testing.T) {
	r := newRecorder(t)
	storetest.TestVectorStore(t, func(t *testing.T) store.VectorStore { return openOn(t, r, testDims) })
	if len(r.unsupported) > 0 {
		t.Errorf("adapter sent conditions the recorder cannot evaluate: %v", r.unsupported)
	}
}

func TestDenseVectorName(t *testing.T) {
	for id, want := range map[string]string{
		"test:8":                        "dense_test_8",
		"openai:text-embedding-3-small": "dense_openai_text_embedding_3_small",
		"lexical-hash/v1@256":           "dense_lexical_hash_v1_256",
		"中文":                            "dense___",
		"ABC123":                        "dense_ABC123",
	} {
		if got := DenseVectorName(id); got != want {
			t.Errorf("DenseVectorName(%q) = %q, want %q", id, got, want)
		}
	}
}

func TestNewDeclaresCollectionAndIndexes(t *testing.T) {
	r := newRecorder(t)
	openOn(t, r, testDims)
	creates := recorded[*qdrant.CreateCollection](r)
	if len(creates) != 1 {
		t.Fatalf("%d CreateCollection requests, want 1", len(creates))
	}
	c := creates[0]
	if c.GetCollectionName() != "engram_test" {
		t.Errorf("collection %q", c.GetCollectionName())
	}
	vecs := c.GetVectorsConfig().GetParamsMap().GetMap()
	if len(vecs) != 2 {
		t.Errorf("dense vectors %v, want 2", vecs)
	}
	for _, name := range []string{"dense_test_8", "dense_test_other_8"} {
		p := vecs[name]
		if p.GetSize() != storetest.VectorDims || p.GetDistance() != qdrant.Distance_Cosine {
			t.Errorf("vector %s = %v, want size 8 cosine", name, p)
		}
	}
	sp, ok := c.GetSparseVectorsConfig().GetMap()[LexicalVector]
	if !ok || sp.GetModifier() != qdrant.Modifier_Idf {
		t.Errorf("sparse vector %q = %v, want modifier IDF", LexicalVector, sp)
	}

	idx := map[string]*qdrant.CreateFieldIndexCollection{}
	for _, ix := range recorded[*qdrant.CreateFieldIndexCollection](r) {
		if !ix.GetWait() || ix.GetCollectionName() != "engram_test" {
			t.Errorf("index %s: wait=%v collection=%q", ix.GetFieldName(), ix.GetWait(), ix.GetCollectionName())
		}
		idx[ix.GetFieldName()] = ix
	}
	tenant := idx["tenant_id"]
	if tenant.GetFieldType() != qdrant.FieldType_FieldTypeKeyword || !tenant.GetFieldIndexParams().GetKeywordIndexParams().GetIsTenant() {
		t.Errorf("tenant_id index = %v, want keyword with is_tenant=true", tenant)
	}
	for _, f := range []string{"user_id", "type", "scope", "status", "key", "embedder_id"} {
		ix, ok := idx[f]
		if !ok || ix.GetFieldType() != qdrant.FieldType_FieldTypeKeyword {
			t.Errorf("%s index = %v, want keyword", f, ix)
		}
		if ix.GetFieldIndexParams().GetKeywordIndexParams().GetIsTenant() {
			t.Errorf("%s index is_tenant=true; only tenant_id is the tenant", f)
		}
	}
	if ix := idx["expires_at"]; ix.GetFieldType() != qdrant.FieldType_FieldTypeInteger || !ix.GetFieldIndexParams().GetIntegerIndexParams().GetRange() {
		t.Errorf("expires_at index = %v, want integer with range", ix)
	}
	if ix := idx["scoped"]; ix.GetFieldType() != qdrant.FieldType_FieldTypeBool {
		t.Errorf("scoped index = %v, want bool", ix)
	}

	// A second start finds the collection and does not create it again.
	r.reset()
	openOn(t, r, testDims)
	if n := len(recorded[*qdrant.CreateCollection](r)); n != 0 {
		t.Errorf("second New sent %d CreateCollection requests", n)
	}
	if n := len(recorded[*qdrant.CreateFieldIndexCollection](r)); n != len(idx) {
		t.Errorf("second New declared %d indexes, want %d", n, len(idx))
	}
}

func TestUnknownEmbedder(t *testing.T) {
	r := newRecorder(t)
	s := openOn(t, r, map[string]int{storetest.VectorEmbedderID: storetest.VectorDims})

	// An existing collection cannot gain a named vector: New refuses.
	_, err := New(context.Background(), Config{Addr: r.addr, Collection: "engram_test", Dims: map[string]int{
		storetest.VectorEmbedderID: storetest.VectorDims, "openai:small": 1536,
	}})
	if !errors.Is(err, ErrUnknownEmbedder) {
		t.Errorf("New with a new embedder on an existing collection: %v, want ErrUnknownEmbedder", err)
	}
	// Wrong dims for a declared embedder.
	if _, err := New(context.Background(), Config{Addr: r.addr, Collection: "engram_test", Dims: map[string]int{storetest.VectorEmbedderID: 16}}); err == nil {
		t.Error("New with different dims succeeded")
	}
	// Colliding names.
	if _, err := New(context.Background(), Config{Addr: r.addr, Dims: map[string]int{"a:b": 4, "a_b": 4}}); err == nil {
		t.Error("New with colliding vector names succeeded")
	}

	r.reset()
	m := testMem("t1", "u1", "uses an unknown embedder")
	m.EmbedderID = "openai:small"
	if err := s.Upsert(context.Background(), []memory.Memory{m}); !errors.Is(err, ErrUnknownEmbedder) {
		t.Errorf("Upsert with unknown embedder: %v, want ErrUnknownEmbedder", err)
	}
	m.EmbedderID, m.Vector = storetest.VectorEmbedderID, []float32{1, 2}
	if err := s.Upsert(context.Background(), []memory.Memory{m}); err == nil {
		t.Error("Upsert with wrong dims succeeded")
	}
	if _, err := s.SearchDense(context.Background(), store.Filter{TenantID: "t1", UserID: "u1", EmbedderID: "openai:small"}, make([]float32, 8), 5); !errors.Is(err, ErrUnknownEmbedder) {
		t.Errorf("SearchDense with unknown embedder: %v", err)
	}
	if n := len(r.requests()); n != 0 {
		t.Errorf("%d requests sent for refused operations", n)
	}
}

func testMem(tenant, user, content string) memory.Memory {
	v := make([]float32, storetest.VectorDims)
	v[0], v[1] = 1, 0.5
	return memory.Memory{
		ID:       memory.ID(tenant, user, events.TypeFact, "", "", "", content),
		TenantID: tenant, UserID: user, Type: events.TypeFact, Content: content,
		Status: memory.StatusActive, EmbedderID: storetest.VectorEmbedderID, Vector: v,
		CreatedAt: time.Unix(1700000000, 0), UpdatedAt: time.Unix(1700000000, 0),
	}
}

func TestUpsertRequest(t *testing.T) {
	r := newRecorder(t)
	s := openOn(t, r, testDims)
	r.reset()
	a := testMem("t1", "u1", "Likes green tea")
	b := testMem("t1", "u1", "我喜欢喝绿茶")
	b.Scope = "work"
	b.ExpiresAt = time.Unix(1800000000, 5000)
	b.EmbedderID = storetest.VectorOtherEmbedderID
	if err := s.Upsert(context.Background(), []memory.Memory{a, b}); err != nil {
		t.Fatal(err)
	}
	ups := recorded[*qdrant.UpsertPoints](r)
	if len(ups) != 1 {
		t.Fatalf("%d Upsert requests, want 1", len(ups))
	}
	if !ups[0].GetWait() {
		t.Error("Upsert without wait=true")
	}
	for i, m := range []memory.Memory{a, b} {
		p := ups[0].GetPoints()[i]
		if p.GetId().GetUuid() != m.ID {
			t.Errorf("point id %v, want memory id %s", p.GetId(), m.ID)
		}
		named := p.GetVectors().GetVectors().GetVectors()
		dn := DenseVectorName(m.EmbedderID)
		if len(named) != 2 || !slices.Equal(named[dn].GetDense().GetData(), m.Vector) {
			t.Errorf("point %d vectors %v, want %s and %s", i, named, dn, LexicalVector)
		}
		idx, vals := lexical.Sparse(m.Content)
		sp := named[LexicalVector].GetSparse()
		if !slices.Equal(sp.GetIndices(), idx) || !slices.Equal(sp.GetValues(), vals) {
			t.Errorf("point %d lexical vector %v, want lexical.Sparse of the content", i, sp)
		}
		pl := p.GetPayload()
		for k, want := range map[string]string{"tenant_id": m.TenantID, "user_id": m.UserID, "scope": m.Scope, "status": "active", "content": m.Content, "embedder_id": m.EmbedderID, "type": "fact"} {
			if got := pl[k].GetStringValue(); got != want {
				t.Errorf("point %d payload %s = %q, want %q", i, k, got, want)
			}
		}
		if got := pl["expires_at"].GetIntegerValue(); got != micros(m.ExpiresAt) {
			t.Errorf("point %d expires_at = %d, want %d", i, got, micros(m.ExpiresAt))
		}
		if got := pl["scoped"].GetBoolValue(); got != (m.Scope != "") {
			t.Errorf("point %d scoped = %v", i, got)
		}
	}
	if got := ups[0].GetPoints()[0].GetPayload()["expires_at"].GetIntegerValue(); got != 0 {
		t.Errorf("never-expiring memory has expires_at %d, want 0", got)
	}

	// Invalid records are refused before sending.
	r.reset()
	bad := testMem("", "u1", "no tenant")
	if err := s.Upsert(context.Background(), []memory.Memory{bad}); err == nil {
		t.Error("Upsert without tenant succeeded")
	}
	bad = testMem("t1", "u1", "bad id")
	bad.ID = "not-a-uuid"
	if err := s.Upsert(context.Background(), []memory.Memory{bad}); err == nil {
		t.Error("Upsert with a non-UUID id succeeded")
	}
	if n := len(r.requests()); n != 0 {
		t.Errorf("%d requests sent for refused upserts", n)
	}
}

// ownerOf returns the tenant_id and user_id keyword values among the
// top-level must-conditions of f.
func ownerOf(f *qdrant.Filter) (tenant, user string, ok bool) {
	var tn, us []string
	for _, c := range f.GetMust() {
		fc := c.GetField()
		switch fc.GetKey() {
		case "tenant_id":
			tn = append(tn, fc.GetMatch().GetKeyword())
		case "user_id":
			us = append(us, fc.GetMatch().GetKeyword())
		}
	}
	if len(tn) != 1 || len(us) != 1 {
		return "", "", false
	}
	return tn[0], us[0], true
}

func TestEveryReadAndDeleteCarriesTenantAndUser(t *testing.T) {
	r := newRecorder(t)
	s := openOn(t, r, testDims)
	ctx := context.Background()
	mine := []memory.Memory{testMem("t1", "u1", "Likes green tea"), testMem("t1", "u1", "Lives in Berlin"), testMem("t1", "u1", "Runs on Sundays")}
	other := testMem("t2", "u1", "Likes green tea")
	if err := s.Upsert(ctx, append(slices.Clone(mine), other)); err != nil {
		t.Fatal(err)
	}
	r.reset()

	f := store.Filter{TenantID: "t1", UserID: "u1", EmbedderID: storetest.VectorEmbedderID}
	got, err := s.Get(ctx, "t1", "u1", []string{mine[0].ID, other.ID})
	if err != nil || len(got) != 1 || got[0].ID != mine[0].ID {
		t.Errorf("Get = %v, %v; want only t1's memory", got, err)
	}
	if _, err := s.SearchDense(ctx, f, mine[0].Vector, 5); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SearchLexical(ctx, f, "green tea", 5); err != nil {
		t.Fatal(err)
	}
	page, cur, err := s.List(ctx, f, "", 2)
	if err != nil || len(page) != 2 || cur == "" {
		t.Fatalf("List = %d, %q, %v", len(page), cur, err)
	}
	if _, _, err := s.List(ctx, f, cur, 2); err != nil {
		t.Fatal(err)
	}
	if n, err := s.Delete(ctx, "t1", "u1", []string{mine[0].ID, other.ID}); err != nil || n != 1 {
		t.Errorf("Delete = %d, %v; want 1", n, err)
	}
	if n, err := s.DeleteUser(ctx, "t1", "u1"); err != nil || n != 2 {
		t.Errorf("DeleteUser = %d, %v; want 2", n, err)
	}
	if left, _ := s.Get(ctx, "t2", "u1", []string{other.ID}); len(left) != 1 {
		t.Error("another tenant's memory was deleted")
	}

	var filters []*qdrant.Filter
	kinds := map[string]int{}
	for _, m := range r.requests() {
		switch x := m.(type) {
		case *qdrant.ScrollPoints:
			filters = append(filters, x.GetFilter())
			kinds["scroll"]++
		case *qdrant.QueryPoints:
			filters = append(filters, x.GetFilter())
			kinds["query"]++
			if len(x.GetPrefetch()) > 0 {
				t.Error("query with prefetch: prefetch filters are not checked")
			}
		case *qdrant.CountPoints:
			filters = append(filters, x.GetFilter())
			kinds["count"]++
		case *qdrant.DeletePoints:
			kinds["delete"]++
			if !x.GetWait() {
				t.Error("Delete without wait=true")
			}
			if x.GetPoints().GetFilter() == nil {
				t.Error("Delete by bare ids instead of by filter")
			}
			filters = append(filters, x.GetPoints().GetFilter())
		case *qdrant.GetPoints:
			t.Error("bare Get by id sent: it would read any tenant's point")
		default:
			t.Errorf("unexpected request %T", m)
		}
	}
	if kinds["scroll"] != 4 || kinds["query"] != 2 || kinds["count"] != 2 || kinds["delete"] != 2 {
		t.Errorf("requests %v, want 4 scrolls, 2 queries, 2 counts, 2 deletes", kinds)
	}
	for i, f := range filters {
		tn, us, ok := ownerOf(f)
		if i == len(filters)-1 {
			// the final Get of t2 checks the isolation above
			if tn != "t2" || us != "u1" {
				t.Errorf("last Get filter owner %q/%q", tn, us)
			}
			continue
		}
		if !ok || tn != "t1" || us != "u1" {
			t.Errorf("request %d filter %v lacks must tenant_id=t1 and user_id=u1", i, f)
		}
	}

	// Get and Delete by ids pair has_id with the owner conditions.
	for _, sc := range recorded[*qdrant.ScrollPoints](r)[:1] {
		if !hasID(sc.GetFilter(), mine[0].ID) {
			t.Errorf("Get scroll filter %v has no has_id", sc.GetFilter())
		}
	}
	if d := recorded[*qdrant.DeletePoints](r)[0]; !hasID(d.GetPoints().GetFilter(), mine[0].ID) {
		t.Errorf("Delete filter %v has no has_id", d.GetPoints().GetFilter())
	}

	// Searches use the embedder's named vector and the sparse "lexical".
	qs := recorded[*qdrant.QueryPoints](r)
	if qs[0].GetUsing() != "dense_test_8" || qs[0].GetQuery().GetNearest().GetDense() == nil {
		t.Errorf("dense query using %q", qs[0].GetUsing())
	}
	if !hasKeyword(qs[0].GetFilter(), "embedder_id", storetest.VectorEmbedderID) {
		t.Errorf("dense query filter %v lacks embedder_id", qs[0].GetFilter())
	}
	idx, vals := lexical.Sparse("green tea")
	sp := qs[1].GetQuery().GetNearest().GetSparse()
	if qs[1].GetUsing() != LexicalVector || !slices.Equal(sp.GetIndices(), idx) || !slices.Equal(sp.GetValues(), vals) {
		t.Errorf("lexical query using %q with %v", qs[1].GetUsing(), sp)
	}
}

func hasID(f *qdrant.Filter, id string) bool {
	for _, c := range f.GetMust() {
		for _, p := range c.GetHasId().GetHasId() {
			if p.GetUuid() == id {
				return true
			}
		}
	}
	return false
}

func hasKeyword(f *qdrant.Filter, key, val string) bool {
	for _, c := range f.GetMust() {
		if c.GetField().GetKey() == key && c.GetField().GetMatch().GetKeyword() == val {
			return true
		}
	}
	return false
}

func TestFilterTranslation(t *testing.T) {
	now := time.Unix(1700000000, 123456789)
	f, err := buildFilter(store.Filter{TenantID: "t", UserID: "u", Scope: "work", Now: now,
		Types: []events.FactType{events.TypeFact}, Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	if !hasKeyword(f, "status", "active") {
		t.Error("empty Statuses does not mean active only")
	}
	if !hasKeyword(f, "key", "k") {
		t.Error("no key condition")
	}
	var scope, expiry *qdrant.Filter
	for _, c := range f.GetMust() {
		if sub := c.GetFilter(); sub != nil {
			switch sub.GetShould()[0].GetField().GetKey() {
			case "scoped":
				scope = sub
			case "expires_at":
				expiry = sub
			}
		}
	}
	if scope == nil || len(scope.GetShould()) != 2 || scope.GetShould()[1].GetField().GetMatch().GetKeyword() != "work" {
		t.Errorf("scope condition %v, want should[scoped=false, scope=work]", scope)
	}
	if expiry == nil || expiry.GetShould()[0].GetField().GetMatch().GetInteger() != 0 ||
		expiry.GetShould()[1].GetField().GetRange().GetGt() != float64(now.UnixNano())/1000 {
		t.Errorf("expiry condition %v, want should[expires_at=0, expires_at>now]", expiry)
	}
	f, _ = buildFilter(store.Filter{TenantID: "t", UserID: "u"})
	if len(f.GetMust()) != 4 || f.GetMust()[2].GetField().GetKey() != "scoped" || f.GetMust()[2].GetField().GetMatch().GetBoolean() {
		t.Errorf("unscoped filter %v, want must scoped=false", f)
	}
	f, _ = buildFilter(store.Filter{TenantID: "t", UserID: "u", Scope: "work", AnyScope: true})
	for _, c := range f.GetMust() {
		if k := c.GetField().GetKey(); k == "scoped" || k == "scope" || c.GetFilter() != nil {
			t.Errorf("AnyScope filter still has a scope condition: %v", c)
		}
	}
}

func TestEmptyOwnerRefusedBeforeSending(t *testing.T) {
	r := newRecorder(t)
	s := openOn(t, r, testDims)
	r.reset()
	ctx := context.Background()
	id := testMem("t", "u", "x").ID
	for _, o := range [][2]string{{"", "u"}, {"t", ""}} {
		f := store.Filter{TenantID: o[0], UserID: o[1], EmbedderID: storetest.VectorEmbedderID}
		errs := []error{}
		_, err := s.Get(ctx, o[0], o[1], []string{id})
		errs = append(errs, err)
		_, err = s.SearchDense(ctx, f, make([]float32, 8), 5)
		errs = append(errs, err)
		_, err = s.SearchLexical(ctx, f, "tea", 5)
		errs = append(errs, err)
		_, _, err = s.List(ctx, f, "", 5)
		errs = append(errs, err)
		_, err = s.Delete(ctx, o[0], o[1], []string{id})
		errs = append(errs, err)
		_, err = s.DeleteUser(ctx, o[0], o[1])
		errs = append(errs, err)
		err = s.Upsert(ctx, []memory.Memory{testMem(o[0], o[1], "x")})
		errs = append(errs, err)
		_, err = s.SetStatus(ctx, o[0], o[1], []string{id}, memory.StatusArchived, time.Now())
		errs = append(errs, err)
		for i, err := range errs {
			if err == nil {
				t.Errorf("owner %q/%q: operation %d succeeded", o[0], o[1], i)
			}
		}
	}
	if n := len(r.requests()); n != 0 {
		t.Errorf("%d requests sent without tenant or user", n)
	}
}

func TestScanIsTheOnlyUnfilteredRead(t *testing.T) {
	r := newRecorder(t)
	s := openOn(t, r, testDims)
	var mems []memory.Memory
	for _, tn := range []string{"t1", "t2", "t3"} {
		mems = append(mems, testMem(tn, "u", "fact one"), testMem(tn, "u", "fact two"))
	}
	if err := s.Upsert(context.Background(), mems); err != nil {
		t.Fatal(err)
	}
	r.reset()
	n := 0
	if err := s.Scan(context.Background(), 4, func(p []memory.Memory) error { n += len(p); return nil }); err != nil {
		t.Fatal(err)
	}
	if n != 6 {
		t.Errorf("Scan visited %d, want 6", n)
	}
	sc := recorded[*qdrant.ScrollPoints](r)
	if len(sc) != 2 {
		t.Errorf("Scan sent %d scrolls, want 2 pages", len(sc))
	}
	if len(sc) > 1 && sc[1].GetOffset() == nil {
		t.Error("second Scan page without offset")
	}
}

func TestUnavailable(t *testing.T) {
	r := newRecorder(t)
	s := openOn(t, r, testDims)
	r.mu.Lock()
	r.fail = status.Error(codes.Unavailable, "connection refused")
	r.mu.Unlock()
	err := s.Upsert(context.Background(), []memory.Memory{testMem("t", "u", "x")})
	if !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("Upsert on Unavailable: %v, want ErrUnavailable", err)
	}
	r.mu.Lock()
	r.fail = status.Error(codes.InvalidArgument, "bad request")
	r.mu.Unlock()
	_, err = s.Get(context.Background(), "t", "u", []string{testMem("t", "u", "x").ID})
	if err == nil || errors.Is(err, store.ErrUnavailable) {
		t.Errorf("Get on InvalidArgument: %v, want a plain error", err)
	}

	// Nothing listening: New fails with ErrUnavailable within its deadline.
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := lis.Addr().String()
	lis.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if _, err := New(ctx, Config{Addr: addr}); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("New with no server: %v, want ErrUnavailable", err)
	}
}

// TestSetStatusRequests checks that SetStatus sends no vector: one Scroll
// without vectors whose payload is limited to the version, then one
// SetPayload per distinct version with status, updated_at and version+1,
// every request filtered by tenant, user and has_id of that user's ids.
func TestSetStatusRequests(t *testing.T) {
	r := newRecorder(t)
	s := openOn(t, r, testDims)
	ctx := context.Background()
	mine := []memory.Memory{testMem("t1", "u1", "Likes green tea"), testMem("t1", "u1", "Lives in Berlin"), testMem("t1", "u1", "Runs on Sundays")}
	mine[0].Version, mine[1].Version, mine[2].Version = 1, 1, 5
	other := testMem("t2", "u1", "Likes green tea")
	otherUser := testMem("t1", "u2", "Likes green tea")
	if err := s.Upsert(ctx, append(slices.Clone(mine), other, otherUser)); err != nil {
		t.Fatal(err)
	}
	r.reset()

	at := time.Date(2026, 5, 1, 12, 0, 0, 123456789, time.UTC)
	n, err := s.SetStatus(ctx, "t1", "u1", []string{mine[0].ID, mine[1].ID, mine[2].ID, other.ID, otherUser.ID, "not-a-uuid"}, memory.StatusArchived, at)
	if err != nil || n != 3 {
		t.Fatalf("SetStatus = %d, %v; want 3", n, err)
	}
	var scrolls []*qdrant.ScrollPoints
	var sets []*qdrant.SetPayloadPoints
	for _, m := range r.requests() {
		switch x := m.(type) {
		case *qdrant.ScrollPoints:
			scrolls = append(scrolls, x)
		case *qdrant.SetPayloadPoints:
			sets = append(sets, x)
		default:
			t.Errorf("unexpected request %T (no vector may be sent)", m)
		}
	}
	if len(scrolls) != 1 || len(sets) != 2 {
		t.Fatalf("%d scrolls and %d set-payloads, want 1 and 2 (one per distinct version)", len(scrolls), len(sets))
	}
	sc := scrolls[0]
	if tn, us, ok := ownerOf(sc.GetFilter()); !ok || tn != "t1" || us != "u1" {
		t.Errorf("version read filter %v lacks must tenant_id=t1 and user_id=u1", sc.GetFilter())
	}
	for _, m := range mine {
		if !hasID(sc.GetFilter(), m.ID) {
			t.Errorf("version read filter has no has_id %s", m.ID)
		}
	}
	if sc.GetWithVectors().GetEnable() || sc.GetWithVectors().GetInclude() != nil {
		t.Errorf("version read asks for vectors: %v", sc.GetWithVectors())
	}
	if f := sc.GetWithPayload().GetInclude().GetFields(); !slices.Equal(f, []string{"version"}) {
		t.Errorf("version read payload selector %v, want include [version]", sc.GetWithPayload())
	}
	wantIDs := map[int64][]string{2: sorted(mine[0].ID, mine[1].ID), 6: {mine[2].ID}}
	for _, sp := range sets {
		if !sp.GetWait() {
			t.Error("SetPayload without wait=true")
		}
		f := sp.GetPointsSelector().GetFilter()
		if tn, us, ok := ownerOf(f); !ok || tn != "t1" || us != "u1" {
			t.Errorf("SetPayload selector %v lacks must tenant_id=t1 and user_id=u1", sp.GetPointsSelector())
		}
		pl := sp.GetPayload()
		keys := make([]string, 0, len(pl))
		for k := range pl {
			keys = append(keys, k)
		}
		if want := []string{"status", "updated_at", "updated_at_rfc3339", "version"}; !slices.Equal(sorted(keys...), want) {
			t.Errorf("SetPayload fields %v, want %v", sorted(keys...), want)
		}
		if pl["status"].GetStringValue() != "archived" || pl["updated_at"].GetIntegerValue() != at.UnixMicro() ||
			pl["updated_at_rfc3339"].GetStringValue() != at.Format(time.RFC3339Nano) {
			t.Errorf("SetPayload payload %v", pl)
		}
		v := pl["version"].GetIntegerValue()
		var ids []string
		for _, c := range f.GetMust() {
			for _, id := range c.GetHasId().GetHasId() {
				ids = append(ids, id.GetUuid())
			}
		}
		if want, ok := wantIDs[v]; !ok || !slices.Equal(sorted(ids...), want) {
			t.Errorf("SetPayload version %d on %v, want versions 2 and 6 on %v", v, ids, wantIDs)
		}
		delete(wantIDs, v)
	}

	got, err := s.Get(ctx, "t1", "u1", []string{mine[0].ID, mine[2].ID})
	if err != nil || len(got) != 2 {
		t.Fatalf("Get after SetStatus = %d, %v", len(got), err)
	}
	for _, m := range got {
		if m.Status != memory.StatusArchived || !m.UpdatedAt.Equal(at) || len(m.Vector) != storetest.VectorDims {
			t.Errorf("after SetStatus %s: status %s updated %v vector %d dims", m.ID, m.Status, m.UpdatedAt, len(m.Vector))
		}
	}
	for _, o := range []memory.Memory{other, otherUser} {
		left, err := s.Get(ctx, o.TenantID, o.UserID, []string{o.ID})
		if err != nil || len(left) != 1 || left[0].Status != memory.StatusActive || left[0].Version != o.Version {
			t.Errorf("%s/%s's memory changed by another user's SetStatus: %v, %v", o.TenantID, o.UserID, left, err)
		}
	}

	// Ids that cannot exist send nothing.
	r.reset()
	if n, err := s.SetStatus(ctx, "t1", "u1", []string{"not-a-uuid"}, memory.StatusArchived, at); err != nil || n != 0 {
		t.Errorf("SetStatus of invalid ids = %d, %v; want 0", n, err)
	}
	if k := len(r.requests()); k != 0 {
		t.Errorf("%d requests sent for invalid ids", k)
	}
}

func sorted(s ...string) []string {
	out := slices.Clone(s)
	slices.Sort(out)
	return out
}
