// Package llm is the LLM extractor: it asks an OpenAI-compatible chat
// completions endpoint (OpenAI, vLLM, Ollama, DeepSeek, Qwen, ...) to turn a
// conversation turn into typed facts and forget intents, through
// github.com/sashabaranov/go-openai.
//
// One Extract call makes one request, retried on 5xx and network errors
// with backoff, each request bounded by a timeout and by a concurrency
// limit shared by every caller. Requests and tokens per minute stay under
// the configured limits and those the server states in its rate-limit
// headers; a 429 pauses every call as long as the server asks (Retry-After)
// and is retried without limit: throttling slows extraction down, it never
// fails a turn. A reply that cannot be
// parsed earns one repair request; if that too is unparseable, Extract
// fails with an error wrapping extract.ErrUnparseable and
// events.ErrPermanent, never with a silently empty result. Failures worth
// retrying later wrap events.ErrTemporary.
package llm

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cenkalti/backoff/v4"
	openai "github.com/sashabaranov/go-openai"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/openaix"
	"github.com/engram-memory/engram/pkg/events"
)

// Outcomes reported to the WithOnOutcome hook, one per HTTP request made.
const (
	// OutcomeOK: the reply parsed.
	OutcomeOK = "ok"
	// OutcomeRetry: the request failed (429, 5xx, network error, or JSON
	// mode rejected) and another request follows.
	OutcomeRetry = "retry"
	// OutcomeUnparseable: a reply arrived but could not be parsed.
	OutcomeUnparseable = "unparseable"
	// OutcomeTimeout: the per-call timeout fired.
	OutcomeTimeout = "timeout"
	// OutcomeHTTPError: the request failed and no retry follows (another
	// 4xx, or retries exhausted).
	OutcomeHTTPError = "http_error"
)

// Extractor extracts facts with a language model. It implements
// extract.Extractor and is safe for concurrent use.
type Extractor struct {
	cfg       Config
	id        string
	prompt    string
	client    *openai.Client
	sem       chan struct{}
	jsonOff   atomic.Bool
	onUsage   func(tenant string, prompt, completion int)
	onOutcome func(outcome string)
	onQueue   func(wait time.Duration)
	onThrot   func(reason string)
	onFlight  func(delta int)
	lim       *limiter
	after     func(time.Duration) <-chan time.Time
	now       func() time.Time
	every     time.Duration
	temp      float32 // the temperature sent; 0 sends none
	http      *http.Client
	log       *slog.Logger
	// the prompt's inputs beyond the turn (conversation.go)
	hist        *history
	share       sharer
	profileKeys ProfileKeysFunc
}

var _ extract.Extractor = (*Extractor)(nil)

// Option customises an Extractor.
type Option func(*Extractor)

// WithOnUsage sets a hook called after every reply with the turn's tenant
// and the token usage the server reported (e.g. to feed a Prometheus
// counter). It must be safe for concurrent use.
func WithOnUsage(f func(tenant string, prompt, completion int)) Option {
	return func(e *Extractor) { e.onUsage = f }
}

// WithOnOutcome sets a hook called once per HTTP request with one of the
// Outcome constants. It must be safe for concurrent use.
func WithOnOutcome(f func(outcome string)) Option {
	return func(e *Extractor) { e.onOutcome = f }
}

// WithOnQueue sets a hook called once per model call with how long it
// waited for a concurrency slot and the rate limits before its first
// request. It must be safe for concurrent use.
func WithOnQueue(f func(wait time.Duration)) Option {
	return func(e *Extractor) { e.onQueue = f }
}

// WithOnThrottle sets a hook called with a Throttle reason each time a
// call is slowed down by a rate limit. It must be safe for concurrent use.
func WithOnThrottle(f func(reason string)) Option {
	return func(e *Extractor) { e.onThrot = f }
}

// WithOnInFlight sets a hook called with +1 when an HTTP request to the
// model starts and -1 when it ends. It must be safe for concurrent use.
func WithOnInFlight(f func(delta int)) Option {
	return func(e *Extractor) { e.onFlight = f }
}

// WithAfter replaces time.After for the waits between retries; tests use
// it to observe the waits asked for without sleeping.
func WithAfter(f func(time.Duration) <-chan time.Time) Option {
	return func(e *Extractor) { e.after = f }
}

// WithProgressInterval sets how often the progress hook of WithProgress is
// called; the default is DefaultProgressInterval.
func WithProgressInterval(d time.Duration) Option {
	return func(e *Extractor) {
		if d > 0 {
			e.every = d
		}
	}
}

