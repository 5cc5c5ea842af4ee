package llm

import (
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/engram-memory/engram/pkg/events"
)

// Defaults applied by New for zero-valued Config fields.
const (
	DefaultTimeout     = 30 * time.Second
	DefaultMaxRetries  = 3
	DefaultConcurrency = 160
	DefaultMaxWait     = 30 * time.Second
	// DefaultProgressInterval is how often the progress hook (WithProgress)
	// is called while Extract waits.
	DefaultProgressInterval = 5 * time.Second
	// DefaultShareTurns and DefaultShareBytes bound a shared call (see
	// Config.ShareWindow): turns per call, and the user text of a turn
	// short enough to share one.
	DefaultShareTurns = 4
	DefaultShareBytes = 240
)

// JSONMode selects whether chat requests ask the server for a JSON object
// (response_format {"type":"json_object"}).
type JSONMode string

// JSON modes.
const (
	// JSONAuto asks for a JSON object and, when the server rejects
	// response_format, retries without it and stops asking. It is the default.
	JSONAuto JSONMode = ""
	// JSONOff never sends response_format; the prompt alone asks for JSON.
	JSONOff JSONMode = "off"
)

// Config configures the LLM extractor. The zero value of each field is
// documented; New applies the defaults and calls Validate.
type Config struct {
	// BaseURL is the OpenAI-compatible API root, including the version path
	// (e.g. http://localhost:11434/v1). Required.
	BaseURL string
	// APIKey is sent as a bearer token; empty sends none (local servers).
	APIKey string
	// Model is the chat model name. Required.
	Model string
	// PromptVersion picks the prompt; empty means PromptVersion ("p2").
	// It is part of ID(), so changing it changes the extractor id written
	// into every fact batch.
	PromptVersion string
	// Timeout bounds each HTTP call (not the whole Extract, which may make
	// several calls); 0 means DefaultTimeout (30s).
	Timeout time.Duration
	// MaxRetries is how many times a call that failed with 429, 5xx or a
	// network error is retried; 0 means DefaultMaxRetries (3), negative
	// means never retry.
	MaxRetries int
	// MaxWait caps a single wait between retries, including one asked for
	// by a Retry-After header; 0 means DefaultMaxWait (30s).
	MaxWait time.Duration
	// Concurrency bounds the HTTP calls in flight across all Extract calls
	// of one Extractor; 0 means DefaultConcurrency (160: a hosted model
	// answers in 0.5-5 s, and the calls mostly wait).
	Concurrency int
	// RPM and TPM are the provider's requests and tokens per minute (per
	// RateWindow); 0 means no limit until the server's
	// x-ratelimit-limit-* headers state one. Calls wait for them rather
	// than fail.
	RPM, TPM int
	// RateWindow is the window RPM and TPM count in; 0 means a minute
	// (tests shorten it).
	RateWindow time.Duration
	// JSONMode is JSONAuto (the zero value: ask for JSON, fall back if the
	// server rejects it) or JSONOff.
	JSONMode JSONMode
	// Temperature is the sampling temperature. Zero (the default) asks for
	// the most deterministic output; a negative value sends none and leaves
	// the server's default. It is never sent to reasoning models (o1, o3,
	// o4, gpt-5), which reject it.
	Temperature float64
	// ContextTurns is how many earlier turns of the same session_id go into
	// the prompt (prompt p2 and later); 0 means DefaultContextTurns (4),
	// negative means none.
	ContextTurns int
	// ShareWindow, when positive, lets several short turns of the same
	// user and session share one model call: a short turn waits up to
	// ShareWindow for others to join it (at most ShareTurns, default 4;
	// short means at most ShareBytes of user text, default 240). It
	// costs each turn up to ShareWindow of freshness, so 0 (off) is the
	// default.
	ShareWindow time.Duration
	ShareTurns  int
	ShareBytes  int
}

func (c Config) withDefaults() Config {
	if c.PromptVersion == "" {
		c.PromptVersion = PromptVersion
	}
	if c.Timeout == 0 {
		c.Timeout = DefaultTimeout
	}
	if c.MaxRetries == 0 {
		c.MaxRetries = DefaultMaxRetries
	}
	if c.MaxRetries < 0 {
		c.MaxRetries = 0
	}
	if c.MaxWait == 0 {
		c.MaxWait = DefaultMaxWait
	}
	if c.Concurrency == 0 {
		c.Concurrency = DefaultConcurrency
	}
	if c.ContextTurns == 0 {
		c.ContextTurns = DefaultContextTurns
	}
	if c.ShareTurns == 0 {
		c.ShareTurns = DefaultShareTurns
	}
	if c.ShareBytes == 0 {
		c.ShareBytes = DefaultShareBytes
	}
	return c
}

// Validate reports every problem with the configuration, joined. Zero values
// that have defaults are valid.
func (c Config) Validate() error {
	var errs []error
	if c.BaseURL == "" {
		errs = append(errs, errors.New("llm: base URL is required"))
	} else if u, err := url.Parse(c.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		errs = append(errs, fmt.Errorf("llm: base URL %q must be an absolute http(s) URL", c.BaseURL))
	}
	if c.Model == "" {
		errs = append(errs, errors.New("llm: model is required"))
	}
	if c.PromptVersion != "" {
		if _, ok := prompts[c.PromptVersion]; !ok {
			errs = append(errs, fmt.Errorf("llm: unknown prompt version %q (known: p1, %s)", c.PromptVersion, PromptVersion))
		}
	}
	if c.Timeout < 0 {
		errs = append(errs, errors.New("llm: timeout must not be negative"))
	}
	if c.MaxWait < 0 {
		errs = append(errs, errors.New("llm: max wait must not be negative"))
	}
	if c.Concurrency < 0 {
		errs = append(errs, errors.New("llm: concurrency must not be negative"))
	}
	if c.RPM < 0 || c.TPM < 0 || c.RateWindow < 0 {
		errs = append(errs, errors.New("llm: rate limits must not be negative"))
	}
	if c.ShareWindow < 0 || c.ShareTurns < 0 || c.ShareBytes < 0 || c.ShareTurns > events.MaxFacts {
		errs = append(errs, fmt.Errorf("llm: share window, turns (at most %d) and bytes must not be negative", events.MaxFacts))
	}
	if c.MaxRetries > 20 {
		errs = append(errs, fmt.Errorf("llm: max retries %d is over the limit of 20", c.MaxRetries))
	}
	switch c.JSONMode {
	case JSONAuto, JSONOff:
	default:
		errs = append(errs, fmt.Errorf("llm: JSON mode %q is not one of \"\" (auto), \"off\"", c.JSONMode))
	}
	if c.Temperature > 2 {
		errs = append(errs, fmt.Errorf("llm: temperature %g is over 2", c.Temperature))
	}
	return errors.Join(errs...)
}
