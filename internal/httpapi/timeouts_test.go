package httpapi_test

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/httpapi"
	"github.com/engram-memory/engram/internal/httpapi/apitest"
)

// serve serves h with httpapi.NewHTTPServer on a free loopback port.
func serve(t *testing.T, h http.Handler, bodyTimeout time.Duration) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := httpapi.NewHTTPServer(h, bodyTimeout)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return ln.Addr().String()
}

// TestSlowBodiesAreCut opens real connections that send their headers and
// then a body at one byte per 100 ms: every one is answered 408 and closed
// by the server once the body timeout (300 ms here) has passed, long before
// the body would be complete, while a normal request on the same server
// succeeds.
func TestSlowBodiesAreCut(t *testing.T) {
	env := startKeyed(t, apitest.Options{})
	addr := serve(t, env.Handler, 300*time.Millisecond)
	const conns = 20
	const bodyLen = 200 // 20 s at one byte per 100 ms
	type result struct {
		status string
		err    error
		after  time.Duration
	}
	results := make([]result, conns)
	var wg sync.WaitGroup
	for i := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := net.Dial("tcp", addr)
			if err != nil {
				results[i].err = err
				return
			}
			defer c.Close()
			start := time.Now()
			fmt.Fprintf(c, "POST /v1/turns HTTP/1.1\r\nHost: engram\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", keyA, bodyLen)
			stop := make(chan struct{})
			defer close(stop)
			go func() {
				for range bodyLen {
					select {
					case <-stop:
						return
					case <-time.After(100 * time.Millisecond):
					}
					if _, err := c.Write([]byte(" ")); err != nil {
						return
					}
				}
			}()
			_ = c.SetReadDeadline(time.Now().Add(15 * time.Second))
			br := bufio.NewReader(c)
			status, err := br.ReadString('\n')
			results[i].status = strings.TrimSpace(status)
			if err != nil {
				results[i].err = fmt.Errorf("read status: %w", err)
				return
			}
			// The server must close the connection: read to EOF, or to the
			// reset its close sends while body bytes are still arriving.
			if _, err := io.Copy(io.Discard, br); err != nil && !errors.Is(err, syscall.ECONNRESET) {
				results[i].err = fmt.Errorf("connection not closed by the server: %w", err)
				return
			}
			results[i].after = time.Since(start)
		}()
	}
	// A well-behaved client is served meanwhile.
	resp, err := http.Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("GET /healthz during the slow clients: %d", resp.StatusCode)
	}
	wg.Wait()
	var longest time.Duration
	for i, r := range results {
		if r.err != nil || !strings.Contains(r.status, " 408 ") {
			t.Errorf("slow connection %d: status %q, err %v; want 408 and the connection closed", i, r.status, r.err)
		}
		longest = max(longest, r.after)
	}
	t.Logf("%d slow-body connections answered 408 and closed, the last after %v (body timeout 300ms, full body would take %v)",
		conns, longest.Round(time.Millisecond), time.Duration(bodyLen)*100*time.Millisecond)
}

// TestBodyTimeoutSparesSlowHandlers: once the body is read, the deadline is
// lifted, so a handler that works longer than the body timeout afterwards
// keeps its context and answers; and a body sent at a normal pace passes.
func TestBodyTimeoutSparesSlowHandlers(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		select {
		case <-time.After(600 * time.Millisecond):
		case <-r.Context().Done():
			http.Error(w, "context cancelled", http.StatusInternalServerError)
			return
		}
		fmt.Fprintf(w, "%d", len(b))
	})
	addr := serve(t, h, 200*time.Millisecond)
	resp, err := http.Post("http://"+addr+"/", "text/plain", strings.NewReader(strings.Repeat("x", 100_000)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(b) != "100000" {
		t.Fatalf("slow handler after a prompt body: %d %q", resp.StatusCode, b)
	}
}