// WithHTTPClient sets the HTTP client (for proxies or custom transports).
// Its Timeout should be zero: Config.Timeout bounds each call.
func WithHTTPClient(c *http.Client) Option {
	return func(e *Extractor) { e.http = c }
}

// WithLogger sets the logger for rare events (JSON mode turned off); the
// default is slog.Default(). Turn content is never logged.
func WithLogger(l *slog.Logger) Option {
	return func(e *Extractor) { e.log = l }
}

type progressKey struct{}

// WithProgress returns a context that makes Extract call fn every few
// seconds (WithProgressInterval) while it waits on the model, from another
// goroutine. The extractor worker uses it to send JetStream InProgress so a
// slow model does not make the message redeliver. fn is never called after
// Extract returns.
func WithProgress(ctx context.Context, fn func()) context.Context {
	return context.WithValue(ctx, progressKey{}, fn)
}

// New validates cfg, applies its defaults and returns an Extractor.
func New(cfg Config, opts ...Option) (*Extractor, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	e := &Extractor{
		cfg:    cfg,
		id:     "llm:" + cfg.Model + "/" + cfg.PromptVersion,
		prompt: prompts[cfg.PromptVersion],
		sem:    make(chan struct{}, cfg.Concurrency),
		lim:    newLimiter(cfg.RPM, cfg.TPM, cfg.RateWindow),
		after:  time.After,
		now:    time.Now,
		every:  DefaultProgressInterval,
		http:   &http.Client{},
	}
	for _, o := range opts {
		o(e)
	}
	e.lim.after = e.after
	e.hist = newHistory(cfg.ContextTurns)
	e.share.open = map[string]*sharedCall{}
	e.temp = temperature(cfg.Temperature)
	if openai.NewReasoningValidator().Validate(openai.ChatCompletionRequest{Model: cfg.Model, Temperature: e.temp}) != nil {
		// Reasoning models (o1, o3, o4, gpt-5...) accept no temperature;
		// go-openai refuses such requests before sending them.
		e.temp = 0
	}
	if e.log == nil {
		e.log = slog.Default()
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	oc.HTTPClient = e.http
	e.client = openai.NewClientWithConfig(oc)
	return e, nil
}

// ID returns "llm:<model>/<prompt-version>".
func (e *Extractor) ID() string { return e.id }

// Extract asks the model for the facts and forget intents of t. A turn
// without a user message yields an empty result without a request. Errors
// wrap events.ErrTemporary (429/5xx/network errors after the retries, a
// timeout, a cancelled ctx, a deployment 4xx such as 401 or 404) or
// events.ErrPermanent (a 400/413/422 answer to this turn's request, or a
// reply unparseable even after the repair request, which also wraps
// extract.ErrUnparseable).
func (e *Extractor) Extract(ctx context.Context, t *events.Turn) (extract.Result, error) {
	if t == nil {
		return extract.Result{}, fmt.Errorf("llm: nil turn: %w", events.ErrInvalid)
	}
	if !hasUserMessage(t) {
		return extract.Result{}, nil
	}
	defer e.keepAlive(ctx)()
	var res extract.Result
	var err error
	if e.shareable(t) {
		res, err = e.join(ctx, t)
	} else {
		res, err = e.extractOne(ctx, t)
	}
	res.Facts = guardEpisodes(res.Facts, t)
	return res, err
}

// guardEpisodes drops the model's episodes of a turn whose user messages
// speak to the agent or its memory (extract.IsAgentDirected, on the
// summary and on each sentence the user wrote): a summary of such a turn
// would carry the instruction, paraphrased, into later prompts. The turn's
// facts are judged on their own and stay.
func guardEpisodes(facts []events.Fact, t *events.Turn) []events.Fact {
	isEpisode := func(f events.Fact) bool { return f.Type == events.TypeEpisode }
	if !slices.ContainsFunc(facts, isEpisode) {
		return facts
	}
	directed := userDirected(t)
	return slices.DeleteFunc(facts, func(f events.Fact) bool {
		return isEpisode(f) && (directed || extract.IsAgentDirected(f.Content))
	})
}

// userDirected reports whether a user message of t holds a sentence that
// speaks to the agent or its memory.
func userDirected(t *events.Turn) bool {
	for _, m := range t.Messages {
		if m.Role == events.RoleUser && extract.AnyDirected(m.Content) {
			return true
		}
	}
	return false
}

// extractOne extracts t with a call of its own.
func (e *Extractor) extractOne(ctx context.Context, t *events.Turn) (extract.Result, error) {
	msgs := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: e.prompt},
		{Role: openai.ChatMessageRoleUser, Content: e.promptFor(ctx, t)},
	}
	e.hist.add(t)
	var res extract.Result
	err := e.ask(ctx, t.TenantID, "turn "+t.TurnID, msgs, func(reply string) (err error) {
		res, err = ParseReply(reply)
		return err
	})
	return res, err
}

