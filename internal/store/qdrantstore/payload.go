package qdrantstore

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/qdrant/go-client/qdrant"

	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Payload field names. Every Memory field is stored; times are stored twice:
// as an integer of unix microseconds under the plain name (0 for the zero
// time; used by range filters) and as an RFC 3339 string with nanoseconds
// under "<name>_rfc3339" (omitted for the zero time; used to read the exact
// time back).
const (
	fieldTenant      = "tenant_id"
	fieldUser        = "user_id"
	fieldAgent       = "agent_id"
	fieldScope       = "scope"
	fieldScoped      = "scoped" // bool: scope != ""; lets filters select unscoped memories without matching "".
	fieldType        = "type"
	fieldContent     = "content"
	fieldKey         = "key"
	fieldValue       = "value"
	fieldConfidence  = "confidence"
	fieldImportance  = "importance"
	fieldSensitivity = "sensitivity"
	fieldStatus      = "status"
	fieldVersion     = "version"
	fieldCreatedAt   = "created_at"
	fieldUpdatedAt   = "updated_at"
	fieldLastAccess  = "last_accessed_at"
	fieldAccessCount = "access_count"
	fieldExpiresAt   = "expires_at"
	fieldEventTime   = "event_time"
	fieldPinned      = "pinned"
	fieldSourceTurns = "source_turn_ids"
	fieldExtractor   = "extractor_id"
	fieldEmbedder    = "embedder_id"
	fieldSupersedes  = "supersedes"
	fieldAssertions  = "assertions"

	rfc3339Suffix = "_rfc3339"

	// LexicalVector is the name of the sparse vector holding the term
	// frequencies of a memory's content (lexical.Sparse); the collection
	// declares it with the IDF modifier so that Qdrant scores it BM25-style.
	LexicalVector = "lexical"
)

