package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
	"time"

	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/pii"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Ingester is what direct writes need from the ingester; *ingest.Ingester
// implements it. Apply reconciles synchronously (guard, PII masking,
// dedup, supersession, idempotency keys, audit), exactly as for extracted
// facts.
type Ingester interface {
	Apply(ctx context.Context, items []ingest.Item) ([]error, ingest.Stats)
}

// WriteIngestConfig is the ingester configuration of direct writes: the
// defaults, with near-duplicate merging off (a write names its memory
// exactly, so that its id is the one the API answers) and the actor "api".
func WriteIngestConfig() ingest.Config {
	return ingest.Config{NearDuplicate: -1, Actor: "api"}
}

// WriteExtractorID is the extractor id of memories written through the API.
const WriteExtractorID = "api/1"

// MaxClientKeyLen bounds WriteRequest.ClientKey.
const MaxClientKeyLen = 100

// WriteRequest is the body of POST /v1/memories: one memory, written
// through the ingester like an extracted fact.
type WriteRequest struct {
	TenantID string `json:"tenant_id,omitempty"`
	UserID   string `json:"user_id"`
	AgentID  string `json:"agent_id,omitempty"`
	Scope    string `json:"scope,omitempty"`
	// Type is the fact type; empty means fact (profile when Key is set).
	Type    events.FactType `json:"type,omitempty"`
	Content string          `json:"content"`
	// Key and Value make a keyed memory: a new value of the same key (in
	// the same scope and type) supersedes the old one.
	Key   string `json:"key,omitempty"`
	Value string `json:"value,omitempty"`
	// Importance and Confidence in [0,1]; nil means 0.5 and 1.
	Importance  *float64           `json:"importance,omitempty"`
	Confidence  *float64           `json:"confidence,omitempty"`
	Sensitivity events.Sensitivity `json:"sensitivity,omitempty"`
	// TTLSeconds, when positive, expires the memory that long after the write.
	TTLSeconds int64 `json:"ttl_seconds,omitempty"`
	// ClientKey makes the write idempotent: a write with a client key
	// already applied for this user changes nothing and answers the
	// memory it wrote. Empty means a digest of the memory's fields (so an
	// identical write is idempotent too).
	ClientKey string `json:"client_key,omitempty"`
}

// WriteResult is the answer of POST /v1/memories and PATCH /v1/memories/{id}.
type WriteResult struct {
	// Outcome is added, merged (an equal memory existed), superseded (a
	// keyed memory replaced an older value), or duplicate (the client key
	// was applied before).
	Outcome   string        `json:"outcome"`
	ClientKey string        `json:"client_key"`
	Memory    memory.Memory `json:"memory"`
	// Superseded is the memory the correction replaced (PATCH only).
	Superseded *memory.Memory `json:"superseded,omitempty"`
}

// errRefused marks a write the guard or the PII policy refused (422).
type refusal struct{ reason string }

func (r refusal) Error() string { return r.reason }

func (s *Server) ingester(w http.ResponseWriter) bool {
	if s.d.Ingester == nil {
		writeError(w, http.StatusNotImplemented, "direct writes are not configured on this server")
		return false
	}
	return true
}

// checkWrite validates a write request and fills its defaults.
func checkWrite(req *WriteRequest) error {
	if err := checkUser(req.UserID); err != nil {
		return err
	}
	if req.Type == "" {
		req.Type = events.TypeFact
		if req.Key != "" {
			req.Type = events.TypeProfile
		}
	}
	if !events.ValidFactType(req.Type) {
		return badRequest("unknown type %q", truncate(string(req.Type), 32))
	}
	if strings.TrimSpace(req.Content) == "" {
		if req.Key == "" || req.Value == "" {
			return badRequest("content is required")
		}
		req.Content = req.Key + ": " + req.Value
	}
	if (req.Key == "") != (req.Value == "") {
		return badRequest("key and value go together")
	}
	if len(req.ClientKey) > MaxClientKeyLen || strings.ContainsAny(req.ClientKey, "\x00\r\n/") {
		return badRequest("client_key is over %d bytes or contains '/' or control characters", MaxClientKeyLen)
	}
	for _, v := range []*float64{req.Importance, req.Confidence} {
		if v != nil && (*v < 0 || *v > 1) {
			return badRequest("importance and confidence must be in [0,1]")
		}
	}
	switch req.Sensitivity {
	case events.SensitivityNormal, events.SensitivityLow, events.SensitivityHigh:
	default:
		return badRequest("sensitivity must be low, high or empty")
	}
	if req.TTLSeconds < 0 {
		return badRequest("ttl_seconds is negative")
	}
	if req.ClientKey == "" {
		h := sha256.Sum256([]byte(strings.Join([]string{req.AgentID, req.Scope, string(req.Type), req.Key, req.Value, req.Content}, "\x1f")))
		req.ClientKey = "sha256-" + hex.EncodeToString(h[:16])
	}
	return nil
}

// writeTurnID is the pseudo turn id of a direct write: the memory's
// provenance and, with the extractor id, its idempotency key.
func writeTurnID(clientKey string) string { return "api-" + clientKey }

