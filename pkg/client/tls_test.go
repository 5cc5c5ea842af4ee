package client

import (
	"encoding/pem"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHTTPClientWithCA(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) }))
	defer srv.Close()
	ca := filepath.Join(t.TempDir(), "ca.pem")
	os.WriteFile(ca, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw}), 0o600)
	hc, err := HTTPClientWithCA(ca)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := hc.Get(srv.URL)
	if err != nil {
		t.Fatalf("with the CA: %v", err)
	}
	resp.Body.Close()
	if _, err := http.Get(srv.URL); err == nil {
		t.Error("the default client trusted the test certificate")
	}
	if _, err := HTTPClientWithCA(filepath.Join(t.TempDir(), "none")); err == nil {
		t.Error("missing CA file accepted")
	}
}
