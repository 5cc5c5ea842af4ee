package openai

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
	goopenai "github.com/sashabaranov/go-openai"
)

// The retry helpers below duplicate those of internal/extract/llm:
// the two packages must not import each other.

// class is what a failed HTTP call means for the retry loop.
type class int

const (
	classRetry    class = iota // 408, 429, 5xx, network error: retry after a wait
	classTimeout               // the per-call timeout fired: no retry here, temporary
	classClient                // another 4xx: no retry, see permanentStatus
	classCanceled              // the caller's context ended
	classOther                 // anything else (e.g. an undecodable 200 body): no retry
)

// failure is a failed HTTP call, classified.
type failure struct {
	err        error
	class      class
	status     int           // HTTP status, 0 if none
	retryAfter time.Duration // from a Retry-After header, if hasAfter
	hasAfter   bool
}

func (f *failure) Error() string { return f.err.Error() }
func (f *failure) Unwrap() error { return f.err }

// statusOf returns the HTTP status carried by a go-openai error, or 0.
func statusOf(err error) int {
	var ae *goopenai.APIError
	if errors.As(err, &ae) {
		return ae.HTTPStatusCode
	}
	var re *goopenai.RequestError
	if errors.As(err, &re) {
		return re.HTTPStatusCode
	}
	return 0
}

// classify turns an error of a call made under callCtx (derived from ctx)
// into a failure; h holds the response headers, if any.
func classify(ctx, callCtx context.Context, err error, h http.Header, now time.Time) *failure {
	f := &failure{err: err, status: statusOf(err)}
	switch {
	case ctx.Err() != nil:
		f.class = classCanceled
	case f.status == http.StatusTooManyRequests || f.status == http.StatusRequestTimeout || f.status >= 500:
		f.class = classRetry
	case f.status != 0:
		f.class = classClient
	case errors.Is(callCtx.Err(), context.DeadlineExceeded):
		f.class = classTimeout
	case isNetwork(err):
		f.class = classRetry
	default:
		f.class = classOther
	}
	if h != nil {
		f.retryAfter, f.hasAfter = parseRetryAfter(h.Get("Retry-After"), now)
	}
	return f
}

// permanentStatus reports whether a 4xx answer is about the request itself
// (it will fail the same way every time) rather than the deployment (a bad
// key, a missing model, a quota), which an operator can fix and a later
// redelivery then succeeds.
func permanentStatus(status int) bool {
	switch status {
	case http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnprocessableEntity:
		return true
	}
	return false
}

func isNetwork(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE)
}

// parseRetryAfter reads a Retry-After value: delay-seconds or an HTTP date.
// A date in the past means no wait.
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
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

// waitBackOff is exponential backoff whose next wait is replaced by the
// server's Retry-After when one was given, every wait capped at max.
type waitBackOff struct {
	exp      *backoff.ExponentialBackOff
	max      time.Duration
	after    time.Duration
	hasAfter bool
}

func newWaitBackOff(maxWait time.Duration) *waitBackOff {
	return &waitBackOff{
		exp: backoff.NewExponentialBackOff(
			backoff.WithInitialInterval(500*time.Millisecond),
			backoff.WithMultiplier(2),
			backoff.WithMaxInterval(maxWait),
			backoff.WithMaxElapsedTime(0), // bounded by the retry count instead
		),
		max: maxWait,
	}
}

// honour makes the next wait d (the server's Retry-After).
func (b *waitBackOff) honour(d time.Duration) { b.after, b.hasAfter = d, true }

// NextBackOff implements backoff.BackOff.
func (b *waitBackOff) NextBackOff() time.Duration {
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
func (b *waitBackOff) Reset() { b.exp.Reset(); b.hasAfter = false }

// afterTimer adapts a time.After-like function to backoff.Timer, so tests
// can observe and skip the waits.
type afterTimer struct {
	after func(time.Duration) <-chan time.Time
	c     <-chan time.Time
}

func (t *afterTimer) Start(d time.Duration) { t.c = t.after(d) }
func (t *afterTimer) Stop()                 {}
func (t *afterTimer) C() <-chan time.Time   { return t.c }
