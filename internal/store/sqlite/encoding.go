package sqlite

import (
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// memCols are the columns of a memory as scanMemory reads them (from
// memories m). Its access statistics are those of the access table, which
// RecordAccess keeps, or those the row was written with when they are
// higher (a memory written again keeps what it was given): recall hits
// update one small row of the access table, never the memory's own row.
const memCols = `m.id, m.tenant_id, m.user_id, m.agent_id, m.scope, m.type, m.content, m.key, m.value,
	m.confidence, m.importance, m.sensitivity, m.status, m.version, m.created_at, m.updated_at,
	max(m.last_accessed_at, coalesce((SELECT a.last FROM access a
		WHERE a.tenant_id = m.tenant_id AND a.user_id = m.user_id AND a.memory_id = m.id), 0)),
	max(m.access_count, coalesce((SELECT a.count FROM access a
		WHERE a.tenant_id = m.tenant_id AND a.user_id = m.user_id AND a.memory_id = m.id), 0)),
	m.expires_at, m.event_time, m.pinned, m.source_turn_ids,
	m.extractor_id, m.embedder_id, m.supersedes, m.vector, m.assertions`

type rowScanner interface{ Scan(dest ...any) error }

func scanMemory(r rowScanner, extra ...any) (memory.Memory, error) {
	var m memory.Memory
	var typ, sens, status, sources, assertions string
	var created, updated, accessed, expires int64
	var eventTime sql.NullInt64
	var pinned int
	var vec []byte
	dest := []any{&m.ID, &m.TenantID, &m.UserID, &m.AgentID, &m.Scope, &typ, &m.Content, &m.Key, &m.Value,
		&m.Confidence, &m.Importance, &sens, &status, &m.Version, &created, &updated,
		&accessed, &m.AccessCount, &expires, &eventTime, &pinned, &sources,
		&m.ExtractorID, &m.EmbedderID, &m.Supersedes, &vec, &assertions}
	if err := r.Scan(append(dest, extra...)...); err != nil {
		return m, err
	}
	m.Type, m.Sensitivity, m.Status = events.FactType(typ), events.Sensitivity(sens), memory.Status(status)
	m.CreatedAt, m.UpdatedAt = fromNanos(created), fromNanos(updated)
	m.LastAccessedAt, m.ExpiresAt = fromNanos(accessed), fromNanos(expires)
	if eventTime.Valid {
		t := fromNanos(eventTime.Int64)
		m.EventTime = &t
	}
	m.Pinned = pinned != 0
	if err := json.Unmarshal([]byte(sources), &m.SourceTurnIDs); err != nil {
		return m, fmt.Errorf("decode source_turn_ids of %s: %w", m.ID, err)
	}
	m.Vector = decodeVector(vec)
	if err := m.DecodeAssertions(assertions); err != nil {
		return m, err
	}
	return m, nil
}

// nanos and fromNanos are how times are stored: Unix nanoseconds, 0 for
// none.
var nanos, fromNanos = memory.UnixNanos, memory.FromUnixNanos

// Vector blobs. A dense vector is its float32 components, little endian:
// 4·dim bytes. A vector with few non-zero components (the local hashed
// embedder's, for a short memory) is stored sparse when that is smaller:
// the byte 'S', the dimension as a uint16, then for each non-zero
// component its index (uint16) and value (float32), all little endian:
// 3 + 6·n bytes, never a multiple of 4, so the two never mix up. Both are
// exact: decodeVector gives back the same float32 values.
const sparseTag = 'S'

func encodeVector(v []float32) []byte {
	if len(v) == 0 {
		return nil
	}
	nz := 0
	for _, x := range v {
		if x != 0 {
			nz++
		}
	}
	if len(v) <= math.MaxUint16 && 3+6*nz < 4*len(v) {
		b := make([]byte, 3, 3+6*nz)
		b[0] = sparseTag
		binary.LittleEndian.PutUint16(b[1:], uint16(len(v)))
		for i, x := range v {
			if x != 0 {
				b = binary.LittleEndian.AppendUint16(b, uint16(i))
				b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
			}
		}
		return b
	}
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

// decodeVector reads a blob of encodeVector. A sparse blob that is cut
// short or names a component past its dimension decodes as far as it is
// well formed.
func decodeVector(b []byte) []float32 {
	if len(b) == 0 {
		return nil
	}
	if len(b)%4 != 0 && len(b) >= 3 && b[0] == sparseTag {
		v := make([]float32, binary.LittleEndian.Uint16(b[1:]))
		for p := 3; p+6 <= len(b); p += 6 {
			i := int(binary.LittleEndian.Uint16(b[p:]))
			if i >= len(v) {
				break
			}
			v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[p+2:]))
		}
		return v
	}
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

// terms is the FTS column: the user's prefix on every lexical token.
func terms(tenant, user, text string) string {
	p := userPrefix(tenant, user)
	toks := lexical.Tokens(text)
	var b strings.Builder
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p)
		b.WriteString(t)
	}
	return b.String()
}

