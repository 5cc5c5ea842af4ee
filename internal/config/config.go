// Package config holds the configuration shared by engram's binaries: one
// struct, defaults in one place, flags with environment fallbacks, and
// Validate. Each binary registers the groups of flags it uses.
package config

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// Config is every setting of every engram binary. The zero value of each
// field is explained in its flag's usage text; Defaults returns the values a
// user gets when nothing is set.
type Config struct {
	DataDir         string
	HTTPAddr        string
	NATSURL         string
	NATSListen      string
	VectorStore     string
	StateStore      string
	SQLitePath      string
	QdrantURL       string
	QdrantAPIKey    string
	RedisURL        string
	UserKeySecret   string
	MetricsAddr     string
	LogFormat       string
	LogLevel        string
	ShutdownTimeout time.Duration
	APIKeysFile     string
	Extractor       string
	LLMModel        string
	OpenAIBaseURL   string
	OpenAIAPIKey    string
	Embedder        string
	EmbeddingModel  string
	MinConfidence   float64
	MinImportance   float64
	ForgetInterval  time.Duration
	// Reembed lets engram serve move memories of another embedder to the
	// configured one in the background (internal/app/reembed.go).
	Reembed        bool
	Once           bool
	StreamReplicas int
	// IngestBatch is the most fact batches the ingester applies in one
	// call (app.RunIngester).
	IngestBatch int
	// IngestLinger is how long the ingester waits, from the first fact
	// batch of a call, for more when fewer than IngestBatch are at hand
	// (events.Loop.Linger).
	IngestLinger time.Duration
	// ExtractConcurrency is how many turns the LLM extractor extracts at
	// once (model calls in flight) per process; TenantConcurrency bounds
	// those of one tenant (0: no bound). LLMRPM and LLMTPM are the
	// provider's requests and tokens per minute (0: none configured).
	// LLMScreen runs the rules first and skips the model for chit-chat
	// and pure questions. LLMShareWindow, when positive, lets short turns
	// of one user's session share a model call, each waiting up to that
	// long for the others (llm.Config.ShareWindow).
	ExtractConcurrency int
	TenantConcurrency  int
	LLMRPM, LLMTPM     int
	LLMScreen          bool
	LLMShareWindow     time.Duration
	// TurnsAckWait is the extractor's turn consumer ack wait: how long a
	// turn handed to an extractor that died waits before another one gets
	// it (events.ConsumerOptions.AckWait).
	TurnsAckWait time.Duration
	// EraseSecureDelete overwrites a user's stream messages on disk before
	// purging them on erasure (erase.Eraser.SecureDelete).
	EraseSecureDelete bool
	// ModelsDir holds the semantic embedder's table (engram models pull);
	// empty means <DataDir>/models.
	ModelsDir string
	// Security is authentication and TLS of every connection (security.go).
	Security Security

	// badEnv are environment values that could not be parsed; Validate
	// reports them.
	badEnv []error
}

// Group names a set of flags.
type Group int

// Flag groups; binaries register the ones they use.
const (
	GroupCommon Group = iota
	GroupServe
	GroupHTTP
	GroupExtract
	GroupEmbed
	GroupForget
	GroupIngest
)

// DefaultIngestBatch is the default of --ingest-batch. When a backlog
// waits, a larger call applies several turns of the same user with one
// set of reads and one write of each memory and index page: 4,096 was
// about a fifth faster than 256 in engram bench ingest (BENCHMARKS.md).
// Without a backlog calls are as small as what has arrived.
const DefaultIngestBatch = 4096

// DefaultIngestLinger is the default of --ingest-linger: none. A call
// costs a lock, a read of each user and a write whatever its size, so
// waiting for fuller calls saves CPU: 5 ms gave +2 % turns/s and -3.5 %
// CPU per turn in engram bench ingest, but in its
// 10-second freshness phase at half the maximum rate it doubled the
// median freshness (27-62 -> 100-131 ms) and raised p99 from 217-242 to
// 297-365 ms, once 643 ms on a slow minute (BENCHMARKS.md). Calls then
// grow and take longer, and the turns behind them wait. A store with a
// high cost per call (Redis and Qdrant over a network) may still gain
// from a few milliseconds.
const DefaultIngestLinger = 0

