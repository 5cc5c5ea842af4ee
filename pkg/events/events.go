// Package events is engram's wire contract: the turn and fact-batch payloads
// that agents and workers exchange over NATS JetStream, their validation and
// hard limits, subject naming, stream and consumer definitions, a publisher
// and the one consumer loop that owns acknowledgement for every worker.
//
// It holds no business logic. Payloads are versioned JSON, documented by the
// JSON Schema files under schema/ so that an agent in any language can
// publish.
package events

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// Version is the payload version written into every event this package creates.
const Version = 1

// Limits enforced by Validate. They are hard limits: an event over any of them
// is rejected with ErrInvalid, never truncated.
const (
	MaxIDLen           = 128       // tenant, user, agent, session and turn ids
	MaxScopeLen        = 128       // scope
	MaxMessages        = 64        // messages per turn
	MaxContentBytes    = 32 << 10  // one message's content
	MaxTurnBytes       = 256 << 10 // a whole encoded turn
	MaxFacts           = 128       // facts per batch
	MaxFactBytes       = 4 << 10   // one fact's content
	MaxMetadataEntries = 32        // metadata keys
	MaxMetadataBytes   = 1024      // one metadata value
)

// ErrInvalid marks an event that can never be processed: malformed JSON, a
// missing field, a limit exceeded. Workers dead-letter such events; the HTTP
// API answers 400.
var ErrInvalid = errors.New("invalid event")

// tenantRe restricts tenant ids to characters that are safe as a NATS subject
// token and in metrics labels.
var tenantRe = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// Role is who spoke a message.
type Role string

// The roles a message may have.
const (
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
	RoleSystem    Role = "system"
	RoleTool      Role = "tool"
)

// Message is one utterance in a turn.
type Message struct {
	Role    Role   `json:"role"`
	Content string `json:"content"`
	// Name optionally names the speaker (e.g. a person in a group chat).
	Name string `json:"name,omitempty"`
}

// Turn is what an agent publishes after each exchange with a user. TurnID is
// unique per tenant and doubles as the JetStream Nats-Msg-Id, so publishing
// the same turn twice stores it once.
type Turn struct {
	Version   int               `json:"v,omitempty"`
	TenantID  string            `json:"tenant_id"`
	UserID    string            `json:"user_id"`
	AgentID   string            `json:"agent_id,omitempty"`
	SessionID string            `json:"session_id,omitempty"`
	TurnID    string            `json:"turn_id"`
	TS        time.Time         `json:"ts"`
	Scope     string            `json:"scope,omitempty"`
	Messages  []Message         `json:"messages"`
	Metadata  map[string]string `json:"metadata,omitempty"`
}

// FactType is the kind of a fact; it decides how a memory is reconciled and
// where it is rendered in a recall context.
type FactType string

// The fact types of DESIGN section 3.
const (
	TypeProfile    FactType = "profile"
	TypePreference FactType = "preference"
	TypeFact       FactType = "fact"
	TypeEvent      FactType = "event"
	TypeRule       FactType = "rule"
	TypeTodo       FactType = "todo"
	TypeConclusion FactType = "conclusion"
	// TypeEpisode is episodic memory: what the user said or asked in a turn,
	// dated with the turn time. Facts and episodes of one turn are linked by
	// that shared source turn (see memory.Linked).
	TypeEpisode FactType = "episode"
)

// ValidFactType reports whether t is one of the known fact types.
func ValidFactType(t FactType) bool {
	switch t {
	case TypeProfile, TypePreference, TypeFact, TypeEvent, TypeRule, TypeTodo, TypeConclusion, TypeEpisode:
		return true
	}
	return false
}

// Sensitivity grades how personal a fact is.
type Sensitivity string

// Sensitivity levels; the zero value means normal.
const (
	SensitivityNormal Sensitivity = ""
	SensitivityLow    Sensitivity = "low"
	SensitivityHigh   Sensitivity = "high"
)

