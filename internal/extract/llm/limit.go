package llm

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/engram-memory/engram/internal/openaix"
)

// Throttle reasons reported to the WithOnThrottle hook.
const (
	// ThrottleRequests: a call waited for the requests-per-minute limit.
	ThrottleRequests = "rpm"
	// ThrottleTokens: a call waited for the tokens-per-minute limit.
	ThrottleTokens = "tpm"
	// Throttle429: the server answered 429; every call pauses as it asks.
	Throttle429 = "429"
	// ThrottleHeaders: the server's rate-limit headers said a limit is
	// spent; every call pauses until its reset.
	ThrottleHeaders = "headers"
)

// limiter keeps the calls of one Extractor under the provider's limits:
// requests and tokens per window (configured, or learned from the
// server's x-ratelimit-limit-* headers when lower) and the pauses asked
// for by 429 answers and x-ratelimit-remaining-* headers. A call waits
// (Extract blocks, the worker stops pulling) instead of failing.
type limiter struct {
	window time.Duration

	mu       sync.Mutex
	rpm, tpm int // the limits in force per window; 0 means none
	req, tok *rate.Limiter
	until    time.Time // no call starts before this
	reserve  int       // completion tokens reserved per call: the most seen
	after    func(time.Duration) <-chan time.Time
}

// newLimiter returns a limiter for rpm requests and tpm tokens per window
// (0: no limit, until the server's headers state one).
func newLimiter(rpm, tpm int, window time.Duration) *limiter {
	if window <= 0 {
		window = time.Minute
	}
	l := &limiter{window: window, reserve: 256}
	l.setLimits(rpm, tpm)
	return l
}

// bucket is a token bucket that never lets more than n through in any
// window: its burst plus what it refills in a window is n. The burst is
// a tenth of n (a call's tokens must fit in it) or, for requests
// (requests true), a sixtieth: a call needs one, and the smaller the
// burst the closer the steady rate comes to n per window (59 of 60).
func bucket(n int, window time.Duration, requests bool) *rate.Limiter {
	burst := max(1, n/10)
	if requests {
		burst = max(1, n/60)
	}
	per := float64(n-burst) / window.Seconds()
	if per <= 0 {
		per = float64(n) / window.Seconds() / 2
	}
	return rate.NewLimiter(rate.Limit(per), burst)
}

// setLimits installs rpm and tpm; callers hold mu or own l.
func (l *limiter) setLimits(rpm, tpm int) {
	if rpm > 0 && rpm != l.rpm {
		l.rpm, l.req = rpm, bucket(rpm, l.window, true)
	}
	if tpm > 0 && tpm != l.tpm {
		l.tpm, l.tok = tpm, bucket(tpm, l.window, false)
	}
}

// wait blocks until a call of about tokens prompt tokens may start; it
// reports each kind of wait to throttled. A pause that ends at or before
// seen is one the caller has already waited out.
func (l *limiter) wait(ctx context.Context, tokens int, seen time.Time, throttled func(string)) error {
	{
		l.mu.Lock()
		until, req, tok := l.until, l.req, l.tok
		need := tokens + l.reserve
		l.mu.Unlock()
		if d := time.Until(until); d > 0 && until.After(seen) {
			if err := l.sleep(ctx, d); err != nil {
				return err
			}
		}
		if req != nil {
			r := req.Reserve()
			if d := r.Delay(); d > 0 {
				throttled(ThrottleRequests)
				if err := l.sleep(ctx, d); err != nil {
					r.Cancel()
					return err
				}
			}
		}
		if tok != nil {
			need = min(need, tok.Burst())
			r := tok.ReserveN(time.Now(), need)
			if d := r.Delay(); d > 0 {
				throttled(ThrottleTokens)
				if err := l.sleep(ctx, d); err != nil {
					r.Cancel()
					return err
				}
			}
		}
		return nil
	}
}

// used records a reply's actual usage: tokens beyond the estimate of the
// call are taken from the bucket now, and the completion reserve grows to
// the largest completion seen.
func (l *limiter) used(estimate, prompt, completion int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if extra := prompt + completion - (estimate + l.reserve); extra > 0 && l.tok != nil {
		l.tok.ReserveN(time.Now(), min(extra, l.tok.Burst()))
	}
	l.reserve = max(l.reserve, completion)
}

// pause makes every call wait d from now; it returns when the pause ends.
func (l *limiter) pause(d time.Duration) time.Time {
	l.mu.Lock()
	defer l.mu.Unlock()
	if t := time.Now().Add(d); t.After(l.until) {
		l.until = t
	}
	return l.until
}

// learn reads the OpenAI-style rate-limit headers of a response: a limit
// lower than the configured one is adopted, and a spent limit pauses
// calls until its reset. It reports whether it paused.
func (l *limiter) learn(h http.Header) bool {
	if h == nil {
		return false
	}
	perMinute := func(name string) int {
		n, err := strconv.Atoi(strings.TrimSpace(h.Get(name)))
		if err != nil || n <= 0 {
			return 0
		}
		return n
	}
	l.mu.Lock()
	rpm, tpm := perMinute("x-ratelimit-limit-requests"), perMinute("x-ratelimit-limit-tokens")
	scale := func(n int) int { return int(float64(n) * l.window.Seconds() / 60) }
	if rpm > 0 && (l.rpm == 0 || scale(rpm) < l.rpm) {
		l.setLimits(max(1, scale(rpm)), 0)
	}
	if tpm > 0 && (l.tpm == 0 || scale(tpm) < l.tpm) {
		l.setLimits(0, max(1, scale(tpm)))
	}
	l.mu.Unlock()
	paused := false
	for _, kind := range []string{"requests", "tokens"} {
		rem := strings.TrimSpace(h.Get("x-ratelimit-remaining-" + kind))
		if rem != "0" {
			continue
		}
		if d, ok := parseReset(h.Get("x-ratelimit-reset-" + kind)); ok && d > 0 {
			l.pause(d)
			paused = true
		}
	}
	return paused
}

// parseReset parses an x-ratelimit-reset-* value: a Go-style duration
// ("1s", "6m0s", "250ms") or seconds.
func parseReset(v string) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if d, err := time.ParseDuration(v); err == nil {
		return min(d, 5*time.Minute), true
	}
	if d, ok := openaix.ParseRetryAfter(v, time.Now()); ok {
		return min(d, 5*time.Minute), true
	}
	return 0, false
}

// sleep waits d (through the Extractor's WithAfter function for pauses
// asked for by the server, so that tests observe them) or until ctx ends.
func (l *limiter) sleep(ctx context.Context, d time.Duration) error {
	after := l.after
	if after == nil {
		after = time.After
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-after(d):
		return nil
	}
}

// estimateTokens is a conservative estimate of the prompt tokens of
// text: one per 3 bytes (English runs about 4 bytes a token).
func estimateTokens(n int) int { return n/3 + 8 }