// DefaultTurnsAckWait is the default of --turns-ack-wait; MinTurnsAckWait
// its floor (twice the keep-alive interval of turns in progress).
const (
	DefaultTurnsAckWait = 2 * time.Minute
	MinTurnsAckWait     = 20 * time.Second
)

// DefaultExtractConcurrency is the default of --extract-concurrency:
// enough model calls in flight for 150 turns/s at 800 ms per call.
const DefaultExtractConcurrency = 160

// MaxIngestLinger bounds --ingest-linger.
const MaxIngestLinger = time.Second

// MaxIngestBatch bounds --ingest-batch: the loop keeps twice a batch in
// flight, which must stay under the consumer's MaxAckPending (20,000).
const MaxIngestBatch = 8192

func defaultDataDir() string {
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		return filepath.Join(home, ".engram")
	}
	return ".engram"
}

func env(name, def string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	return def
}

func envDuration(name string, def time.Duration) time.Duration {
	if v, ok := os.LookupEnv(name); ok {
		if d, err := time.ParseDuration(v); err == nil {
			return d
		}
	}
	return def
}

func envFloat(name string, def float64) float64 {
	if v, ok := os.LookupEnv(name); ok {
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return f
		}
	}
	return def
}

// envBool is the boolean value of the environment variable name, def when
// unset, and an error when set to something strconv.ParseBool refuses.
func envBool(name string, def bool) (bool, error) {
	v, ok := os.LookupEnv(name)
	if !ok || v == "" {
		return def, nil
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return def, fmt.Errorf("%s=%q: want true or false", name, v)
	}
	return b, nil
}

func envInt(name string, def int) int {
	if v, ok := os.LookupEnv(name); ok {
		if n, err := strconv.Atoi(v); err == nil {
			return n
		}
	}
	return def
}