// Fact is one candidate memory extracted from a turn.
type Fact struct {
	Type    FactType `json:"type"`
	Content string   `json:"content"`
	// Key and Value are set for profile-like facts ("name" = "Zhang San");
	// a new value for the same key supersedes the old one.
	Key         string      `json:"key,omitempty"`
	Value       string      `json:"value,omitempty"`
	Confidence  float64     `json:"confidence"`
	Importance  float64     `json:"importance"`
	Sensitivity Sensitivity `json:"sensitivity,omitempty"`
	// TTLSeconds, when positive, makes the memory expire that long after it is
	// written; zero means never.
	TTLSeconds int64 `json:"ttl_seconds,omitempty"`
	// SourceTurnIDs overrides the batch's turn id as provenance (used when a
	// fact comes from several turns, e.g. imported observations).
	SourceTurnIDs []string `json:"source_turn_ids,omitempty"`
	// EventTime is when a dated event happened, resolved against the turn.
	EventTime *time.Time `json:"event_time,omitempty"`
}

// ForgetIntent asks to forget memories: those matching Query, or of Key, or
// every memory of the user when All is set.
type ForgetIntent struct {
	Query string `json:"query,omitempty"`
	Key   string `json:"key,omitempty"`
	All   bool   `json:"all,omitempty"`
}

// FactBatch is what the extractor publishes for one turn: the turn's
// identity and scope, the extractor's id and version, and the facts kept.
type FactBatch struct {
	Version     int            `json:"v,omitempty"`
	TenantID    string         `json:"tenant_id"`
	UserID      string         `json:"user_id"`
	AgentID     string         `json:"agent_id,omitempty"`
	SessionID   string         `json:"session_id,omitempty"`
	TurnID      string         `json:"turn_id"`
	TS          time.Time      `json:"ts"`
	Scope       string         `json:"scope,omitempty"`
	ExtractorID string         `json:"extractor_id"`
	Facts       []Fact         `json:"facts"`
	Forget      []ForgetIntent `json:"forget,omitempty"`
	// PublishedAt is when the originating turn was accepted, for freshness.
	PublishedAt time.Time `json:"published_at,omitempty"`
	// Skipped, when set, says why the extractor could not extract the turn
	// (SkipUnparseable). Such a batch carries no facts and no forget
	// intents; the ingester records the skip in the audit trail, so that no
	// turn goes without a trace. The turn itself is dead-lettered for replay.
	Skipped string `json:"skipped,omitempty"`
}

// SkipUnparseable is FactBatch.Skipped for a turn whose LLM reply could not
// be parsed, even after a repair request.
const SkipUnparseable = "unparseable"

func invalid(format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), ErrInvalid)
}

func checkID(field, v string, required bool) error {
	switch {
	case v == "" && required:
		return invalid("%s is required", field)
	case len(v) > MaxIDLen:
		return invalid("%s is %d bytes, over the limit of %d", field, len(v), MaxIDLen)
	case !utf8.ValidString(v):
		return invalid("%s is not valid UTF-8", field)
	case strings.ContainsAny(v, "\x00\r\n"):
		return invalid("%s contains control characters", field)
	}
	return nil
}

// ValidateTenant checks a tenant id: 1-128 characters of [A-Za-z0-9_-].
func ValidateTenant(tenant string) error {
	if err := checkID("tenant_id", tenant, true); err != nil {
		return err
	}
	if !tenantRe.MatchString(tenant) {
		return invalid("tenant_id may only contain letters, digits, '-' and '_'")
	}
	return nil
}

// ValidateScope checks an optional scope.
func ValidateScope(scope string) error {
	if len(scope) > MaxScopeLen {
		return invalid("scope is %d bytes, over the limit of %d", len(scope), MaxScopeLen)
	}
	if !utf8.ValidString(scope) {
		return invalid("scope is not valid UTF-8")
	}
	return nil
}

func validateIdentity(tenant, user, agent, session, turn string, ts time.Time) error {
	if err := ValidateTenant(tenant); err != nil {
		return err
	}
	for _, f := range []struct {
		name, v  string
		required bool
	}{{"user_id", user, true}, {"agent_id", agent, false}, {"session_id", session, false}, {"turn_id", turn, true}} {
		if err := checkID(f.name, f.v, f.required); err != nil {
			return err
		}
	}
	if ts.IsZero() {
		return invalid("ts is required (RFC 3339)")
	}
	if ts.Year() < 1970 || ts.After(time.Now().Add(24*time.Hour)) {
		return invalid("ts %s is out of range (1970 to now+24h)", ts.Format(time.RFC3339))
	}
	return nil
}

