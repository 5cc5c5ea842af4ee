package llmtest

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"
)

// Limits make the Server enforce a provider's rate limits on chat
// completions: at most Requests replies and Tokens tokens (the usage its
// replies report) in any Window, sliding. A request over a limit is
// answered 429 with Retry-After (whole seconds until the window frees
// enough) and is not counted. Zero fields mean no limit.
type Limits struct {
	Requests int
	Tokens   int
	Window   time.Duration
	// Headers adds OpenAI-style x-ratelimit-* headers to every reply.
	Headers bool
}

// Usage is what the Server counted under its Limits.
type Usage struct {
	// Admitted and Rejected count chat requests answered and refused 429.
	Admitted, Rejected int
	// MaxRequests and MaxTokens are the most requests and tokens admitted
	// in any window: with the limits kept they never exceed Limits.
	MaxRequests, MaxTokens int
}

type admitted struct {
	at     time.Time
	tokens int
}

// SetLimits sets the limits enforced from now on.
func (s *Server) SetLimits(l Limits) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if l.Window <= 0 {
		l.Window = time.Minute
	}
	s.limits = l
}

// Usage returns what the Server counted under its limits.
func (s *Server) Usage() Usage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.usage
}

// Tokens returns the prompt and completion tokens that the chat replies
// answered 200 reported.
func (s *Server) Tokens() (prompt, completion int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tokens[0], s.tokens[1]
}

// countTokens adds a chat reply's usage to Tokens.
func (s *Server) countTokens(body []byte) {
	p, c := usageOf(body)
	s.mu.Lock()
	s.tokens[0] += p
	s.tokens[1] += c
	s.mu.Unlock()
}

func usageOf(body []byte) (prompt, completion int) {
	var v struct {
		Usage struct {
			Prompt     int `json:"prompt_tokens"`
			Completion int `json:"completion_tokens"`
		} `json:"usage"`
	}
	_ = json.Unmarshal(body, &v)
	return v.Usage.Prompt, v.Usage.Completion
}

// replyTokens reads the total tokens a chat reply body reports.
func replyTokens(body []byte) int {
	var v struct {
		Usage struct {
			Prompt     int `json:"prompt_tokens"`
			Completion int `json:"completion_tokens"`
		} `json:"usage"`
	}
	_ = json.Unmarshal(body, &v)
	return v.Usage.Prompt + v.Usage.Completion
}

// admit decides whether reply fits the limits now; if not it returns the
// 429 to send instead.
func (s *Server) admit(reply Reply) (Reply, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l := s.limits
	if l.Requests == 0 && l.Tokens == 0 {
		return reply, true
	}
	now := time.Now()
	keep := s.admitted[:0]
	for _, a := range s.admitted {
		if now.Sub(a.at) < l.Window {
			keep = append(keep, a)
		}
	}
	s.admitted = keep
	tokens := replyTokens(reply.Body)
	used := 0
	for _, a := range s.admitted {
		used += a.tokens
	}
	over := (l.Requests > 0 && len(s.admitted)+1 > l.Requests) || (l.Tokens > 0 && used+tokens > l.Tokens)
	if over {
		s.usage.Rejected++
		// The window frees its oldest entry first.
		wait := l.Window
		if len(s.admitted) > 0 {
			wait = l.Window - now.Sub(s.admitted[0].at)
		}
		secs := max(1, int((wait+time.Second-1)/time.Second))
		r := Error(http.StatusTooManyRequests, "llmtest: rate limit reached").WithHeader("Retry-After", strconv.Itoa(secs))
		return s.withRateHeaders(r, len(s.admitted), used), false
	}
	s.admitted = append(s.admitted, admitted{at: now, tokens: tokens})
	s.usage.Admitted++
	s.usage.MaxRequests = max(s.usage.MaxRequests, len(s.admitted))
	s.usage.MaxTokens = max(s.usage.MaxTokens, used+tokens)
	return s.withRateHeaders(reply, len(s.admitted), used+tokens), true
}

// withRateHeaders adds x-ratelimit-* headers when Limits.Headers is set;
// s.mu is held.
func (s *Server) withRateHeaders(r Reply, reqs, tokens int) Reply {
	l := s.limits
	if !l.Headers {
		return r
	}
	perMinute := func(n int) string { return strconv.Itoa(int(float64(n) * time.Minute.Seconds() / l.Window.Seconds())) }
	if l.Requests > 0 {
		r = r.WithHeader("x-ratelimit-limit-requests", perMinute(l.Requests))
		r = r.WithHeader("x-ratelimit-remaining-requests", strconv.Itoa(max(0, l.Requests-reqs)))
		r = r.WithHeader("x-ratelimit-reset-requests", l.Window.String())
	}
	if l.Tokens > 0 {
		r = r.WithHeader("x-ratelimit-limit-tokens", perMinute(l.Tokens))
		r = r.WithHeader("x-ratelimit-remaining-tokens", strconv.Itoa(max(0, l.Tokens-tokens)))
		r = r.WithHeader("x-ratelimit-reset-tokens", l.Window.String())
	}
	return r
}