// ask sends msgs and hands the reply to parse; a reply parse rejects is
// answered once with a repair request (the reply echoed, the parse error
// stated) before the request fails permanently.
func (e *Extractor) ask(ctx context.Context, tenant, what string, msgs []openai.ChatCompletionMessage, parse func(string) error) error {
	reply, err := e.complete(ctx, tenant, msgs)
	if err != nil {
		return err
	}
	perr := parse(reply)
	if perr == nil {
		e.outcome(OutcomeOK)
		return nil
	}
	e.outcome(OutcomeUnparseable)
	if strings.TrimSpace(reply) != "" {
		msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: truncateUTF8(reply, maxEchoBytes)})
	}
	msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: fmt.Sprintf(repairPrompt, perr)})
	reply, err = e.complete(ctx, tenant, msgs)
	if err != nil {
		return fmt.Errorf("llm: repair request: %w", err)
	}
	if perr = parse(reply); perr == nil {
		e.outcome(OutcomeOK)
		return nil
	}
	e.outcome(OutcomeUnparseable)
	return fmt.Errorf("llm: %s: reply unparseable after a repair request: %w (%w)", what, perr, events.ErrPermanent)
}

// complete makes one chat request, retrying per the configuration, and
// returns the reply's content ("" for a reply without choices).
func (e *Extractor) complete(ctx context.Context, tenant string, msgs []openai.ChatCompletionMessage) (string, error) {
	wb := openaix.NewWaitBackOff(e.cfg.MaxWait)
	b := backoff.WithContext(backoff.WithMaxRetries(wb, uint64(e.cfg.MaxRetries)), ctx)
	var content string
	attempts := 0
	var seen time.Time
	op := func() error {
		attempts++
		c, f := e.call(ctx, tenant, msgs, &seen)
		if f == nil {
			content = c
			return nil
		}
		if f.Class != openaix.ClassRetry {
			return backoff.Permanent(f)
		}
		if f.HasAfter {
			wb.Honour(f.RetryAfter)
		}
		return f
	}
	notify := func(error, time.Duration) { e.outcome(OutcomeRetry) }
	err := backoff.RetryNotifyWithTimer(op, b, notify, &openaix.AfterTimer{After: e.after})
	if err == nil {
		return content, nil
	}
	var f *openaix.Failure
	if !errors.As(err, &f) {
		// The context ended while waiting between attempts.
		return "", fmt.Errorf("llm: after %d attempts: %w (%w)", attempts, err, events.ErrTemporary)
	}
	switch f.Class {
	case openaix.ClassTimeout:
		e.outcome(OutcomeTimeout)
		return "", fmt.Errorf("llm: request timed out after %s: %w (%w)", e.cfg.Timeout, f.Err, events.ErrTemporary)
	case openaix.ClassCanceled:
		return "", fmt.Errorf("llm: %w (%w)", f.Err, events.ErrTemporary)
	case openaix.ClassClient:
		e.outcome(OutcomeHTTPError)
		if openaix.PermanentStatus(f.Status) {
			return "", fmt.Errorf("llm: request rejected: %w (%w)", f.Err, events.ErrPermanent)
		}
		return "", fmt.Errorf("llm: request refused: %w (%w)", f.Err, events.ErrTemporary)
	default:
		e.outcome(OutcomeHTTPError)
		return "", fmt.Errorf("llm: gave up after %d attempts: %w (%w)", attempts, f.Err, events.ErrTemporary)
	}
}

