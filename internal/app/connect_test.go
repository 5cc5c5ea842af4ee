package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/config"
)

func TestCheckExposure(t *testing.T) {
	keyed, _ := auth.NewKeyring(map[string]string{"key-aaaaaaaaaaaaaaaa": "acme"})
	for _, tc := range []struct {
		http, nats string
		keys       *auth.Keyring
		insecure   bool
		open, fail bool
	}{
		{"127.0.0.1:8080", "", nil, false, false, false},
		{"localhost:8080", "[::1]:4222", nil, false, false, false},
		{"0.0.0.0:8080", "", nil, false, false, true},
		{":8080", "", nil, false, false, true},
		{"127.0.0.1:8080", "0.0.0.0:4222", nil, false, false, true},
		{"0.0.0.0:8080", "", nil, true, true, false},
		{"0.0.0.0:8080", ":4222", keyed, false, false, false},
	} {
		cfg := config.Config{HTTPAddr: tc.http, NATSListen: tc.nats}
		cfg.Security.InsecureAllowOpenNetwork = tc.insecure
		open, err := CheckExposure(cfg, tc.keys)
		if open != tc.open || (err != nil) != tc.fail {
			t.Errorf("%+v: open %v err %v", tc, open, err)
		}
	}
}

func TestOpenServerSaysSo(t *testing.T) {
	var b bytes.Buffer
	w := prefixWriter{w: &b, prefix: "[OPEN] "}
	fmt.Fprintf(w, "one\ntwo\n")
	fmt.Fprintf(w, "three\n")
	if b.String() != "[OPEN] one\n[OPEN] two\n[OPEN] three\n" {
		t.Errorf("prefixed: %q", b.String())
	}
	h := openHealth(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusTeapot) }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/healthz", nil))
	var got map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil || got["open_network_without_keys"] != true || !strings.Contains(got["warning"].(string), "OPEN NETWORK") {
		t.Errorf("/healthz = %s", rec.Body)
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/v1/memories", nil))
	if rec.Code != http.StatusTeapot {
		t.Errorf("other routes not passed through: %d", rec.Code)
	}
}
