// Package llmtest is a scripted OpenAI-compatible HTTP server for tests.
//
// It is the one test double engram permits, and it sits at a true outside
// boundary: the remote language-model and embeddings endpoints
// (POST /v1/chat/completions and POST /v1/embeddings) that production talks
// to over HTTP. Everything on engram's side of that boundary — the
// go-openai client, retries, timeouts, parsing — runs for real against it.
//
// A Server answers each endpoint from a script: a queue of Replies consumed
// in order, then a fallback function. Replies choose the status code,
// headers (Retry-After, say), body, a delay, or a hang until the client gives
// up. Every request is recorded (path, headers, body) for assertions.
//
//	srv := llmtest.NewServer(t)
//	srv.EnqueueChat(
//		llmtest.Error(429, "slow down").WithHeader("Retry-After", "2"),
//		llmtest.Chat(`{"facts":[]}`, 10, 3),
//	)
//	cfg.BaseURL = srv.BaseURL()
package llmtest

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// Endpoint paths served by a Server.
const (
	ChatPath       = "/v1/chat/completions"
	EmbeddingsPath = "/v1/embeddings"
)

// DefaultDim is the dimension of the vectors a Server returns from
// /v1/embeddings when nothing else is scripted.
const DefaultDim = 8

// Reply is one scripted answer. The zero value is an empty 200 response.
type Reply struct {
	// Status is the HTTP status code; 0 means 200.
	Status int
	// Header holds extra response headers, e.g. Retry-After.
	Header http.Header
	// Body is written as is. Content-Type is application/json unless Header
	// sets it.
	Body []byte
	// Delay is waited before answering. If the client gives up first the
	// reply is not written.
	Delay time.Duration
	// Hang, when set, never answers: the handler waits until the client
	// cancels the request or the server is closed.
	Hang bool
}

// WithHeader returns a copy of r with header k set to v.
func (r Reply) WithHeader(k, v string) Reply {
	h := r.Header.Clone()
	if h == nil {
		h = http.Header{}
	}
	h.Set(k, v)
	r.Header = h
	return r
}

// WithDelay returns a copy of r that is answered after d.
func (r Reply) WithDelay(d time.Duration) Reply {
	r.Delay = d
	return r
}

// Request is one request the Server received.
type Request struct {
	// Path is the URL path, e.g. ChatPath.
	Path string
	// Header holds the request headers.
	Header http.Header
	// Body is the raw request body.
	Body []byte
}

// Decode unmarshals the request body into v.
func (r Request) Decode(v any) error { return json.Unmarshal(r.Body, v) }

// ChatRequest is the subset of a chat completion request tests look at.
type ChatRequest struct {
	Model          string          `json:"model"`
	Messages       []ChatMessage   `json:"messages"`
	ResponseFormat *ResponseFormat `json:"response_format,omitempty"`
	Temperature    *float64        `json:"temperature,omitempty"`
}

// ResponseFormat is the response_format field of a ChatRequest.
type ResponseFormat struct {
	Type string `json:"type"`
}

// ChatMessage is one message of a ChatRequest.
type ChatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Chat decodes the request as a chat completion request. Malformed bodies
// decode to the zero value.
func (r Request) Chat() ChatRequest {
	var c ChatRequest
	_ = json.Unmarshal(r.Body, &c)
	return c
}

// EmbeddingsInput returns the inputs of an embeddings request, whether sent
// as one string or a list; nil if the body is malformed.
func (r Request) EmbeddingsInput() []string {
	var body struct {
		Input json.RawMessage `json:"input"`
	}
	if json.Unmarshal(r.Body, &body) != nil {
		return nil
	}
	var list []string
	if json.Unmarshal(body.Input, &list) == nil {
		return list
	}
	var one string
	if json.Unmarshal(body.Input, &one) == nil {
		return []string{one}
	}
	return nil
}