// call makes one HTTP request (two if JSON mode is rejected) under the
// concurrency limit.
//
// seen is the end of the last server-asked pause the caller has waited
// out (kept across the retries of one completion).
func (e *Extractor) call(ctx context.Context, tenant string, msgs []openai.ChatCompletionMessage, seen *time.Time) (string, *openaix.Failure) {
	start := time.Now()
	select {
	case e.sem <- struct{}{}:
	case <-ctx.Done():
		return "", &openaix.Failure{Err: ctx.Err(), Class: openaix.ClassCanceled}
	}
	defer func() { <-e.sem }()
	size := 0
	for _, m := range msgs {
		size += len(m.Content)
	}
	est := estimateTokens(size)
	var resp openai.ChatCompletionResponse
	var f *openaix.Failure
	useJSON := false
	pause := time.Second
	for first := true; ; first = false {
		if err := e.lim.wait(ctx, est, *seen, e.throttled); err != nil {
			return "", &openaix.Failure{Err: err, Class: openaix.ClassCanceled}
		}
		if first && e.onQueue != nil {
			e.onQueue(time.Since(start))
		}
		useJSON = e.cfg.JSONMode == JSONAuto && !e.jsonOff.Load()
		e.inFlight(1)
		resp, f = e.do(ctx, msgs, useJSON)
		e.inFlight(-1)
		if e.lim.learn(resp.Header()) {
			e.throttled(ThrottleHeaders)
		}
		if f == nil || f.Status != http.StatusTooManyRequests {
			break
		}
		// Throttled: every call slows down as the server asks (or with a
		// growing pause), and this one tries again; a 429 never fails a
		// turn.
		d := pause
		if f.HasAfter {
			d = min(max(f.RetryAfter, 100*time.Millisecond), e.cfg.MaxWait)
		} else {
			pause = min(2*pause, e.cfg.MaxWait)
		}
		*seen = e.lim.pause(d)
		e.throttled(Throttle429)
		e.outcome(OutcomeRetry)
		if err := e.lim.sleep(ctx, d); err != nil {
			return "", &openaix.Failure{Err: err, Class: openaix.ClassCanceled}
		}
	}
	if f != nil && useJSON && f.Class == openaix.ClassClient && (f.Status == http.StatusBadRequest || f.Status == http.StatusUnprocessableEntity) {
		// Many OpenAI-compatible servers reject response_format. Ask again
		// without it; if that succeeds, stop asking.
		e.outcome(OutcomeRetry)
		e.inFlight(1)
		resp, f = e.do(ctx, msgs, false)
		e.inFlight(-1)
		if f == nil {
			if !e.jsonOff.Swap(true) {
				e.log.Warn("llm: server rejected response_format json_object; continuing without JSON mode", "model", e.cfg.Model)
			}
		}
	}
	if f != nil {
		return "", f
	}
	e.lim.used(est, resp.Usage.PromptTokens, resp.Usage.CompletionTokens)
	if e.onUsage != nil {
		e.onUsage(tenant, resp.Usage.PromptTokens, resp.Usage.CompletionTokens)
	}
	if len(resp.Choices) == 0 {
		return "", nil
	}
	return resp.Choices[0].Message.Content, nil
}

// do makes one HTTP request bounded by the per-call timeout.
func (e *Extractor) do(ctx context.Context, msgs []openai.ChatCompletionMessage, jsonMode bool) (openai.ChatCompletionResponse, *openaix.Failure) {
	callCtx, cancel := context.WithTimeout(ctx, e.cfg.Timeout)
	defer cancel()
	req := openai.ChatCompletionRequest{
		Model:       e.cfg.Model,
		Messages:    msgs,
		Temperature: e.temp,
	}
	if jsonMode {
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}
	}
	resp, err := e.client.CreateChatCompletion(callCtx, req)
	if err != nil {
		// go-openai records the response headers even on an error status.
		return resp, openaix.Classify(ctx, callCtx, err, resp.Header(), e.now())
	}
	return resp, nil
}

// temperature maps Config.Temperature to the request field: go-openai omits
// a zero float, so an explicit zero is sent as the smallest positive float32.
func temperature(t float64) float32 {
	switch {
	case t < 0:
		return 0
	case t == 0:
		return math.SmallestNonzeroFloat32
	}
	return float32(t)
}

func (e *Extractor) throttled(reason string) {
	if e.onThrot != nil {
		e.onThrot(reason)
	}
}

func (e *Extractor) inFlight(delta int) {
	if e.onFlight != nil {
		e.onFlight(delta)
	}
}

func (e *Extractor) outcome(o string) {
	if e.onOutcome != nil {
		e.onOutcome(o)
	}
}

// keepAlive starts calling the context's progress hook, if any, and returns
// the function that stops it; after stop returns the hook is not called.
func (e *Extractor) keepAlive(ctx context.Context) (stop func()) {
	fn, _ := ctx.Value(progressKey{}).(func())
	if fn == nil {
		return func() {}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(e.every)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-tick.C:
				fn()
			}
		}
	}()
	return func() { close(done); wg.Wait() }
}
