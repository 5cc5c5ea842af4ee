package qdrantstore

import (
	"context"
	"fmt"
	"math"
	"net"
	"slices"
	"sort"
	"sync"
	"testing"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
)

// requestRecorder is an in-process gRPC server that speaks the client
// library's own generated Points, Collections and Qdrant services and
// records every request proto it receives. It answers with minimal canned
// replies backed by an in-memory point map and a small evaluator of the
// filter features the adapter uses (must/should, keyword, keywords, bool,
// integer, range, has_id, nested filter), so that round trips make sense.
//
// It is not Qdrant: its scoring (cosine over normalised vectors, IDF-weighted
// sparse dot product) and filtering only approximate the server's, and it
// has one collection namespace with no persistence, no HNSW and no strict
// mode. Tests built on it prove what the adapter sends, not that Qdrant
// accepts it; the live suite (QDRANT_URL) does that.
type requestRecorder struct {
	addr string

	mu          sync.Mutex
	reqs        []proto.Message
	unsupported []string
	collections map[string]*qdrant.CreateCollection
	points      map[string]*qdrant.PointStruct
	// fail, if set, is returned by every RPC (after recording it).
	fail error
}

type recPoints struct {
	qdrant.UnimplementedPointsServer
	r *requestRecorder
}

type recCollections struct {
	qdrant.UnimplementedCollectionsServer
	r *requestRecorder
}

type recQdrant struct {
	qdrant.UnimplementedQdrantServer
	r *requestRecorder
}

// newRecorder starts a recorder on a localhost port, stopped at cleanup.
func newRecorder(t *testing.T) *requestRecorder {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	r := &requestRecorder{
		addr:        lis.Addr().String(),
		collections: map[string]*qdrant.CreateCollection{},
		points:      map[string]*qdrant.PointStruct{},
	}
	srv := grpc.NewServer()
	qdrant.RegisterPointsServer(srv, &recPoints{r: r})
	qdrant.RegisterCollectionsServer(srv, &recCollections{r: r})
	qdrant.RegisterQdrantServer(srv, &recQdrant{r: r})
	go func() { _ = srv.Serve(lis) }()
	t.Cleanup(srv.Stop)
	return r
}

// record stores a clone of req and returns the configured failure.
func (r *requestRecorder) record(req proto.Message) error {
	r.reqs = append(r.reqs, proto.Clone(req))
	return r.fail
}

// requests returns the recorded requests.
func (r *requestRecorder) requests() []proto.Message {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.reqs)
}

// reset forgets the recorded requests (not the points).
func (r *requestRecorder) reset() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.reqs = nil
}