// checkVersion refuses a payload version outside 0..Version (0 means 1).
func checkVersion(v int) error {
	switch {
	case v < 0:
		return invalid("v is %d; it must be 0 or more (0 or absent means %d)", v, Version)
	case v > Version:
		return invalid("version %d is newer than supported %d", v, Version)
	}
	return nil
}

// Validate checks a turn against the contract and the hard limits. The error
// wraps ErrInvalid and says what is wrong. It is the one validation of every
// entry point: the HTTP API answers its message with 400, and a worker
// dead-letters a turn published straight to the stream with the same message.
func (t *Turn) Validate() error {
	if err := checkVersion(t.Version); err != nil {
		return err
	}
	if err := validateIdentity(t.TenantID, t.UserID, t.AgentID, t.SessionID, t.TurnID, t.TS); err != nil {
		return err
	}
	if err := ValidateScope(t.Scope); err != nil {
		return err
	}
	if len(t.Messages) == 0 {
		return invalid("messages must hold at least one message")
	}
	if len(t.Messages) > MaxMessages {
		return invalid("%d messages, over the limit of %d", len(t.Messages), MaxMessages)
	}
	for i, m := range t.Messages {
		switch m.Role {
		case RoleUser, RoleAssistant, RoleSystem, RoleTool:
		default:
			return invalid("messages[%d].role is not one of user, assistant, system, tool", i)
		}
		if len(m.Content) > MaxContentBytes {
			return invalid("messages[%d].content is %d bytes, over the limit of %d", i, len(m.Content), MaxContentBytes)
		}
		if !utf8.ValidString(m.Content) {
			return invalid("messages[%d].content is not valid UTF-8", i)
		}
		if checkID("name", m.Name, false) != nil {
			return checkID(fmt.Sprintf("messages[%d].name", i), m.Name, false)
		}
	}
	if len(t.Metadata) > MaxMetadataEntries {
		return invalid("metadata has %d entries, over the limit of %d", len(t.Metadata), MaxMetadataEntries)
	}
	for k, v := range t.Metadata {
		if len(k) > MaxIDLen || len(v) > MaxMetadataBytes || !utf8.ValidString(k) || !utf8.ValidString(v) {
			return invalid("a metadata entry is too long or not valid UTF-8")
		}
	}
	return nil
}

// Validate checks a fact batch against the contract and the hard limits.
func (b *FactBatch) Validate() error {
	if err := checkVersion(b.Version); err != nil {
		return err
	}
	if err := validateIdentity(b.TenantID, b.UserID, b.AgentID, b.SessionID, b.TurnID, b.TS); err != nil {
		return err
	}
	if err := ValidateScope(b.Scope); err != nil {
		return err
	}
	if err := checkID("extractor_id", b.ExtractorID, true); err != nil {
		return err
	}
	if len(b.Facts) > MaxFacts {
		return invalid("%d facts, over the limit of %d", len(b.Facts), MaxFacts)
	}
	switch {
	case b.Skipped == "":
	case b.Skipped != SkipUnparseable:
		return invalid("skipped is not %q", SkipUnparseable)
	case len(b.Facts) > 0 || len(b.Forget) > 0:
		return invalid("a skipped batch carries facts or forget intents")
	}
	for i, f := range b.Facts {
		if !ValidFactType(f.Type) {
			return invalid("facts[%d].type is not one of profile, preference, fact, event, rule, todo, conclusion, episode", i)
		}
		if strings.TrimSpace(f.Content) == "" {
			return invalid("facts[%d].content is empty", i)
		}
		if len(f.Content) > MaxFactBytes || len(f.Key) > MaxIDLen || len(f.Value) > MaxFactBytes {
			return invalid("facts[%d] is over the size limits", i)
		}
		if !utf8.ValidString(f.Content) || !utf8.ValidString(f.Key) || !utf8.ValidString(f.Value) {
			return invalid("facts[%d] is not valid UTF-8", i)
		}
		if f.Confidence < 0 || f.Confidence > 1 || f.Importance < 0 || f.Importance > 1 {
			return invalid("facts[%d] confidence and importance must be in [0,1]", i)
		}
		if f.TTLSeconds < 0 {
			return invalid("facts[%d].ttl_seconds is negative", i)
		}
		if f.Type == TypeEpisode && f.Key != "" {
			return invalid("facts[%d] is an episode with a key (episodes are never keyed)", i)
		}
		for _, s := range f.SourceTurnIDs {
			if checkID("source_turn_ids", s, true) != nil {
				return checkID(fmt.Sprintf("facts[%d].source_turn_ids", i), s, true)
			}
		}
	}
	if len(b.Forget) > MaxFacts {
		return invalid("%d forget intents, over the limit of %d", len(b.Forget), MaxFacts)
	}
	return nil
}

