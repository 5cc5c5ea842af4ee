package metrics

// Label values. Every label of every engram metric takes its values from a
// small fixed set (or, for "tenant", from a TenantLabel limiter): a value that
// is not in its set is reported as "other" by the helper methods, so a bug or
// hostile input can never blow up the number of series. User ids, user keys,
// memory ids, subjects, URLs and error messages are never label values.

// Other is the catch-all value of every fixed-set label.
const Other = "other"

// Pipeline stages (label "stage"). They match the stage recorded on
// dead-letter events.
const (
	StageExtract = "extract"
	StageIngest  = "ingest"
	StageRecall  = "recall"
	StageForget  = "forget"
)

// Stages lists the known values of the "stage" label.
var Stages = []string{StageExtract, StageIngest, StageRecall, StageForget}

// Failure reason classes (label "reason" on failed and dead-lettered
// messages).
// The first four are the classes pkg/events.Loop reports to its Observe
// hook; the rest are finer classes a handler may report itself.
const (
	ReasonTemporary = "temporary" // transient error, message will be redelivered
	ReasonInvalid   = "invalid"   // failed decoding, schema or limit validation
	ReasonPermanent = "permanent" // can never be processed (other than invalid)
	ReasonExhausted = "exhausted" // delivery attempts exhausted
	ReasonLLM       = "llm"       // extraction model call failed or returned garbage
	ReasonEmbed     = "embed"     // embedding call failed
	ReasonStore     = "store"     // vector or state store operation failed
	ReasonConflict  = "conflict"  // compare-and-set lost too many times
	ReasonTimeout   = "timeout"   // a deadline expired
	ReasonPublish   = "publish"   // publishing the next event failed
)

// Reasons lists the known values of the "reason" label on
// engram_messages_failed_total and engram_messages_dead_lettered_total.
var Reasons = []string{
	ReasonTemporary, ReasonInvalid, ReasonPermanent, ReasonExhausted,
	ReasonLLM, ReasonEmbed, ReasonStore, ReasonConflict, ReasonTimeout,
	ReasonPublish, Other,
}

// Extractor kinds (label "extractor"). The versioned extractor id
// ("llm:<model>/<prompt-version>") belongs in events and the audit trail,
// not in a label.
const (
	ExtractorRules = "rules"
	ExtractorLLM   = "llm"
)

// Extractors lists the known values of the "extractor" label.
var Extractors = []string{ExtractorRules, ExtractorLLM}

// Fact types (label "type"), as in the fact batch event.
var FactTypes = []string{"profile", "preference", "fact", "event", "rule", "todo", "conclusion"}

// Reasons an extracted fact is dropped (label "reason" on
// engram_extraction_facts_dropped_total).
const (
	DropThreshold = "threshold" // confidence or importance at or below the configured minimum
	DropInjection = "injection" // the "fact" is an instruction to the agent
	DropInvalid   = "invalid"   // empty, too long, unknown type, bad key/value
	DropDuplicate = "duplicate" // the same fact twice in one batch
	DropPolicy    = "policy"    // a tenant PII policy says drop
	DropTombstone = "tombstone" // the user or memory was erased
	DropLimit     = "limit"     // more facts than a batch may carry
)

// DropReasons lists the known values of the "reason" label on
// engram_extraction_facts_dropped_total.
var DropReasons = []string{
	DropThreshold, DropInjection, DropInvalid, DropDuplicate, DropPolicy,
	DropTombstone, DropLimit, Other,
}

// LLM operations (label "operation") and token kinds (label "kind").
const (
	LLMChat  = "chat"
	LLMEmbed = "embed"

	TokensPrompt     = "prompt"
	TokensCompletion = "completion"
)

// Operation outcomes (label "outcome").
const (
	OutcomeOK    = "ok"
	OutcomeError = "error"
)

// Store backends (label "backend").
const (
	BackendSQLite = "sqlite"
	BackendQdrant = "qdrant"
	BackendRedis  = "redis"
	BackendNATS   = "nats"
)

// Backends lists the known values of the "backend" label.
var Backends = []string{BackendSQLite, BackendQdrant, BackendRedis, BackendNATS}

// Store operations (label "op").
const (
	OpGet       = "get"
	OpPut       = "put"
	OpDelete    = "delete"
	OpSearch    = "search" // dense vector search
	OpLexSearch = "lexical_search"
	OpScan      = "scan"
	OpCAS       = "cas"
	OpPurge     = "purge"
	OpCount     = "count"
)

// StoreOps lists the known values of the "op" label.
var StoreOps = []string{OpGet, OpPut, OpDelete, OpSearch, OpLexSearch, OpScan, OpCAS, OpPurge, OpCount}

// Recall transports (label "transport").
const (
	TransportHTTP      = "http"
	TransportMCP       = "mcp"
	TransportInProcess = "inprocess"
)

// Transports lists the known values of the "transport" label.
var Transports = []string{TransportHTTP, TransportMCP, TransportInProcess}

// Recall degradation modes (label "mode").
const (
	DegradedProfileOnly = "profile_only"
	DegradedLexicalOnly = "lexical_only"
	DegradedVectorOnly  = "vector_only"
)

// DegradedModes lists the known values of the "mode" label.
var DegradedModes = []string{DegradedProfileOnly, DegradedLexicalOnly, DegradedVectorOnly}

// Ingester reconciliation decisions (label "decision").
const (
	DecisionAdd       = "add"
	DecisionMerge     = "merge"
	DecisionSupersede = "supersede"
	DecisionNoop      = "noop"
)

// Decisions lists the known values of the "decision" label.
var Decisions = []string{DecisionAdd, DecisionMerge, DecisionSupersede, DecisionNoop}

// Forgetter actions (label "action").
const (
	ActionExpired  = "expired"
	ActionDecayed  = "decayed"
	ActionArchived = "archived"
	ActionDeleted  = "deleted"
	ActionCapped   = "capped"
	ActionErased   = "erased"
	// ActionEpisodeCapped is an episode deleted by the per-user episode cap.
	ActionEpisodeCapped = "episode_capped"
)

// Actions lists the known values of the "action" label.
var Actions = []string{ActionExpired, ActionDecayed, ActionArchived, ActionDeleted, ActionCapped, ActionErased, ActionEpisodeCapped}

// Erasure scopes (label "scope").
const (
	EraseMemory = "memory" // one memory by id
	EraseIntent = "intent" // what matches a forget intent
	EraseUser   = "user"   // "forget me"
)

// EraseScopes lists the known values of the "scope" label.
var EraseScopes = []string{EraseMemory, EraseIntent, EraseUser}

// Memory statuses (label "status").
const (
	StatusActive     = "active"
	StatusSuperseded = "superseded"
	StatusArchived   = "archived"
)

// Statuses lists the known values of the "status" label.
var Statuses = []string{StatusActive, StatusSuperseded, StatusArchived}

// PII kinds (label "kind" on engram_pii_masked_total).
var PIIKinds = []string{"phone", "cn_id", "bank_card", "email", "ip"}

// oneOf returns v if it is in set, else Other.
func oneOf(v string, set []string) string {
	for _, s := range set {
		if v == s {
			return v
		}
	}
	return Other
}
