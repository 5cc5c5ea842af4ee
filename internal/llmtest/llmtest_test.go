package llmtest_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/llmtest"
)

func post(t *testing.T, ctx context.Context, url, body string) (*http.Response, []byte, error) {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewBufferString(body))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b, nil
}

func TestQueueThenFallback(t *testing.T) {
	s := llmtest.NewServer(t)
	s.EnqueueChat(llmtest.Error(429, "slow").WithHeader("Retry-After", "3"), llmtest.Chat("hi", 5, 1))
	url := s.BaseURL() + "/chat/completions"

	resp, _, err := post(t, context.Background(), url, `{"model":"m"}`)
	if err != nil || resp.StatusCode != 429 || resp.Header.Get("Retry-After") != "3" {
		t.Fatalf("first: %v %v", resp, err)
	}
	resp, body, err := post(t, context.Background(), url, `{"model":"m"}`)
	if err != nil || resp.StatusCode != 200 || !bytes.Contains(body, []byte(`"content":"hi"`)) {
		t.Fatalf("second: %v %s %v", resp, body, err)
	}
	resp, _, err = post(t, context.Background(), url, `{}`)
	if err != nil || resp.StatusCode != 500 {
		t.Fatalf("fallback: %v %v", resp, err)
	}
	if got := s.Count(llmtest.ChatPath); got != 3 {
		t.Fatalf("count = %d", got)
	}
	if m := s.Requests(llmtest.ChatPath)[0].Chat().Model; m != "m" {
		t.Fatalf("model = %q", m)
	}
}

func TestHangReleasedByClient(t *testing.T) {
	s := llmtest.NewServer(t)
	s.EnqueueChat(llmtest.Hang())
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, _, err := post(t, ctx, s.BaseURL()+"/chat/completions", `{}`); err == nil {
		t.Fatal("want a client timeout")
	}
}

func TestHangReleasedByClose(t *testing.T) {
	// The server is closed by t.Cleanup while the handler hangs; Cleanup
	// must not block forever.
	s := llmtest.NewServer(t)
	s.EnqueueChat(llmtest.Hang())
	go func() { _, _, _ = post(t, context.Background(), s.BaseURL()+"/chat/completions", `{}`) }()
	for s.Count("") == 0 {
		time.Sleep(time.Millisecond)
	}
}

func TestEmbeddingsDeterministic(t *testing.T) {
	s := llmtest.NewServer(t)
	s.HandleEmbeddings(llmtest.EmbeddingsFunc(4))
	_, b1, err := post(t, context.Background(), s.BaseURL()+"/embeddings", `{"input":["a","b"],"model":"e"}`)
	if err != nil {
		t.Fatal(err)
	}
	_, b2, _ := post(t, context.Background(), s.BaseURL()+"/embeddings", `{"input":"a","model":"e"}`)
	if !bytes.Contains(b1, []byte(`"index":1`)) {
		t.Fatalf("want two vectors: %s", b1)
	}
	v1, v2 := llmtest.Vector("a", 4), llmtest.Vector("b", 4)
	if len(v1) != 4 || v1[0] == v2[0] || llmtest.Vector("a", 4)[3] != v1[3] {
		t.Fatalf("vectors not deterministic and distinct: %v %v", v1, v2)
	}
	if got := s.Requests(llmtest.EmbeddingsPath)[1].EmbeddingsInput(); len(got) != 1 || got[0] != "a" {
		t.Fatalf("single input = %v (%s)", got, b2)
	}
}

func TestUnknownPath(t *testing.T) {
	s := llmtest.NewServer(t)
	resp, _, err := post(t, context.Background(), s.URL()+"/v1/models", `{}`)
	if err != nil || resp.StatusCode != 404 {
		t.Fatalf("%v %v", resp, err)
	}
}
