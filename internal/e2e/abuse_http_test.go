package e2e

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/httpapi"
)

// abuseConnResult is what one abusive connection saw: the status of the
// response the server sent (0 for none) and how long the server kept the
// connection open.
type abuseConnResult struct {
	kind   string
	status int
	open   time.Duration
	err    error
}

// abuseSlowConn opens a connection to addr, writes head at once and then
// trickle one byte at a time, every, until the server answers or closes
// the connection (or limit passes). It reports the response's status and
// how long the connection stayed open.
func abuseSlowConn(kind, addr string, head, trickle []byte, every, limit time.Duration) abuseConnResult {
	res := abuseConnResult{kind: kind}
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		res.err = err
		return res
	}
	defer conn.Close()
	start := time.Now()
	if _, err := conn.Write(head); err != nil {
		res.err = err
		return res
	}
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		_ = conn.SetReadDeadline(start.Add(limit))
		br := bufio.NewReader(conn)
		if resp, err := http.ReadResponse(br, nil); err == nil {
			res.status = resp.StatusCode
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
		// Read until the server closes the connection.
		_, err := io.Copy(io.Discard, br)
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			res.err = fmt.Errorf("connection still open after %s", limit)
		}
		res.open = time.Since(start)
	}()
	for i := 0; ; i = (i + 1) % max(1, len(trickle)) {
		select {
		case <-readDone:
			return res
		case <-time.After(every):
		}
		if len(trickle) == 0 {
			continue
		}
		if _, err := conn.Write(trickle[i : i+1]); err != nil {
			<-readDone
			return res
		}
	}
}

// abuseRaw sends raw bytes on a fresh connection and returns the status of
// the first response (0 when the server closed without one).
func abuseRaw(addr string, req []byte) (int, error) {
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(httpapi.BodyReadTimeout + 30*time.Second))
	// The server may answer and close before the whole request is
	// written: write in the background.
	go func() { _, _ = conn.Write(req) }()
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "connection reset") {
			return 0, nil
		}
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}

