package openaix

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"7", 7 * time.Second, true},
		{"0.5", 500 * time.Millisecond, true},
		{now.Add(90 * time.Second).Format(http.TimeFormat), 90 * time.Second, true},
		{now.Add(-time.Hour).Format(http.TimeFormat), 0, true},
		{"999999999", 24 * time.Hour, true},
		{"-1", 0, false},
		{"soon", 0, false},
		{"", 0, false},
	} {
		got, ok := ParseRetryAfter(tt.in, now)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseRetryAfter(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestClassify(t *testing.T) {
	ctx := context.Background()
	now := time.Now()
	h := http.Header{"Retry-After": []string{"3"}}
	for _, tt := range []struct {
		name string
		err  error
		want Class
	}{
		{"429", &openai.APIError{HTTPStatusCode: 429}, ClassRetry},
		{"503", &openai.RequestError{HTTPStatusCode: 503}, ClassRetry},
		{"400", &openai.APIError{HTTPStatusCode: 400}, ClassClient},
		{"other", errors.New("undecodable body"), ClassOther},
	} {
		f := Classify(ctx, ctx, tt.err, h, now)
		if f.Class != tt.want {
			t.Errorf("%s: class %v, want %v", tt.name, f.Class, tt.want)
		}
	}
	if f := Classify(ctx, ctx, &openai.APIError{HTTPStatusCode: 429}, h, now); !f.HasAfter || f.RetryAfter != 3*time.Second {
		t.Errorf("Retry-After not read: %+v", f)
	}
	canceled, cancel := context.WithCancel(ctx)
	cancel()
	if f := Classify(canceled, canceled, canceled.Err(), nil, now); f.Class != ClassCanceled {
		t.Errorf("canceled caller: class %v", f.Class)
	}
	if !PermanentStatus(413) || PermanentStatus(401) {
		t.Error("PermanentStatus: 413 is permanent, 401 is not")
	}
}

func TestWaitBackOffHonoursRetryAfterCappedByMax(t *testing.T) {
	b := NewWaitBackOff(10 * time.Second)
	b.Honour(7 * time.Second)
	if d := b.NextBackOff(); d != 7*time.Second {
		t.Fatalf("first wait %v, want the server's 7s", d)
	}
	b.Honour(time.Hour)
	if d := b.NextBackOff(); d != 10*time.Second {
		t.Fatalf("wait %v, want the 10s cap", d)
	}
}