// Register adds the flags of the given groups to fs, each defaulting to its
// environment variable when set.
func (c *Config) Register(fs *flag.FlagSet, groups ...Group) {
	has := map[Group]bool{GroupCommon: true}
	for _, g := range groups {
		has[g] = true
	}
	fs.StringVar(&c.NATSURL, "nats-url", env("NATS_URL", "nats://127.0.0.1:4222"), "NATS server URL (env NATS_URL); for serve, empty means the embedded server")
	fs.StringVar(&c.VectorStore, "vector-store", env("ENGRAM_VECTOR_STORE", "sqlite"), "vector store: sqlite or qdrant (env ENGRAM_VECTOR_STORE)")
	fs.StringVar(&c.StateStore, "state-store", env("ENGRAM_STATE_STORE", "sqlite"), "state store: sqlite or redis (env ENGRAM_STATE_STORE)")
	fs.StringVar(&c.SQLitePath, "sqlite-path", env("ENGRAM_SQLITE_PATH", ""), "SQLite database file (env ENGRAM_SQLITE_PATH); empty means <data-dir>/engram.db")
	fs.StringVar(&c.QdrantURL, "qdrant-url", env("QDRANT_URL", "127.0.0.1:6334"), "Qdrant gRPC address host:port (env QDRANT_URL)")
	fs.StringVar(&c.QdrantAPIKey, "qdrant-api-key", env("QDRANT_API_KEY", ""), "Qdrant API key (env QDRANT_API_KEY); prefer --qdrant-api-key-file")
	fs.StringVar(&c.RedisURL, "redis-url", env("REDIS_URL", "redis://127.0.0.1:6379/0"), "Redis URL (env REDIS_URL)")
	fs.StringVar(&c.UserKeySecret, "user-key-secret", env("ENGRAM_USER_KEY_SECRET", ""), "secret for hashing user ids in subjects, logs and keys; the same for every process (env ENGRAM_USER_KEY_SECRET); empty means <data-dir>/secret, created on first use")
	fs.StringVar(&c.DataDir, "data-dir", env("ENGRAM_DATA_DIR", defaultDataDir()), "data directory for the embedded defaults (env ENGRAM_DATA_DIR)")
	fs.StringVar(&c.ModelsDir, "models-dir", env("ENGRAM_MODELS_DIR", ""), "directory of the semantic embedder's table, written by engram models pull (env ENGRAM_MODELS_DIR); empty means <data-dir>/models")
	fs.StringVar(&c.LogFormat, "log-format", env("ENGRAM_LOG_FORMAT", "text"), "log format: text or json (env ENGRAM_LOG_FORMAT)")
	fs.StringVar(&c.LogLevel, "log-level", env("ENGRAM_LOG_LEVEL", "info"), "log level: debug, info, warn, error (env ENGRAM_LOG_LEVEL)")
	fs.DurationVar(&c.ShutdownTimeout, "shutdown-timeout", envDuration("ENGRAM_SHUTDOWN_TIMEOUT", 20*time.Second), "bound on graceful shutdown (env ENGRAM_SHUTDOWN_TIMEOUT)")
	fs.IntVar(&c.StreamReplicas, "stream-replicas", envInt("ENGRAM_STREAM_REPLICAS", 1), "JetStream stream replicas; 3 on a cluster (env ENGRAM_STREAM_REPLICAS)")
	secure, err := envBool("ENGRAM_ERASE_SECURE_DELETE", false)
	if err != nil {
		c.badEnv = append(c.badEnv, err)
	}
	fs.BoolVar(&c.EraseSecureDelete, "erase-secure-delete", secure, "erasure overwrites the user's stream messages on disk before purging them: slower (a block rewrite per message), for deployments that must scrub disks (env ENGRAM_ERASE_SECURE_DELETE)")
	if !has[GroupServe] && !has[GroupHTTP] {
		// serve and the recaller answer /metrics, /healthz and /readyz on
		// their API address.
		fs.StringVar(&c.MetricsAddr, "metrics-addr", env("ENGRAM_METRICS_ADDR", ":9090"), "address serving /metrics, /healthz and /readyz (env ENGRAM_METRICS_ADDR); empty disables")
	}
	c.registerSecurity(fs, has)
	if has[GroupServe] {
		reembed, err := envBool("ENGRAM_REEMBED", true)
		if err != nil {
			c.badEnv = append(c.badEnv, err)
		}
		fs.BoolVar(&c.Reembed, "reembed", reembed, "serve: move memories stored with another embedder to the configured one in the background, page by page, resumable (env ENGRAM_REEMBED); --reembed=false leaves them for `engram reembed`")
		fs.StringVar(&c.NATSListen, "nats-listen", env("ENGRAM_NATS_LISTEN", ""), "serve: also accept NATS clients on host:port (env ENGRAM_NATS_LISTEN); empty means in-process only")
	}
	if has[GroupHTTP] || has[GroupServe] {
		fs.StringVar(&c.HTTPAddr, "http-addr", env("ENGRAM_HTTP_ADDR", "127.0.0.1:8080"), "HTTP API address (env ENGRAM_HTTP_ADDR)")
		fs.StringVar(&c.APIKeysFile, "api-keys-file", env("ENGRAM_API_KEYS_FILE", ""), "file of 'KEY TENANT [NAME] [user=USER_ID]' lines, KEY the key or sha256:<hex> from 'engram keys hash'; reloaded on SIGHUP and on change (env ENGRAM_API_KEYS_FILE); empty means development mode: the tenant comes from the request")
	}
	if has[GroupExtract] || has[GroupServe] {
		fs.StringVar(&c.Extractor, "extractor", env("ENGRAM_EXTRACTOR", "rules"), "extractor: rules or llm (env ENGRAM_EXTRACTOR)")
		fs.StringVar(&c.LLMModel, "llm-model", env("ENGRAM_LLM_MODEL", "gpt-4o-mini"), "model for the llm extractor (env ENGRAM_LLM_MODEL)")
		fs.Float64Var(&c.MinConfidence, "min-confidence", envFloat("ENGRAM_MIN_CONFIDENCE", 0.7), "keep facts with confidence above this (env ENGRAM_MIN_CONFIDENCE)")
		fs.Float64Var(&c.MinImportance, "min-importance", envFloat("ENGRAM_MIN_IMPORTANCE", 0.3), "keep facts with importance above this (env ENGRAM_MIN_IMPORTANCE)")
		fs.IntVar(&c.ExtractConcurrency, "extract-concurrency", envInt("ENGRAM_EXTRACT_CONCURRENCY", DefaultExtractConcurrency), "llm extractor: turns extracted at once per process (model calls in flight) (env ENGRAM_EXTRACT_CONCURRENCY)")
		fs.IntVar(&c.TenantConcurrency, "extract-tenant-concurrency", envInt("ENGRAM_EXTRACT_TENANT_CONCURRENCY", 0), "llm extractor: turns of one tenant extracted at once; 0 means no bound (env ENGRAM_EXTRACT_TENANT_CONCURRENCY)")
		fs.IntVar(&c.LLMRPM, "llm-rpm", envInt("ENGRAM_LLM_RPM", 0), "llm extractor: the provider's requests per minute; 0 means none beyond what its rate-limit headers say (env ENGRAM_LLM_RPM)")
		fs.IntVar(&c.LLMTPM, "llm-tpm", envInt("ENGRAM_LLM_TPM", 0), "llm extractor: the provider's tokens per minute; 0 means none beyond what its rate-limit headers say (env ENGRAM_LLM_TPM)")
		screen, err := envBool("ENGRAM_LLM_SCREEN", false)
		if err != nil {
			c.badEnv = append(c.badEnv, err)
		}
		fs.DurationVar(&c.TurnsAckWait, "turns-ack-wait", envDuration("ENGRAM_TURNS_ACK_WAIT", DefaultTurnsAckWait), "how long a turn held by an extractor that died waits before it is redelivered; at least "+MinTurnsAckWait.String()+", the keep-alive of turns in progress runs every 10s (env ENGRAM_TURNS_ACK_WAIT)")
		fs.BoolVar(&c.LLMScreen, "llm-screen", screen, "llm extractor: run the rules first and skip the model for chit-chat and pure questions (env ENGRAM_LLM_SCREEN)")
		fs.DurationVar(&c.LLMShareWindow, "llm-share-window", envDuration("ENGRAM_LLM_SHARE_WINDOW", 0), "llm extractor: let short turns of one session share a model call, each waiting up to this long for the others; 0 (off) keeps every turn's call its own (env ENGRAM_LLM_SHARE_WINDOW)")
	}
	if has[GroupExtract] || has[GroupEmbed] || has[GroupServe] {
		fs.StringVar(&c.OpenAIBaseURL, "openai-base-url", env("OPENAI_BASE_URL", ""), "OpenAI-compatible base URL, e.g. http://host:8000/v1 (env OPENAI_BASE_URL)")
		fs.StringVar(&c.OpenAIAPIKey, "openai-api-key", env("OPENAI_API_KEY", ""), "API key for the OpenAI-compatible endpoint (env OPENAI_API_KEY)")
	}
	if has[GroupEmbed] || has[GroupServe] {
		fs.StringVar(&c.Embedder, "embedder", env("ENGRAM_EMBEDDER", "local"), "embedder: local (the semantic table when engram models pull has built it, else hashed), semantic (the table, required), hashed, or openai (env ENGRAM_EMBEDDER)")
		fs.StringVar(&c.EmbeddingModel, "embedding-model", env("ENGRAM_EMBEDDING_MODEL", "text-embedding-3-small"), "model for the openai embedder (env ENGRAM_EMBEDDING_MODEL)")
	}
	if has[GroupIngest] || has[GroupServe] {
		fs.IntVar(&c.IngestBatch, "ingest-batch", envInt("ENGRAM_INGEST_BATCH", DefaultIngestBatch), fmt.Sprintf("ingester: most fact batches applied in one call, 1 to %d (env ENGRAM_INGEST_BATCH)", MaxIngestBatch))
		fs.DurationVar(&c.IngestLinger, "ingest-linger", envDuration("ENGRAM_INGEST_LINGER", DefaultIngestLinger), fmt.Sprintf("ingester: how long a call waits for more fact batches when fewer than --ingest-batch are at hand, 0 to %s (env ENGRAM_INGEST_LINGER)", MaxIngestLinger))
	}
	if has[GroupForget] || has[GroupServe] {
		fs.DurationVar(&c.ForgetInterval, "interval", envDuration("ENGRAM_FORGET_INTERVAL", time.Hour), "forgetter loop interval (env ENGRAM_FORGET_INTERVAL)")
	}
	if has[GroupForget] {
		fs.BoolVar(&c.Once, "once", false, "forgetter: run once, print a JSON report and exit (for cron)")
	}
}