// memTerms is m's terms column: its terms when FTS5 is maintained, else
// empty (ensureFTS fills it in before it rebuilds the index).
func memTerms(fts bool, m memory.Memory) string {
	if !fts {
		return ""
	}
	return terms(m.TenantID, m.UserID, indexText(m))
}

// indexText is what the lexical index sees of a memory: its content, value
// and key (so "what is my name" finds "名字是李雷" through key "name").
func indexText(m memory.Memory) string {
	return m.Content + " " + m.Value + " " + strings.ReplaceAll(m.Key, "_", " ")
}

// encodeMemory appends m without its vector: strings length-prefixed,
// numbers as varints or fixed 64-bit floats.
func encodeMemory(b []byte, m *memory.Memory) []byte {
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	for _, s := range []string{m.ID, m.TenantID, m.UserID, m.AgentID, m.Scope, string(m.Type), m.Content, m.Key, m.Value,
		string(m.Sensitivity), string(m.Status), m.ExtractorID, m.EmbedderID, m.Supersedes} {
		str(s)
	}
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(m.Confidence))
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(m.Importance))
	hasET, et := int64(0), int64(0)
	if m.EventTime != nil {
		hasET, et = 1, m.EventTime.UnixNano()
	}
	for _, v := range []int64{m.Version, nanos(m.CreatedAt), nanos(m.UpdatedAt), nanos(m.LastAccessedAt), m.AccessCount,
		nanos(m.ExpiresAt), hasET, et, int64(boolInt(m.Pinned)), int64(len(m.SourceTurnIDs))} {
		b = binary.AppendVarint(b, v)
	}
	for _, s := range m.SourceTurnIDs {
		str(s)
	}
	str(memory.EncodeAssertions(m))
	return b
}

var errCorrupt = errors.New("corrupt cached record")

func decodeMemory(b []byte) (memory.Memory, error) {
	var m memory.Memory
	bad := false
	str := func() string {
		n, k := binary.Uvarint(b)
		if k <= 0 || uint64(len(b)-k) < n {
			bad = true
			return ""
		}
		s := string(b[k : k+int(n)])
		b = b[k+int(n):]
		return s
	}
	var typ, sens, status string
	for _, p := range []*string{&m.ID, &m.TenantID, &m.UserID, &m.AgentID, &m.Scope, &typ, &m.Content, &m.Key, &m.Value,
		&sens, &status, &m.ExtractorID, &m.EmbedderID, &m.Supersedes} {
		*p = str()
	}
	if bad || len(b) < 16 {
		return m, errCorrupt
	}
	m.Type, m.Sensitivity, m.Status = events.FactType(typ), events.Sensitivity(sens), memory.Status(status)
	m.Confidence = math.Float64frombits(binary.LittleEndian.Uint64(b))
	m.Importance = math.Float64frombits(binary.LittleEndian.Uint64(b[8:]))
	b = b[16:]
	var v [10]int64
	for i := range v {
		x, k := binary.Varint(b)
		if k <= 0 {
			return m, errCorrupt
		}
		v[i], b = x, b[k:]
	}
	m.Version, m.CreatedAt, m.UpdatedAt, m.LastAccessedAt = v[0], fromNanos(v[1]), fromNanos(v[2]), fromNanos(v[3])
	m.AccessCount, m.ExpiresAt, m.Pinned = v[4], fromNanos(v[5]), v[8] != 0
	if v[6] != 0 {
		t := time.Unix(0, v[7]).UTC()
		m.EventTime = &t
	}
	if v[9] < 0 || v[9] > int64(len(b)) {
		return m, errCorrupt
	}
	m.SourceTurnIDs = make([]string, 0, v[9])
	for range v[9] {
		m.SourceTurnIDs = append(m.SourceTurnIDs, str())
	}
	as := str()
	if bad {
		return m, errCorrupt
	}
	if err := m.DecodeAssertions(as); err != nil {
		return m, errCorrupt
	}
	return m, nil
}