// TestAbusiveHTTPClients runs the recaller (the HTTP API and MCP, as
// engram serve serves them: app.serveHTTP and httpapi.NewHTTPServer) as a
// process and, while a probe keeps sending normal requests, opens slow
// header connections (a header byte every 2 s), slow bodies (a body byte
// every 3 s), idle connections that send nothing, a request with 2 MB of
// headers and a request line of 2 MB, and garbage of many kinds (random
// bytes, malformed request lines, bad chunked encoding, conflicting
// lengths, TLS and HTTP/2 prefaces on plain HTTP, JSON nested 100,000
// deep, bodies over the limits). No response is a 5xx from engram (net/http
// itself answers 501 to a transfer coding it does not implement and 505 to
// HTTP/3.0 on HTTP/1, before any engram code: counted apart), the slow and
// idle connections are closed by the header and body timeouts (slow bodies
// answered 408), oversized headers get 431, and every normal request is
// answered 200.
func TestAbusiveHTTPClients(t *testing.T) {
	t.Parallel()
	c := procNewCluster(t, 5*time.Second)
	rec := c.Start("recaller")
	worker := c.Start("ingester") // its ops endpoint is served the same way
	api := "http://" + rec.Addr

	// The probe: normal requests throughout.
	var probeOK, probeBad atomic.Int64
	var probeMu sync.Mutex
	var probeLat []time.Duration
	var probeErrs []string
	stop := make(chan struct{})
	var probeWG sync.WaitGroup
	probeWG.Add(1)
	go func() {
		defer probeWG.Done()
		recall := map[string]any{"tenant_id": "acme", "user_id": "probe", "query": "where do I live", "k": 3}
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			case <-time.After(200 * time.Millisecond):
			}
			start := time.Now()
			var code int
			var body []byte
			switch i % 3 {
			case 0:
				code, body = procGet(api + "/healthz")
			case 1:
				code, body = procPost(api+"/v1/recall", recall)
			default:
				code, body = procGet(api + "/v1/memories?tenant_id=acme&user_id=probe")
			}
			probeMu.Lock()
			probeLat = append(probeLat, time.Since(start))
			if code == http.StatusOK {
				probeOK.Add(1)
			} else {
				probeBad.Add(1)
				probeErrs = append(probeErrs, fmt.Sprintf("%d %s", code, truncateBody(body)))
			}
			probeMu.Unlock()
		}
	}()
	gBefore, _ := procSampleSum(procScrape(t, rec.Addr), "go_goroutines", nil)

	const slowHeaders, slowBodies, idle = 50, 50, 300
	limit := time.Minute // a bound on a hang, not a performance assertion
	results := make(chan abuseConnResult, slowHeaders+slowBodies+idle+10)
	var wg sync.WaitGroup
	run := func(f func() abuseConnResult) {
		wg.Add(1)
		go func() { defer wg.Done(); results <- f() }()
	}
	for i := range slowHeaders {
		addr := rec.Addr
		if i%10 == 0 {
			addr = worker.Addr
		}
		run(func() abuseConnResult {
			return abuseSlowConn("slow-headers", addr, []byte("POST /v1/recall HTTP/1.1\r\nHost: engram\r\n"),
				[]byte("X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n"), 2*time.Second, limit)
		})
	}
	for i := range slowBodies {
		head := fmt.Sprintf("POST /v1/turns HTTP/1.1\r\nHost: engram\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{\"tenant_id\":\"acme\",\"user_id\":\"slow-%d\",", i)
		run(func() abuseConnResult {
			return abuseSlowConn("slow-body", rec.Addr, []byte(head), []byte(`"messages":[{"role":"user","content":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`), 3*time.Second, limit)
		})
	}
	for range idle {
		run(func() abuseConnResult { return abuseSlowConn("idle", rec.Addr, nil, nil, time.Second, limit) })
	}

	// Garbage and oversized requests, one connection each.
	deep := strings.Repeat("[", 100000) + strings.Repeat("]", 100000)
	big := strings.Repeat("a", 2<<20)
	garbage := []struct {
		name string
		req  string
	}{
		{"random bytes", string(bytes.Repeat([]byte{0x00, 0xff, 0x13, 0x37, 0x80, 0x7f}, 2000))},
		{"no request line", "\r\n\r\n\r\n"},
		{"bad method", "G\x00T / HTTP/1.1\r\nHost: x\r\n\r\n"},
		{"bad version", "GET / HTTP/1.x\r\nHost: x\r\n\r\n"},
		{"header without colon", "GET /healthz HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n"},
		{"space in header name", "GET /healthz HTTP/1.1\r\nHost: x\r\nBad Name: y\r\n\r\n"},
		{"no host", "GET /healthz HTTP/1.1\r\n\r\n"},
		{"two hosts", "GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"},
		{"negative length", "POST /v1/turns HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n"},
		{"conflicting lengths", "POST /v1/turns HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello"},
		{"length and chunked", "POST /v1/turns HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"},
		{"bad chunk size", "POST /v1/turns HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n"},
		{"unknown transfer coding", "POST /v1/turns HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n"},
		{"short body", "POST /v1/recall HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{\"query\":"},
		{"NUL in path", "GET /v1/memo\x00ries HTTP/1.1\r\nHost: x\r\n\r\n"},
		{"absolute URI elsewhere", "GET http://198.51.100.7/v1/memories HTTP/1.1\r\nHost: x\r\n\r\n"},
		{"path traversal", "GET /ui/../../../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n"},
		{"bad percent escape", "GET /v1/memories?tenant_id=%zz HTTP/1.1\r\nHost: x\r\n\r\n"},
		{"TLS client hello", "\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03" + strings.Repeat("\x00", 160)},
		{"HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"},
		{"huge headers", "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + big + "\r\n\r\n"},
		{"huge request line", "GET /healthz?" + big + " HTTP/1.1\r\nHost: x\r\n\r\n"},
		{"many headers", "GET /healthz HTTP/1.1\r\nHost: x\r\n" + strings.Repeat("X-A: b\r\n", 200000) + "\r\n"},
		{"deep JSON", fmt.Sprintf("POST /v1/recall HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(deep), deep)},
		{"recall body over the limit", fmt.Sprintf("POST /v1/recall HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n{\"query\":\"%s\"}", len(big)+12, big)},
		{"deep JSON turn", fmt.Sprintf("POST /v1/turns HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n{\"metadata\":%s}", len(deep)+13, deep)},
		{"MCP garbage", "POST /mcp HTTP/1.1\r\nHost: " + rec.Addr + "\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 9\r\n\r\n{\"jsonrpc"},
		{"MCP wrong method", "POST /mcp HTTP/1.1\r\nHost: " + rec.Addr + "\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 55\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"no/such\",\"params\":{}}"},
		{"unsupported version", "GET /healthz HTTP/3.0\r\nHost: x\r\n\r\n"},
	}
	codes := map[int]int{}
	codeOf := map[string]int{}
	protocol5xx := 0
	var server5xx []string
	// Each on its own connection, at once: "short body" waits for the
	// body timeout.
	gcodes := make([]int, len(garbage))
	gerrs := make([]error, len(garbage))
	var gwg sync.WaitGroup
	for i, g := range garbage {
		gwg.Add(1)
		go func() { defer gwg.Done(); gcodes[i], gerrs[i] = abuseRaw(rec.Addr, []byte(g.req)) }()
	}
	gwg.Wait()
	for i, g := range garbage {
		code := gcodes[i]
		if gerrs[i] != nil {
			t.Errorf("garbage %q: %v", g.name, gerrs[i])
		}
		codes[code]++
		codeOf[g.name] = code
		t.Logf("garbage %-26s -> %d", g.name, code)
		if code >= 500 {
			// net/http answers a transfer coding it does not implement
			// (501) and a well-formed request line of an HTTP version it
			// does not speak (505) itself, before any engram code runs.
			if (g.name == "unsupported version" && code == http.StatusHTTPVersionNotSupported) ||
				(g.name == "unknown transfer coding" && code == http.StatusNotImplemented) {
				protocol5xx++
				continue
			}
			server5xx = append(server5xx, fmt.Sprintf("%s: %d", g.name, code))
		}
	}
	if codeOf["short body"] != http.StatusRequestTimeout {
		t.Errorf("short body: %d, want 408", codeOf["short body"])
	}
	for _, name := range []string{"huge headers", "huge request line", "many headers"} {
		if codeOf[name] != http.StatusRequestHeaderFieldsTooLarge {
			t.Errorf("%s: %d, want 431", name, codeOf[name])
		}
	}

	wg.Wait()
	close(results)
	byKind := map[string][]abuseConnResult{}
	for r := range results {
		byKind[r.kind] = append(byKind[r.kind], r)
	}
	maxOpen := map[string]time.Duration{}
	status := map[string]map[int]int{}
	for kind, rs := range byKind {
		status[kind] = map[int]int{}
		for _, r := range rs {
			if r.err != nil {
				t.Errorf("%s: %v", kind, r.err)
			}
			status[kind][r.status]++
			maxOpen[kind] = max(maxOpen[kind], r.open)
			if r.status >= 500 {
				server5xx = append(server5xx, fmt.Sprintf("%s: %d", kind, r.status))
			}
		}
	}
	// Connections are closed by the timeouts, not held to the test's
	// bound (generous margins: the machine is shared).
	if maxOpen["slow-headers"] > httpapi.ReadHeaderTimeout+15*time.Second {
		t.Errorf("a slow-header connection stayed open %s (header timeout %s)", maxOpen["slow-headers"], httpapi.ReadHeaderTimeout)
	}
	if maxOpen["idle"] > httpapi.ReadHeaderTimeout+15*time.Second {
		t.Errorf("an idle connection stayed open %s (header timeout %s)", maxOpen["idle"], httpapi.ReadHeaderTimeout)
	}
	if maxOpen["slow-body"] > httpapi.BodyReadTimeout+15*time.Second {
		t.Errorf("a slow-body connection stayed open %s (body timeout %s)", maxOpen["slow-body"], httpapi.BodyReadTimeout)
	}
	if n := status["slow-body"][http.StatusRequestTimeout]; n != slowBodies {
		t.Errorf("slow bodies: %d of %d answered 408 (%v)", n, slowBodies, status["slow-body"])
	}
	if len(server5xx) > 0 {
		t.Errorf("5xx answers: %v", server5xx)
	}

	// The server still answers, and its goroutines come back down.
	time.Sleep(time.Second)
	close(stop)
	probeWG.Wait()
	if probeBad.Load() > 0 {
		t.Errorf("%d of %d normal requests failed during the abuse: %v", probeBad.Load(), probeOK.Load()+probeBad.Load(), probeErrs)
	}
	if code, body := procGet(api + "/healthz"); code != http.StatusOK {
		t.Errorf("healthz after the abuse: %d %s", code, body)
	}
	var gAfter float64
	c.WaitFor("recaller goroutines back down", 30*time.Second, func() bool {
		gAfter, _ = procSampleSum(procScrape(t, rec.Addr), "go_goroutines", nil)
		return gAfter <= gBefore+20
	})
	select {
	case <-rec.done:
		t.Fatalf("the recaller exited: %v", rec.err)
	default:
	}
	sort.Slice(probeLat, func(i, j int) bool { return probeLat[i] < probeLat[j] })
	p99 := time.Duration(0)
	if len(probeLat) > 0 {
		p99 = probeLat[len(probeLat)*99/100]
	}
	var cs []string
	for code, n := range codes {
		cs = append(cs, fmt.Sprintf("%d:%d", code, n))
	}
	sort.Strings(cs)
	fmt.Fprintf(os.Stdout, "FIGURES abuse-http: slow_headers=%d closed_max=%s slow_bodies=%d answered_408=%d closed_max=%s idle=%d closed_max=%s garbage=%d garbage_codes=%s server_5xx=%d net_http_protocol_5xx=%d probes_ok=%d probes_failed=%d probe_p99=%s goroutines_before=%.0f after=%.0f\n",
		slowHeaders, maxOpen["slow-headers"].Round(100*time.Millisecond), slowBodies, status["slow-body"][http.StatusRequestTimeout], maxOpen["slow-body"].Round(100*time.Millisecond),
		idle, maxOpen["idle"].Round(100*time.Millisecond), len(garbage), strings.Join(cs, ","), len(server5xx), protocol5xx, probeOK.Load(), probeBad.Load(), p99.Round(time.Millisecond), gBefore, gAfter)
}