// DenseVectorName returns the named dense vector that holds embeddings of
// embedderID: "dense_" followed by the id with every character that is not
// an ASCII letter or digit replaced by '_' ("openai:text-embedding-3-small"
// → "dense_openai_text_embedding_3_small"). Two embedder ids that map to the
// same name cannot be configured together.
func DenseVectorName(embedderID string) string {
	var b strings.Builder
	b.Grow(len("dense_") + len(embedderID))
	b.WriteString("dense_")
	for _, r := range embedderID {
		if r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// micros returns t as unix microseconds, 0 for the zero time.
func micros(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMicro()
}

func putTime(p map[string]*qdrant.Value, name string, t time.Time) {
	p[name] = qdrant.NewValueInt(micros(t))
	if !t.IsZero() {
		p[name+rfc3339Suffix] = qdrant.NewValueString(t.UTC().Format(time.RFC3339Nano))
	}
}

// toPoint converts a memory to a Qdrant point. dims maps the dense vector
// names the collection declares to their dimension.
func toPoint(m memory.Memory, dims map[string]int) (*qdrant.PointStruct, error) {
	vectors := map[string]*qdrant.Vector{}
	if len(m.Vector) > 0 {
		d, ok := dims[DenseVectorName(m.EmbedderID)]
		if !ok {
			return nil, fmt.Errorf("memory %s: embedder %q has no dense vector %q in the collection "+
				"(a named vector cannot be added in place: re-embed into a new collection and switch the alias): %w",
				m.ID, m.EmbedderID, DenseVectorName(m.EmbedderID), ErrUnknownEmbedder)
		}
		if d != len(m.Vector) {
			return nil, fmt.Errorf("memory %s: embedder %q vector has %d dims, collection expects %d",
				m.ID, m.EmbedderID, len(m.Vector), d)
		}
		vectors[DenseVectorName(m.EmbedderID)] = qdrant.NewVectorDense(m.Vector)
	}
	if idx, vals := lexical.Sparse(m.Content); len(idx) > 0 {
		vectors[LexicalVector] = qdrant.NewVectorSparse(idx, vals)
	}

	sources := make([]*qdrant.Value, len(m.SourceTurnIDs))
	for i, s := range m.SourceTurnIDs {
		sources[i] = qdrant.NewValueString(s)
	}
	p := map[string]*qdrant.Value{
		fieldTenant:      qdrant.NewValueString(m.TenantID),
		fieldUser:        qdrant.NewValueString(m.UserID),
		fieldAgent:       qdrant.NewValueString(m.AgentID),
		fieldScope:       qdrant.NewValueString(m.Scope),
		fieldScoped:      qdrant.NewValueBool(m.Scope != ""),
		fieldType:        qdrant.NewValueString(string(m.Type)),
		fieldContent:     qdrant.NewValueString(m.Content),
		fieldKey:         qdrant.NewValueString(m.Key),
		fieldValue:       qdrant.NewValueString(m.Value),
		fieldConfidence:  qdrant.NewValueDouble(m.Confidence),
		fieldImportance:  qdrant.NewValueDouble(m.Importance),
		fieldSensitivity: qdrant.NewValueString(string(m.Sensitivity)),
		fieldStatus:      qdrant.NewValueString(string(m.Status)),
		fieldVersion:     qdrant.NewValueInt(m.Version),
		fieldAccessCount: qdrant.NewValueInt(m.AccessCount),
		fieldPinned:      qdrant.NewValueBool(m.Pinned),
		fieldSourceTurns: qdrant.NewValueFromList(sources...),
		fieldExtractor:   qdrant.NewValueString(m.ExtractorID),
		fieldEmbedder:    qdrant.NewValueString(m.EmbedderID),
		fieldSupersedes:  qdrant.NewValueString(m.Supersedes),
	}
	if len(m.Assertions) > 0 {
		p[fieldAssertions] = qdrant.NewValueString(memory.EncodeAssertions(&m))
	}
	putTime(p, fieldCreatedAt, m.CreatedAt)
	putTime(p, fieldUpdatedAt, m.UpdatedAt)
	putTime(p, fieldLastAccess, m.LastAccessedAt)
	putTime(p, fieldExpiresAt, m.ExpiresAt)
	if m.EventTime != nil {
		putTime(p, fieldEventTime, *m.EventTime)
	}
	for k, v := range p {
		if s, ok := v.GetKind().(*qdrant.Value_StringValue); ok && !utf8.ValidString(s.StringValue) {
			return nil, fmt.Errorf("memory %s: payload field %s is not valid UTF-8", m.ID, k)
		}
	}
	pt := &qdrant.PointStruct{Id: qdrant.NewIDUUID(m.ID), Payload: p}
	if len(vectors) > 0 {
		pt.Vectors = qdrant.NewVectorsMap(vectors)
	}
	return pt, nil
}

func str(p map[string]*qdrant.Value, k string) string { return p[k].GetStringValue() }

func getTime(p map[string]*qdrant.Value, name string) time.Time {
	if s := p[name+rfc3339Suffix].GetStringValue(); s != "" {
		if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
			return t
		}
	}
	if us := p[name].GetIntegerValue(); us != 0 {
		return time.UnixMicro(us).UTC()
	}
	return time.Time{}
}

// pointID returns the canonical string of a point id (UUID or number).
func pointID(id *qdrant.PointId) string {
	if u := id.GetUuid(); u != "" {
		return u
	}
	return fmt.Sprint(id.GetNum())
}

// fromPayload rebuilds a memory from a point's id, payload and vectors.
func fromPayload(id *qdrant.PointId, p map[string]*qdrant.Value, vecs *qdrant.VectorsOutput) memory.Memory {
	m := memory.Memory{
		ID:             pointID(id),
		TenantID:       str(p, fieldTenant),
		UserID:         str(p, fieldUser),
		AgentID:        str(p, fieldAgent),
		Scope:          str(p, fieldScope),
		Type:           events.FactType(str(p, fieldType)),
		Content:        str(p, fieldContent),
		Key:            str(p, fieldKey),
		Value:          str(p, fieldValue),
		Confidence:     p[fieldConfidence].GetDoubleValue(),
		Importance:     p[fieldImportance].GetDoubleValue(),
		Sensitivity:    events.Sensitivity(str(p, fieldSensitivity)),
		Status:         memory.Status(str(p, fieldStatus)),
		Version:        p[fieldVersion].GetIntegerValue(),
		CreatedAt:      getTime(p, fieldCreatedAt),
		UpdatedAt:      getTime(p, fieldUpdatedAt),
		LastAccessedAt: getTime(p, fieldLastAccess),
		AccessCount:    p[fieldAccessCount].GetIntegerValue(),
		ExpiresAt:      getTime(p, fieldExpiresAt),
		Pinned:         p[fieldPinned].GetBoolValue(),
		ExtractorID:    str(p, fieldExtractor),
		EmbedderID:     str(p, fieldEmbedder),
		Supersedes:     str(p, fieldSupersedes),
	}
	if _, ok := p[fieldEventTime]; ok {
		t := getTime(p, fieldEventTime)
		m.EventTime = &t
	}
	for _, v := range p[fieldSourceTurns].GetListValue().GetValues() {
		m.SourceTurnIDs = append(m.SourceTurnIDs, v.GetStringValue())
	}
	// Unreadable assertions leave the memory without them: it is then
	// merged and forgotten as a whole, as one written before they existed.
	_ = m.DecodeAssertions(str(p, fieldAssertions))
	if m.EmbedderID != "" {
		named := vecs.GetVectors().GetVectors()
		if d := named[DenseVectorName(m.EmbedderID)].GetDenseVector(); d != nil && len(d.GetData()) > 0 {
			m.Vector = append([]float32(nil), d.GetData()...)
		}
	}
	return m
}