// apply writes req for tenant through the ingester and returns the memory
// written. It holds no lock: the ingester takes the user's.
func (s *Server) apply(ctx context.Context, tenant string, req WriteRequest) (*WriteResult, error) {
	if extract.IsInstruction(req.Content) || extract.IsInstruction(req.Value) {
		return nil, refusal{"refused: the memory reads as an instruction to the agent (memories are data, never instructions)"}
	}
	imp, conf := 0.5, 1.0
	if req.Importance != nil {
		imp = *req.Importance
	}
	if req.Confidence != nil {
		conf = *req.Confidence
	}
	now := time.Now().UTC()
	b := &events.FactBatch{Version: events.Version, TenantID: tenant, UserID: req.UserID, AgentID: req.AgentID,
		TurnID: writeTurnID(req.ClientKey), TS: now, Scope: req.Scope, ExtractorID: WriteExtractorID, PublishedAt: now,
		Facts: []events.Fact{{Type: req.Type, Content: req.Content, Key: req.Key, Value: req.Value,
			Confidence: conf, Importance: imp, Sensitivity: req.Sensitivity, TTLSeconds: req.TTLSeconds}}}
	if err := b.Validate(); err != nil {
		return nil, badRequest("%v", err)
	}
	errs, st := s.d.Ingester.Apply(ctx, []ingest.Item{{Batch: b, PublishedAt: now}})
	if errs[0] != nil {
		return nil, errs[0]
	}
	if st.Dropped > 0 {
		for reason := range st.DropReasons {
			switch reason {
			case "injection":
				return nil, refusal{"refused: the memory reads as an instruction to the agent (memories are data, never instructions)"}
			case "pii":
				return nil, refusal{"refused: the tenant's PII policy drops memories with personal data"}
			case "tombstone":
				return nil, refusal{"refused: this memory was erased"}
			}
			return nil, refusal{"refused: " + reason}
		}
	}
	key := ""
	if req.Key != "" {
		key = memory.NormalizeKey(req.Key)
	}
	id := memory.ID(tenant, req.UserID, req.Type, req.Scope, key, pii.Mask(req.Value), pii.Mask(req.Content))
	ms, err := s.d.Vectors.Get(ctx, tenant, req.UserID, []string{id})
	if err != nil {
		return nil, err
	}
	res := &WriteResult{ClientKey: req.ClientKey}
	switch {
	case st.Skipped > 0:
		res.Outcome = "duplicate"
	case st.Superseded > 0:
		res.Outcome = "superseded"
	case st.Added > 0:
		res.Outcome = "added"
	default:
		res.Outcome = "merged"
	}
	if len(ms) == 0 {
		if res.Outcome == "duplicate" {
			return nil, conflict("client_key %q was already used for another memory of this user", req.ClientKey)
		}
		return nil, store.ErrNotFound
	}
	res.Memory = ms[0]
	return res, nil
}

func (s *Server) writeMemory(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.query(w, r); !ok {
		return
	}
	body, ok := readBody(w, r, MaxRecallBody)
	if !ok {
		return
	}
	var req WriteRequest
	if err := decodeStrict("memory", body, &req); err != nil {
		s.fail(w, "write memory", err)
		return
	}
	tenant, _, ok := s.tenant(w, r, req.TenantID)
	if !ok {
		return
	}
	if err := checkWrite(&req); err != nil {
		s.fail(w, "write memory", err)
		return
	}
	if err := events.ValidateScope(req.Scope); err != nil {
		s.fail(w, "write memory", badRequest("%v", err))
		return
	}
	if !s.ingester(w) {
		return
	}
	res, err := s.apply(r.Context(), tenant, req)
	if err != nil {
		s.writeFail(w, "write memory", err)
		return
	}
	code := http.StatusOK
	if res.Outcome == "added" || res.Outcome == "superseded" {
		code = http.StatusCreated
	}
	writeJSON(w, code, res)
}

// writeFail answers a refusal 422 and a conflict 409, else as fail does.
func (s *Server) writeFail(w http.ResponseWriter, what string, err error) {
	switch e := err.(type) {
	case refusal:
		writeError(w, http.StatusUnprocessableEntity, what+": "+e.reason)
		return
	case conflictError:
		writeError(w, http.StatusConflict, what+": "+e.msg)
		return
	}
	s.fail(w, what, err)
}

type conflictError struct{ msg string }

func (c conflictError) Error() string { return c.msg }

func conflict(format string, args ...any) error {
	return conflictError{msg: sprintf(format, args...)}
}

// CorrectRequest is the body of PATCH /v1/memories/{id}: the corrected
// content (and, for a keyed memory, value). Fields left out keep the
// memory's.
type CorrectRequest struct {
	Content    string   `json:"content,omitempty"`
	Value      string   `json:"value,omitempty"`
	Importance *float64 `json:"importance,omitempty"`
}