// Server is a scripted OpenAI-compatible endpoint on a local httptest
// server. It is safe for concurrent use; the script may be changed while
// requests are in flight.
type Server struct {
	srv  *httptest.Server
	done chan struct{}

	closeOnce sync.Once

	mu        sync.Mutex
	limits    Limits
	admitted  []admitted // chat replies inside the limits' window
	usage     Usage
	tokens    [2]int // prompt, completion of the 200 chat replies
	queues    map[string][]Reply
	fallbacks map[string]func(Request) Reply
	requests  []Request
}

// NewServer starts a Server and closes it when the test ends. By default
// /v1/chat/completions answers 500 ("no scripted reply") and /v1/embeddings
// answers deterministic vectors of DefaultDim (see Embeddings).
func NewServer(t testing.TB) *Server {
	t.Helper()
	s := Start()
	t.Cleanup(s.Close)
	return s
}

// Start starts a Server outside a test (engram bench); Close stops it.
func Start() *Server {
	s := &Server{
		done:   make(chan struct{}),
		queues: map[string][]Reply{},
		fallbacks: map[string]func(Request) Reply{
			ChatPath: func(Request) Reply {
				return Error(http.StatusInternalServerError, "llmtest: no scripted chat reply")
			},
			EmbeddingsPath: EmbeddingsFunc(DefaultDim),
		},
	}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// Close releases hanging handlers, then stops the server.
func (s *Server) Close() {
	s.closeOnce.Do(func() {
		close(s.done)
		s.srv.Close()
	})
}

// URL is the server's root URL, e.g. http://127.0.0.1:PORT.
func (s *Server) URL() string { return s.srv.URL }

// BaseURL is the OpenAI-style base URL (URL + "/v1") to put in a client's
// configuration.
func (s *Server) BaseURL() string { return s.srv.URL + "/v1" }

// EnqueueChat appends replies to the chat completions queue. Queued replies
// are used first, one per request, then the chat fallback.
func (s *Server) EnqueueChat(r ...Reply) { s.enqueue(ChatPath, r) }

// EnqueueEmbeddings appends replies to the embeddings queue.
func (s *Server) EnqueueEmbeddings(r ...Reply) { s.enqueue(EmbeddingsPath, r) }

// HandleChat sets the function that answers chat completion requests once
// the queue is empty.
func (s *Server) HandleChat(f func(Request) Reply) { s.handle(ChatPath, f) }

// HandleEmbeddings sets the function that answers embeddings requests once
// the queue is empty.
func (s *Server) HandleEmbeddings(f func(Request) Reply) { s.handle(EmbeddingsPath, f) }

func (s *Server) enqueue(path string, r []Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.queues[path] = append(s.queues[path], r...)
}

func (s *Server) handle(path string, f func(Request) Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.fallbacks[path] = f
}

// Requests returns a copy of the requests received on path, in arrival
// order; an empty path returns every request.
func (s *Server) Requests(path string) []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Request
	for _, r := range s.requests {
		if path == "" || r.Path == path {
			out = append(out, r)
		}
	}
	return out
}

// Count returns how many requests were received on path ("" for all).
func (s *Server) Count(path string) int { return len(s.Requests(path)) }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	req := Request{Path: r.URL.Path, Header: r.Header.Clone(), Body: body}

	s.mu.Lock()
	s.requests = append(s.requests, req)
	var (
		reply Reply
		ok    bool
	)
	if r.Method == http.MethodPost {
		if q := s.queues[req.Path]; len(q) > 0 {
			reply, s.queues[req.Path], ok = q[0], q[1:], true
		} else if f := s.fallbacks[req.Path]; f != nil {
			s.mu.Unlock()
			reply, ok = f(req), true
			s.mu.Lock()
		}
	}
	s.mu.Unlock()
	if !ok {
		reply = Error(http.StatusNotFound, fmt.Sprintf("llmtest: no route for %s %s", r.Method, req.Path))
	}

	if reply.Hang {
		select {
		case <-r.Context().Done():
		case <-s.done:
		}
		return
	}
	if reply.Delay > 0 {
		t := time.NewTimer(reply.Delay)
		defer t.Stop()
		select {
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		case <-t.C:
		}
	}
	if req.Path == ChatPath && (reply.Status == 0 || reply.Status == http.StatusOK) {
		if limited, ok := s.admit(reply); !ok {
			reply = limited
		}
	}
	for k, v := range reply.Header {
		w.Header()[k] = v
	}
	if w.Header().Get("Content-Type") == "" {
		w.Header().Set("Content-Type", "application/json")
	}
	status := reply.Status
	if status == 0 {
		status = http.StatusOK
	}
	if req.Path == ChatPath && status == http.StatusOK {
		s.countTokens(reply.Body)
	}
	w.WriteHeader(status)
	_, _ = w.Write(reply.Body)
}