// recorded returns the recorded requests of type T.
func recorded[T proto.Message](r *requestRecorder) []T {
	var out []T
	for _, m := range r.requests() {
		if x, ok := m.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

var completed = &qdrant.UpdateResult{Status: qdrant.UpdateStatus_Completed}

func (s *recQdrant) HealthCheck(_ context.Context, req *qdrant.HealthCheckRequest) (*qdrant.HealthCheckReply, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	return &qdrant.HealthCheckReply{Title: "request recorder", Version: "1.17.0"}, nil
}

func (s *recCollections) Get(_ context.Context, req *qdrant.GetCollectionInfoRequest) (*qdrant.GetCollectionInfoResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	c, ok := s.r.collections[req.GetCollectionName()]
	if !ok {
		return nil, status.Errorf(codes.NotFound, "Collection `%s` doesn't exist!", req.GetCollectionName())
	}
	return &qdrant.GetCollectionInfoResponse{Result: &qdrant.CollectionInfo{
		Status: qdrant.CollectionStatus_Green,
		Config: &qdrant.CollectionConfig{Params: &qdrant.CollectionParams{
			VectorsConfig:       c.GetVectorsConfig(),
			SparseVectorsConfig: c.GetSparseVectorsConfig(),
		}},
	}}, nil
}

func (s *recCollections) CollectionExists(_ context.Context, req *qdrant.CollectionExistsRequest) (*qdrant.CollectionExistsResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	_, ok := s.r.collections[req.GetCollectionName()]
	return &qdrant.CollectionExistsResponse{Result: &qdrant.CollectionExists{Exists: ok}}, nil
}

func (s *recCollections) Create(_ context.Context, req *qdrant.CreateCollection) (*qdrant.CollectionOperationResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	if _, ok := s.r.collections[req.GetCollectionName()]; ok {
		return nil, status.Errorf(codes.AlreadyExists, "Collection `%s` already exists!", req.GetCollectionName())
	}
	s.r.collections[req.GetCollectionName()] = proto.Clone(req).(*qdrant.CreateCollection)
	return &qdrant.CollectionOperationResponse{Result: true}, nil
}

func (s *recPoints) CreateFieldIndex(_ context.Context, req *qdrant.CreateFieldIndexCollection) (*qdrant.PointsOperationResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	return &qdrant.PointsOperationResponse{Result: completed}, nil
}

func (s *recPoints) Upsert(_ context.Context, req *qdrant.UpsertPoints) (*qdrant.PointsOperationResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	for _, p := range req.GetPoints() {
		p = proto.Clone(p).(*qdrant.PointStruct)
		// Cosine collections store vectors normalised, as Qdrant does.
		for _, v := range p.GetVectors().GetVectors().GetVectors() {
			if d := v.GetDense(); d != nil {
				normalise(d.Data)
			}
		}
		s.r.points[pointID(p.GetId())] = p
	}
	return &qdrant.PointsOperationResponse{Result: completed}, nil
}

func (s *recPoints) Scroll(_ context.Context, req *qdrant.ScrollPoints) (*qdrant.ScrollResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	ids := s.r.matching(req.GetFilter())
	sort.Strings(ids)
	if off := req.GetOffset(); off != nil {
		i, _ := slices.BinarySearch(ids, pointID(off))
		ids = ids[i:]
	}
	limit := 10
	if req.Limit != nil {
		limit = int(req.GetLimit())
	}
	resp := &qdrant.ScrollResponse{}
	if len(ids) > limit {
		resp.NextPageOffset = qdrant.NewIDUUID(ids[limit])
		ids = ids[:limit]
	}
	for _, id := range ids {
		p := s.r.points[id]
		resp.Result = append(resp.Result, &qdrant.RetrievedPoint{Id: p.GetId(), Payload: selectPayload(p, req.GetWithPayload()),
			Vectors: vectorsOut(p, req.GetWithVectors().GetEnable())})
	}
	return resp, nil
}

// SetPayload merges the request's payload into the selected points' (by
// filter or by ids), keeping their vectors and other fields, as Qdrant's
// set_payload does.
func (s *recPoints) SetPayload(_ context.Context, req *qdrant.SetPayloadPoints) (*qdrant.PointsOperationResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	if req.Key != nil {
		return nil, status.Error(codes.InvalidArgument, "recorder: no nested payload key")
	}
	var ids []string
	if f := req.GetPointsSelector().GetFilter(); f != nil {
		ids = s.r.matching(f)
	} else {
		for _, id := range req.GetPointsSelector().GetPoints().GetIds() {
			if _, ok := s.r.points[pointID(id)]; ok {
				ids = append(ids, pointID(id))
			}
		}
	}
	for _, id := range ids {
		p := proto.Clone(s.r.points[id]).(*qdrant.PointStruct)
		if p.Payload == nil {
			p.Payload = map[string]*qdrant.Value{}
		}
		for k, v := range req.GetPayload() {
			p.Payload[k] = proto.Clone(v).(*qdrant.Value)
		}
		s.r.points[id] = p
	}
	return &qdrant.PointsOperationResponse{Result: completed}, nil
}

// selectPayload renders a stored point's payload as a read with selector
// sel returns it: all of it (no selector or enable=true), none, or the
// included fields.
func selectPayload(p *qdrant.PointStruct, sel *qdrant.WithPayloadSelector) map[string]*qdrant.Value {
	switch {
	case sel == nil:
		return p.GetPayload()
	case sel.GetInclude() != nil:
		out := map[string]*qdrant.Value{}
		for _, k := range sel.GetInclude().GetFields() {
			if v, ok := p.GetPayload()[k]; ok {
				out[k] = v
			}
		}
		return out
	case sel.GetExclude() != nil:
		out := map[string]*qdrant.Value{}
		for k, v := range p.GetPayload() {
			if !slices.Contains(sel.GetExclude().GetFields(), k) {
				out[k] = v
			}
		}
		return out
	case !sel.GetEnable():
		return nil
	}
	return p.GetPayload()
}

func (s *recPoints) Query(_ context.Context, req *qdrant.QueryPoints) (*qdrant.QueryResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	near := req.GetQuery().GetNearest()
	if near == nil {
		return nil, status.Error(codes.InvalidArgument, "recorder: only nearest queries")
	}
	using := req.GetUsing()
	ids := s.r.matching(req.GetFilter())
	var out []*qdrant.ScoredPoint
	if sp := near.GetSparse(); sp != nil {
		idf := s.r.idf(using)
		for _, id := range ids {
			p := s.r.points[id]
			doc := p.GetVectors().GetVectors().GetVectors()[using].GetSparse()
			if doc == nil {
				continue
			}
			var score float64
			for i, term := range sp.GetIndices() {
				if j := slices.Index(doc.GetIndices(), term); j >= 0 {
					score += idf[term] * float64(sp.GetValues()[i]) * float64(doc.GetValues()[j])
				}
			}
			if score > 0 {
				out = append(out, &qdrant.ScoredPoint{Id: p.GetId(), Payload: p.GetPayload(), Score: float32(score),
					Vectors: selectVectors(p, req.GetWithVectors())})
			}
		}
	} else {
		q := slices.Clone(near.GetDense().GetData())
		normalise(q)
		for _, id := range ids {
			p := s.r.points[id]
			d := p.GetVectors().GetVectors().GetVectors()[using].GetDense()
			if d == nil || len(d.GetData()) != len(q) {
				continue
			}
			var dot float64
			for i := range q {
				dot += float64(q[i]) * float64(d.GetData()[i])
			}
			out = append(out, &qdrant.ScoredPoint{Id: p.GetId(), Payload: p.GetPayload(), Score: float32(dot),
				Vectors: selectVectors(p, req.GetWithVectors())})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	if l := int(req.GetLimit()); len(out) > l {
		out = out[:l]
	}
	return &qdrant.QueryResponse{Result: out}, nil
}

func (s *recPoints) Count(_ context.Context, req *qdrant.CountPoints) (*qdrant.CountResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	return &qdrant.CountResponse{Result: &qdrant.CountResult{Count: uint64(len(s.r.matching(req.GetFilter())))}}, nil
}

func (s *recPoints) Facet(_ context.Context, req *qdrant.FacetCounts) (*qdrant.FacetResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	counts := map[string]uint64{}
	for _, id := range s.r.matching(req.GetFilter()) {
		if v, ok := s.r.points[id].GetPayload()[req.GetKey()]; ok {
			if sv, ok := v.GetKind().(*qdrant.Value_StringValue); ok {
				counts[sv.StringValue]++
			}
		}
	}
	var hits []*qdrant.FacetHit
	for v, n := range counts {
		hits = append(hits, &qdrant.FacetHit{Value: &qdrant.FacetValue{Variant: &qdrant.FacetValue_StringValue{StringValue: v}}, Count: n})
	}
	sort.Slice(hits, func(i, j int) bool { return hits[i].Count > hits[j].Count })
	if l := int(req.GetLimit()); l > 0 && len(hits) > l {
		hits = hits[:l]
	}
	return &qdrant.FacetResponse{Hits: hits}, nil
}

func (s *recPoints) Delete(_ context.Context, req *qdrant.DeletePoints) (*qdrant.PointsOperationResponse, error) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if err := s.r.record(req); err != nil {
		return nil, err
	}
	var ids []string
	if f := req.GetPoints().GetFilter(); f != nil {
		ids = s.r.matching(f)
	} else {
		for _, id := range req.GetPoints().GetPoints().GetIds() {
			ids = append(ids, pointID(id))
		}
	}
	for _, id := range ids {
		delete(s.r.points, id)
	}
	return &qdrant.PointsOperationResponse{Result: completed}, nil
}

// vectorsOut renders a stored point's vectors as a read returns them.
// selectVectors is vectorsOut for a selector: all vectors, none, or the
// named ones.
func selectVectors(p *qdrant.PointStruct, sel *qdrant.WithVectorsSelector) *qdrant.VectorsOutput {
	names := sel.GetInclude().GetNames()
	if len(names) == 0 {
		return vectorsOut(p, sel.GetEnable())
	}
	out := vectorsOut(p, true)
	for name := range out.GetVectors().GetVectors() {
		if !slices.Contains(names, name) {
			delete(out.GetVectors().GetVectors(), name)
		}
	}
	return out
}

func vectorsOut(p *qdrant.PointStruct, with bool) *qdrant.VectorsOutput {
	if !with {
		return nil
	}
	named := map[string]*qdrant.VectorOutput{}
	for name, v := range p.GetVectors().GetVectors().GetVectors() {
		switch {
		case v.GetDense() != nil:
			named[name] = &qdrant.VectorOutput{Vector: &qdrant.VectorOutput_Dense{Dense: v.GetDense()}}
		case v.GetSparse() != nil:
			named[name] = &qdrant.VectorOutput{Vector: &qdrant.VectorOutput_Sparse{Sparse: v.GetSparse()}}
		}
	}
	return &qdrant.VectorsOutput{VectorsOptions: &qdrant.VectorsOutput_Vectors{Vectors: &qdrant.NamedVectorsOutput{Vectors: named}}}
}

// idf returns Qdrant's IDF of every term of the sparse vector name.
func (r *requestRecorder) idf(name string) map[uint32]float64 {
	df := map[uint32]int{}
	n := 0
	for _, p := range r.points {
		sp := p.GetVectors().GetVectors().GetVectors()[name].GetSparse()
		if sp == nil {
			continue
		}
		n++
		for _, t := range sp.GetIndices() {
			df[t]++
		}
	}
	out := map[uint32]float64{}
	for t, d := range df {
		out[t] = math.Log(1 + (float64(n-d)+0.5)/(float64(d)+0.5))
	}
	return out
}

func normalise(v []float32) {
	var n float64
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	if n == 0 {
		return
	}
	n = math.Sqrt(n)
	for i := range v {
		v[i] = float32(float64(v[i]) / n)
	}
}

// matching returns the ids of the points that filter f selects.
func (r *requestRecorder) matching(f *qdrant.Filter) []string {
	var ids []string
	for id, p := range r.points {
		if r.match(f, p) {
			ids = append(ids, id)
		}
	}
	return ids
}

func (r *requestRecorder) match(f *qdrant.Filter, p *qdrant.PointStruct) bool {
	if f == nil {
		return true
	}
	for _, c := range f.GetMust() {
		if !r.cond(c, p) {
			return false
		}
	}
	for _, c := range f.GetMustNot() {
		if r.cond(c, p) {
			return false
		}
	}
	if len(f.GetShould()) == 0 {
		return true
	}
	for _, c := range f.GetShould() {
		if r.cond(c, p) {
			return true
		}
	}
	return false
}

func (r *requestRecorder) cond(c *qdrant.Condition, p *qdrant.PointStruct) bool {
	switch x := c.GetConditionOneOf().(type) {
	case *qdrant.Condition_Filter:
		return r.match(x.Filter, p)
	case *qdrant.Condition_HasId:
		for _, id := range x.HasId.GetHasId() {
			if pointID(id) == pointID(p.GetId()) {
				return true
			}
		}
		return false
	case *qdrant.Condition_Field:
		v, ok := p.GetPayload()[x.Field.GetKey()]
		if !ok {
			return false
		}
		if m := x.Field.GetMatch(); m != nil {
			switch mv := m.GetMatchValue().(type) {
			case *qdrant.Match_Keyword:
				_, isStr := v.GetKind().(*qdrant.Value_StringValue)
				return isStr && v.GetStringValue() == mv.Keyword
			case *qdrant.Match_Keywords:
				_, isStr := v.GetKind().(*qdrant.Value_StringValue)
				return isStr && slices.Contains(mv.Keywords.GetStrings(), v.GetStringValue())
			case *qdrant.Match_Boolean:
				_, isBool := v.GetKind().(*qdrant.Value_BoolValue)
				return isBool && v.GetBoolValue() == mv.Boolean
			case *qdrant.Match_Integer:
				_, isInt := v.GetKind().(*qdrant.Value_IntegerValue)
				return isInt && v.GetIntegerValue() == mv.Integer
			}
		}
		if rg := x.Field.GetRange(); rg != nil {
			var f float64
			switch k := v.GetKind().(type) {
			case *qdrant.Value_IntegerValue:
				f = float64(k.IntegerValue)
			case *qdrant.Value_DoubleValue:
				f = k.DoubleValue
			default:
				return false
			}
			return (rg.Lt == nil || f < rg.GetLt()) && (rg.Lte == nil || f <= rg.GetLte()) &&
				(rg.Gt == nil || f > rg.GetGt()) && (rg.Gte == nil || f >= rg.GetGte())
		}
	}
	r.unsupported = append(r.unsupported, fmt.Sprintf("%v", c))
	return false
}
