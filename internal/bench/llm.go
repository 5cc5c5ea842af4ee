package bench

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/llmtest"
)

// LLMOptions run the ingest benchmark through the LLM extractor and the
// OpenAI-compatible embedder against the scripted server of
// internal/llmtest (the test double at the model boundary), each call
// answered after a fixed latency.
type LLMOptions struct {
	// Latency is the scripted model's answer time; EmbedLatency that of
	// an embeddings call.
	Latency, EmbedLatency time.Duration
	// RPM, when positive, makes the scripted server enforce that many
	// requests per minute (429 with Retry-After beyond) and the extractor
	// know the limit (--llm-rpm).
	RPM int
	// Concurrency is --extract-concurrency; 0 means its default.
	Concurrency int
	// Screen is --llm-screen.
	Screen bool
	// ShareWindow is --llm-share-window; when positive each user's turns
	// are published in one session, so that short ones may share a call.
	ShareWindow time.Duration
}

// LLMFigures are what the ingest benchmark measured of the model calls.
type LLMFigures struct {
	LatencyMS      float64 `json:"latency_ms"`
	EmbedLatencyMS float64 `json:"embed_latency_ms"`
	Concurrency    int     `json:"concurrency"`
	RPM            int     `json:"rpm,omitempty"`
	Screen         bool    `json:"screen,omitempty"`
	ShareWindowMS  float64 `json:"share_window_ms,omitempty"`
	ChatCalls      int     `json:"chat_calls"`
	Rejected429    int     `json:"rejected_429"`
	EmbedCalls     int     `json:"embedding_calls"`
	EmbedInputs    int     `json:"embedding_inputs"`
	CallsPerTurn   float64 `json:"calls_per_turn"`
	PromptTokens   int     `json:"prompt_tokens"`
	Completion     int     `json:"completion_tokens"`
	TokensPerCall  float64 `json:"prompt_tokens_per_call"`
	TokensPerFact  float64 `json:"tokens_per_fact"`
	// Lost counts turns of the maximum-rate phase whose memory was never
	// written; DeadLetters the dead-letter stream's messages at the end.
	Lost        int    `json:"lost"`
	DeadLetters uint64 `json:"dead_letters"`
}

// scriptedModel starts the scripted server: each chat reply states one
// fact, the user's message, with usage counted at 4 bytes a token.
func scriptedModel(o LLMOptions) *llmtest.Server {
	srv := llmtest.Start()
	srv.HandleChat(scriptedReply(o))
	embed := llmtest.EmbeddingsFunc(llmtest.DefaultDim)
	srv.HandleEmbeddings(func(r llmtest.Request) llmtest.Reply { return embed(r).WithDelay(o.EmbedLatency) })
	if o.RPM > 0 {
		srv.SetLimits(llmtest.Limits{Requests: o.RPM, Window: time.Minute})
	}
	return srv
}

// scriptedReply answers a chat request with one fact per turn, the
// turn's user message, after o.Latency: for a shared call (turns
// introduced by "Turn k:") each fact names its turn.
func scriptedReply(o LLMOptions) func(llmtest.Request) llmtest.Reply {
	return func(r llmtest.Request) llmtest.Reply {
		var prompt int
		last := ""
		for _, m := range r.Chat().Messages {
			prompt += len(m.Content)
			if m.Role == "user" {
				last = m.Content
			}
		}
		var facts []string
		blocks := sharedTurn.Split(last, -1)
		for k, b := range blocks[1:] {
			fact, _ := json.Marshal(userText(b))
			facts = append(facts, fmt.Sprintf(`{"type":"fact","content":%s,"turn":%d,"confidence":0.9,"importance":0.6}`, fact, k+1))
		}
		if len(facts) == 0 {
			fact, _ := json.Marshal(userText(last))
			facts = append(facts, fmt.Sprintf(`{"type":"fact","content":%s,"confidence":0.9,"importance":0.6}`, fact))
		}
		reply := `{"facts":[` + strings.Join(facts, ",") + `],"forget":[]}`
		return llmtest.Chat(reply, prompt/4+1, len(reply)/4+1).WithDelay(o.Latency)
	}
}

// sharedTurn opens a turn's block in the prompt of a shared call.
var sharedTurn = regexp.MustCompile(`(?m)^Turn \d+:\n`)

// userText is the first user message of a prompt's turn.
func userText(p string) string {
	if _, after, ok := strings.Cut(p, "</earlier>"); ok {
		p = after // the earlier turns of the session come first
	}
	i := strings.Index(p, "[USER]: ")
	if i < 0 {
		return ""
	}
	text := p[i+len("[USER]: "):]
	if j := strings.Index(text, "\n"); j >= 0 {
		text = text[:j]
	}
	return text
}

// llmConfig points cfg at the scripted server.
func llmConfig(cfg config.Config, srv *llmtest.Server, o LLMOptions) config.Config {
	cfg.Extractor, cfg.Embedder = "llm", "openai"
	cfg.OpenAIBaseURL, cfg.LLMModel, cfg.EmbeddingModel = srv.BaseURL(), "bench-model", "bench-embed"
	cfg.ExtractConcurrency = o.Concurrency
	if cfg.ExtractConcurrency <= 0 {
		cfg.ExtractConcurrency = config.DefaultExtractConcurrency
	}
	cfg.LLMRPM, cfg.LLMScreen, cfg.LLMShareWindow = o.RPM, o.Screen, o.ShareWindow
	return cfg
}

// llmFigures sums up what the scripted server saw.
func llmFigures(srv *llmtest.Server, o LLMOptions, cfg config.Config, turns, memories int) *LLMFigures {
	f := &LLMFigures{LatencyMS: msOf(o.Latency), EmbedLatencyMS: msOf(o.EmbedLatency), Concurrency: cfg.ExtractConcurrency, RPM: o.RPM,
		Screen: o.Screen, ShareWindowMS: msOf(o.ShareWindow)}
	f.ChatCalls = srv.Count(llmtest.ChatPath)
	f.Rejected429 = srv.Usage().Rejected
	f.ChatCalls -= f.Rejected429
	for _, r := range srv.Requests(llmtest.EmbeddingsPath) {
		f.EmbedCalls++
		f.EmbedInputs += len(r.EmbeddingsInput())
	}
	f.PromptTokens, f.Completion = srv.Tokens()
	f.CallsPerTurn = float64(f.ChatCalls) / float64(max(turns, 1))
	f.TokensPerCall = float64(f.PromptTokens) / float64(max(f.ChatCalls, 1))
	f.TokensPerFact = float64(f.PromptTokens+f.Completion) / float64(max(memories, 1))
	return f
}

func msOf(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