// Hang is a reply that never answers.
func Hang() Reply { return Reply{Hang: true} }

// Raw is a 200 reply with the given body written verbatim.
func Raw(body string) Reply { return Reply{Body: []byte(body)} }

// Error is an OpenAI-style error reply: {"error":{"message":...}} with status.
func Error(status int, message string) Reply {
	b, _ := json.Marshal(map[string]any{"error": map[string]any{
		"message": message, "type": "llmtest_error", "code": status,
	}})
	return Reply{Status: status, Body: b}
}

// Chat is a valid chat completion whose single choice has the given
// content, reporting the given token usage.
func Chat(content string, promptTokens, completionTokens int) Reply {
	return Reply{Body: ChatBody(content, promptTokens, completionTokens)}
}

// ChatBody is the JSON body of Chat.
func ChatBody(content string, promptTokens, completionTokens int) []byte {
	b, _ := json.Marshal(map[string]any{
		"id":      "chatcmpl-llmtest",
		"object":  "chat.completion",
		"created": 1700000000,
		"model":   "llmtest",
		"choices": []any{map[string]any{
			"index":         0,
			"message":       map[string]any{"role": "assistant", "content": content},
			"finish_reason": "stop",
		}},
		"usage": map[string]any{
			"prompt_tokens":     promptTokens,
			"completion_tokens": completionTokens,
			"total_tokens":      promptTokens + completionTokens,
		},
	})
	return b
}

// EmptyChoices is a 200 chat completion with no choices.
func EmptyChoices() Reply {
	return Raw(`{"id":"chatcmpl-llmtest","object":"chat.completion","choices":[],"usage":{"prompt_tokens":1,"completion_tokens":0,"total_tokens":1}}`)
}

// Embeddings is a valid embeddings reply with one vector of dimension dim
// per input, each Vector(input, dim).
func Embeddings(inputs []string, dim int) Reply {
	data := make([]any, len(inputs))
	for i, in := range inputs {
		data[i] = map[string]any{"object": "embedding", "index": i, "embedding": Vector(in, dim)}
	}
	b, _ := json.Marshal(map[string]any{
		"object": "list",
		"data":   data,
		"model":  "llmtest",
		"usage":  map[string]any{"prompt_tokens": len(inputs), "total_tokens": len(inputs)},
	})
	return Reply{Body: b}
}

// EmbeddingsFunc returns a handler for HandleEmbeddings that answers every
// request with Embeddings(inputs, dim).
func EmbeddingsFunc(dim int) func(Request) Reply {
	return func(r Request) Reply { return Embeddings(r.EmbeddingsInput(), dim) }
}

// Vector is the deterministic, deliberately not normalised, vector the
// Server returns for text: components in [-1,1) derived from a hash of the
// text, so equal texts get equal vectors and different texts differ.
func Vector(text string, dim int) []float32 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(text))
	x := h.Sum64()
	v := make([]float32, dim)
	for i := range v {
		// splitmix64
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		z ^= z >> 31
		v[i] = float32(float64(z>>11)/float64(1<<53)*2 - 1)
	}
	return v
}

// Norm is the Euclidean norm of v, for assertions on normalised vectors.
func Norm(v []float32) float64 {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	return math.Sqrt(s)
}