// DecodeTurn parses and validates a turn. Unknown fields are rejected so that
// a typo in a field name is an error, not a silently empty value.
func DecodeTurn(data []byte) (*Turn, error) {
	return DecodeTurnAt(data, time.Time{})
}

// DecodeTurnAt is DecodeTurn, but a turn without ts gets now (when now is
// not zero): what an HTTP front door does for agents that do not stamp turns.
func DecodeTurnAt(data []byte, now time.Time) (*Turn, error) {
	t, err := ParseTurn(data)
	if err != nil {
		return nil, err
	}
	if t.TS.IsZero() && !now.IsZero() {
		t.TS = now.UTC()
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

// ParseTurn is the decoding half of DecodeTurn, for a front door that must
// complete the turn (its tenant, its ts) before Validate: it checks the size
// and the encoding, decodes strictly and checks what the struct cannot
// express (every message has a content field, as the schema requires). Its
// errors wrap ErrInvalid.
func ParseTurn(data []byte) (*Turn, error) {
	if len(data) > MaxTurnBytes {
		return nil, invalid("turn is %d bytes, over the limit of %d", len(data), MaxTurnBytes)
	}
	if !utf8.Valid(data) {
		return nil, invalid("turn is not valid UTF-8")
	}
	var t Turn
	if err := decodeStrict(data, &t); err != nil {
		return nil, invalid("decode turn: %s", describeDecodeError(err))
	}
	if err := requireContent(data, &t); err != nil {
		return nil, err
	}
	return &t, nil
}

// requireContent refuses a message without a content field: Message cannot
// tell a missing content from an empty one, so data is looked at again, only
// when some message has an empty content (the common path pays nothing).
func requireContent(data []byte, t *Turn) error {
	empty := false
	for _, m := range t.Messages {
		if m.Content == "" {
			empty = true
			break
		}
	}
	if !empty {
		return nil
	}
	var probe struct {
		Messages []struct {
			Content *string `json:"content"`
		} `json:"messages"`
	}
	if err := decodeLoose(data, &probe); err != nil {
		return invalid("decode turn: %s", describeDecodeError(err))
	}
	for i, m := range probe.Messages {
		if m.Content == nil {
			return invalid("messages[%d].content is required", i)
		}
	}
	return nil
}

// DecodeFactBatch parses and validates a fact batch.
func DecodeFactBatch(data []byte) (*FactBatch, error) {
	if len(data) > MaxTurnBytes*2 {
		return nil, invalid("fact batch is %d bytes, over the limit of %d", len(data), MaxTurnBytes*2)
	}
	if !utf8.Valid(data) {
		return nil, invalid("fact batch is not valid UTF-8")
	}
	var b FactBatch
	if err := decodeStrict(data, &b); err != nil {
		return nil, invalid("decode fact batch: %s", describeDecodeError(err))
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	return &b, nil
}

// describeDecodeError says what is wrong with a payload without echoing its
// content: error texts end up in logs and dead-letter headers, and a payload
// may hold personal data.
func describeDecodeError(err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var tpe *time.ParseError
	switch {
	case errors.As(err, &syn):
		return fmt.Sprintf("malformed JSON at byte %d", syn.Offset)
	case errors.As(err, &typ):
		return fmt.Sprintf("field %s has the wrong type (want %s)", truncate(typ.Field, 64), typ.Type)
	case errors.As(err, &tpe):
		return "a time field is not an RFC 3339 timestamp"
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "the JSON ends early (truncated body?)"
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return "unknown field " + truncate(strings.TrimPrefix(err.Error(), "json: unknown field "), 64)
	case err.Error() == errTrailing.Error():
		return err.Error()
	}
	return "malformed JSON"
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// Text returns the turn's user-visible text, one message per line, for
// logging-free uses such as extraction.
func (t *Turn) Text() string {
	var sb strings.Builder
	for i, m := range t.Messages {
		if i > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(m.Content)
	}
	return sb.String()
}
