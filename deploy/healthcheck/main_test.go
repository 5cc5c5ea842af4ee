package main

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestProbe(t *testing.T) {
	ok := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}))
	defer ok.Close()
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer down.Close()
	if err := probe(http.DefaultClient, ok.URL, time.Second); err != nil {
		t.Errorf("healthy server: %v", err)
	}
	if err := probe(http.DefaultClient, down.URL, time.Second); err == nil {
		t.Error("503 accepted as healthy")
	}
	if err := probe(http.DefaultClient, "http://127.0.0.1:1/readyz", time.Second); err == nil {
		t.Error("closed port accepted as healthy")
	}
}
