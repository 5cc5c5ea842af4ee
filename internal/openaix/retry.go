// Package openaix holds what engram's clients of OpenAI-compatible endpoints
// (the LLM extractor and the remote embedder) share: classifying a failed
// call for the retry loop, Retry-After parsing and a backoff that honours it.
package openaix

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/cenkalti/backoff/v4"
	openai "github.com/sashabaranov/go-openai"
)

// Class is what a failed HTTP call means for the retry loop.
type Class int

const (
	ClassRetry    Class = iota // 408, 429, 5xx, network error: retry after a wait
	ClassTimeout               // the per-call timeout fired: no retry here, temporary
	ClassClient                // another 4xx: no retry, see PermanentStatus
	ClassCanceled              // the caller's context ended
	ClassOther                 // anything else (e.g. an undecodable 200 body): no retry
)

// Failure is a failed HTTP call, classified.
type Failure struct {
	Err        error
	Class      Class
	Status     int           // HTTP status, 0 if none
	RetryAfter time.Duration // from a Retry-After header, if HasAfter
	HasAfter   bool
}

func (f *Failure) Error() string { return f.Err.Error() }
func (f *Failure) Unwrap() error { return f.Err }

// StatusOf returns the HTTP status carried by a go-openai error, or 0.
func StatusOf(err error) int {
	var ae *openai.APIError
	if errors.As(err, &ae) {
		return ae.HTTPStatusCode
	}
	var re *openai.RequestError
	if errors.As(err, &re) {
		return re.HTTPStatusCode
	}
	return 0
}

// Classify turns an error of a call made under callCtx (derived from ctx)
// into a Failure; h holds the response headers, if any.
func Classify(ctx, callCtx context.Context, err error, h http.Header, now time.Time) *Failure {
	f := &Failure{Err: err, Status: StatusOf(err)}
	switch {
	case ctx.Err() != nil:
		f.Class = ClassCanceled
	case f.Status == http.StatusTooManyRequests || f.Status == http.StatusRequestTimeout || f.Status >= 500:
		f.Class = ClassRetry
	case f.Status != 0:
		f.Class = ClassClient
	case errors.Is(callCtx.Err(), context.DeadlineExceeded):
		f.Class = ClassTimeout
	case IsNetwork(err):
		f.Class = ClassRetry
	default:
		f.Class = ClassOther
	}
	if h != nil {
		f.RetryAfter, f.HasAfter = ParseRetryAfter(h.Get("Retry-After"), now)
	}
	return f
}

// PermanentStatus reports whether a 4xx answer is about the request itself
// (it will fail the same way every time) rather than the deployment (a bad
// key, a missing model, a quota), which an operator can fix and a later
// redelivery then succeeds.
// PermanentStatus reports whether an HTTP status means the request itself
// is wrong, so repeating it later cannot help.
func PermanentStatus(status int) bool {
	switch status {
	case http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnprocessableEntity:
		return true
	}
	return false
}

// IsNetwork reports whether err is a connection-level failure.
func IsNetwork(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE)
}

// ParseRetryAfter reads a Retry-After value: delay-seconds or an HTTP date.
// A date in the past means no wait.
func ParseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if n, err := strconv.ParseFloat(v, 64); err == nil {
		if n < 0 || n != n {
			return 0, false
		}
		if n > 24*3600 {
			n = 24 * 3600
		}
		return time.Duration(n * float64(time.Second)), true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0), true
	}
	return 0, false
}

// WaitBackOff is exponential backoff whose next wait is replaced by the
// server's Retry-After when one was given, every wait capped at max.
type WaitBackOff struct {
	exp      *backoff.ExponentialBackOff
	max      time.Duration
	after    time.Duration
	hasAfter bool
}

func NewWaitBackOff(maxWait time.Duration) *WaitBackOff {
	return &WaitBackOff{
		exp: backoff.NewExponentialBackOff(
			backoff.WithInitialInterval(500*time.Millisecond),
			backoff.WithMultiplier(2),
			backoff.WithMaxInterval(maxWait),
			backoff.WithMaxElapsedTime(0), // bounded by the retry count instead
		),
		max: maxWait,
	}
}

// Honour makes the next wait d (the server's Retry-After).
func (b *WaitBackOff) Honour(d time.Duration) { b.after, b.hasAfter = d, true }

// NextBackOff implements backoff.BackOff.
func (b *WaitBackOff) NextBackOff() time.Duration {
	d := b.exp.NextBackOff()
	if d == backoff.Stop {
		return d
	}
	if b.hasAfter {
		d, b.hasAfter = b.after, false
	}
	return min(d, b.max)
}

// Reset implements backoff.BackOff.
func (b *WaitBackOff) Reset() { b.exp.Reset(); b.hasAfter = false }

// AfterTimer adapts a time.After-like function to backoff.Timer, so tests
// can observe and skip the waits.
type AfterTimer struct {
	// After starts a wait, like time.After.
	After func(time.Duration) <-chan time.Time
	c     <-chan time.Time
}

// Start implements backoff.Timer.
func (t *AfterTimer) Start(d time.Duration) { t.c = t.After(d) }

// Stop implements backoff.Timer.
func (t *AfterTimer) Stop() {}

// C implements backoff.Timer.
func (t *AfterTimer) C() <-chan time.Time { return t.c }