// correctMemory writes the corrected memory as a new version through the
// ingester, then, under the user's lock, marks the old one superseded by
// it and audits both ("correct" on the new, "supersede" on the old).
func (s *Server) correctMemory(w http.ResponseWriter, r *http.Request) {
	tenant, user, id, ok := s.memoryRequest(w, r)
	if !ok {
		return
	}
	body, ok := readBody(w, r, MaxRecallBody)
	if !ok {
		return
	}
	var req CorrectRequest
	if err := decodeStrict("correction", body, &req); err != nil {
		s.fail(w, "correct memory", err)
		return
	}
	if !s.ingester(w) {
		return
	}
	old, ok := s.lookup(w, r, tenant, user, id)
	if !ok {
		return
	}
	if old.Status != memory.StatusActive {
		writeError(w, http.StatusConflict, "correct memory: only an active memory can be corrected; this one is "+string(old.Status))
		return
	}
	wr := WriteRequest{UserID: user, AgentID: old.AgentID, Scope: old.Scope, Type: old.Type, Key: old.Key,
		Value: old.Value, Content: req.Content, Importance: req.Importance, Sensitivity: old.Sensitivity}
	if wr.Importance == nil {
		imp := old.Importance
		wr.Importance = &imp
	}
	if req.Value != "" {
		if old.Key == "" {
			s.fail(w, "correct memory", badRequest("value corrects a keyed memory; this one has no key, correct its content"))
			return
		}
		wr.Value = req.Value
	}
	if wr.Content == "" {
		switch {
		case old.Key != "" && req.Value != "" && old.Value != "" && strings.Contains(old.Content, old.Value):
			wr.Content = strings.Replace(old.Content, old.Value, req.Value, 1)
		case old.Key != "" && req.Value != "":
			wr.Content = old.Key + ": " + req.Value
		default:
			s.fail(w, "correct memory", badRequest("content (or value, for a keyed memory) is required"))
			return
		}
	}
	h := sha256.Sum256([]byte(wr.Value + "\x1f" + wr.Content))
	wr.ClientKey = "correct-" + old.ID[:8] + "-" + hex.EncodeToString(h[:12])
	if err := checkWrite(&wr); err != nil {
		s.fail(w, "correct memory", err)
		return
	}
	res, err := s.apply(r.Context(), tenant, wr)
	if err != nil {
		s.writeFail(w, "correct memory", err)
		return
	}
	if res.Memory.ID == old.ID {
		s.fail(w, "correct memory", badRequest("the correction does not change the memory"))
		return
	}
	p, _ := authPrincipal(r)
	nu, prev, err := s.supersede(r.Context(), p, tenant, user, res.Memory.ID, old.ID)
	if err != nil {
		s.fail(w, "correct memory", err)
		return
	}
	res.Memory, res.Superseded = nu, &prev
	if res.Outcome != "duplicate" {
		res.Outcome = "superseded"
	}
	writeJSON(w, http.StatusOK, res)
}

// supersede marks memory oldID superseded by newID (active, Supersedes =
// oldID) under the user's lock, auditing both; a pair already so linked
// is left as it is.
func (s *Server) supersede(ctx context.Context, p auth.Principal, tenant, user, newID, oldID string) (memory.Memory, memory.Memory, error) {
	uk := s.d.Keyer.UserKey(tenant, user)
	release, err := s.d.State.LockUsers(ctx, []string{tenant + "/" + uk}, pinLockTTL)
	if err != nil {
		return memory.Memory{}, memory.Memory{}, err
	}
	defer release()
	ms, err := s.d.Vectors.Get(ctx, tenant, user, []string{newID, oldID})
	if err != nil {
		return memory.Memory{}, memory.Memory{}, err
	}
	var nu, old *memory.Memory
	for i := range ms {
		switch ms[i].ID {
		case newID:
			nu = &ms[i]
		case oldID:
			old = &ms[i]
		}
	}
	if nu == nil || old == nil {
		return memory.Memory{}, memory.Memory{}, store.ErrNotFound
	}
	now := time.Now().UTC()
	var changed []memory.Memory
	if old.Status != memory.StatusSuperseded {
		old.Status, old.UpdatedAt = memory.StatusSuperseded, now
		old.Version++
		changed = append(changed, *old)
	}
	if nu.Supersedes != oldID || nu.Status != memory.StatusActive {
		nu.Supersedes, nu.Status, nu.UpdatedAt = oldID, memory.StatusActive, now
		nu.Version++
		changed = append(changed, *nu)
	}
	if len(changed) == 0 {
		return *nu, *old, nil
	}
	if err := s.d.Vectors.Upsert(ctx, changed); err != nil {
		return memory.Memory{}, memory.Memory{}, err
	}
	evs := []store.AuditEvent{
		{At: now, TenantID: tenant, UserKey: uk, MemoryID: newID, Action: "correct", Actor: p.Actor(), Detail: "corrects " + oldID},
		{At: now, TenantID: tenant, UserKey: uk, MemoryID: oldID, Action: "supersede", Actor: p.Actor(), Detail: "corrected by " + newID},
	}
	if err := s.d.State.Audit(ctx, evs); err != nil {
		s.d.Log.Warn("audit correction", "memory_id", oldID, "err", err)
	}
	return *nu, *old, nil
}