// Validate checks the settings that every binary shares.
func (c *Config) Validate() error {
	errs := append([]error(nil), c.badEnv...)
	switch c.VectorStore {
	case "sqlite", "qdrant":
	default:
		errs = append(errs, fmt.Errorf("--vector-store %q: want sqlite or qdrant", c.VectorStore))
	}
	switch c.StateStore {
	case "sqlite", "redis":
	default:
		errs = append(errs, fmt.Errorf("--state-store %q: want sqlite or redis", c.StateStore))
	}
	switch c.LogFormat {
	case "text", "json":
	default:
		errs = append(errs, fmt.Errorf("--log-format %q: want text or json", c.LogFormat))
	}
	switch c.LogLevel {
	case "", "debug", "info", "warn", "error":
	default:
		errs = append(errs, fmt.Errorf("--log-level %q: want debug, info, warn or error", c.LogLevel))
	}
	if c.Extractor != "" && c.Extractor != "rules" && c.Extractor != "llm" {
		errs = append(errs, fmt.Errorf("--extractor %q: want rules or llm", c.Extractor))
	}
	if c.Extractor == "llm" && c.OpenAIBaseURL == "" {
		errs = append(errs, errors.New("--extractor llm needs --openai-base-url (OPENAI_BASE_URL)"))
	}
	if c.Embedder != "" && c.Embedder != "local" && c.Embedder != "openai" && c.Embedder != "semantic" && c.Embedder != "hashed" {
		errs = append(errs, fmt.Errorf("--embedder %q: want local, semantic, hashed or openai", c.Embedder))
	}
	if c.Embedder == "openai" && c.OpenAIBaseURL == "" {
		errs = append(errs, errors.New("--embedder openai needs --openai-base-url (OPENAI_BASE_URL)"))
	}
	if c.ShutdownTimeout <= 0 {
		errs = append(errs, errors.New("--shutdown-timeout must be positive"))
	}
	if c.StreamReplicas < 1 || c.StreamReplicas > 5 {
		errs = append(errs, errors.New("--stream-replicas must be between 1 and 5"))
	}
	if c.IngestBatch < 0 || c.IngestBatch > MaxIngestBatch {
		errs = append(errs, fmt.Errorf("--ingest-batch %d: want 1 to %d", c.IngestBatch, MaxIngestBatch))
	}
	if c.ExtractConcurrency < 0 || c.ExtractConcurrency > 4096 || c.TenantConcurrency < 0 || c.LLMRPM < 0 || c.LLMTPM < 0 || c.LLMShareWindow < 0 {
		errs = append(errs, errors.New("--extract-concurrency (0 to 4096), --extract-tenant-concurrency, --llm-rpm, --llm-tpm and --llm-share-window must not be negative"))
	}
	if c.TurnsAckWait != 0 && c.TurnsAckWait < MinTurnsAckWait {
		errs = append(errs, fmt.Errorf("--turns-ack-wait %s: want at least %s (turns in progress are kept alive every 10s)", c.TurnsAckWait, MinTurnsAckWait))
	}
	if c.IngestLinger < 0 || c.IngestLinger > MaxIngestLinger {
		errs = append(errs, fmt.Errorf("--ingest-linger %s: want 0 to %s", c.IngestLinger, MaxIngestLinger))
	}
	errs = append(errs, c.validateSecurity()...)
	return errors.Join(errs...)
}

// ModelsPath is the semantic table's directory, defaulting into DataDir.
func (c *Config) ModelsPath() string {
	if c.ModelsDir != "" {
		return c.ModelsDir
	}
	return filepath.Join(c.DataDir, "models")
}

// DefaultModelsDir is where the semantic table is when no flag says:
// ENGRAM_MODELS_DIR, else <ENGRAM_DATA_DIR or ~/.engram>/models.
func DefaultModelsDir() string {
	c := Config{ModelsDir: env("ENGRAM_MODELS_DIR", ""), DataDir: env("ENGRAM_DATA_DIR", defaultDataDir())}
	return c.ModelsPath()
}

// SQLiteFile is the SQLite path, defaulting into DataDir.
func (c *Config) SQLiteFile() string {
	if c.SQLitePath != "" {
		return c.SQLitePath
	}
	return filepath.Join(c.DataDir, "engram.db")
}
