package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/secure"
	"github.com/engram-memory/engram/internal/secure/securetest"
	"github.com/engram-memory/engram/internal/testutil"
)

// securedNATS starts a real nats-server (the library, on a free loopback
// port) that requires TLS from ca and authenticates a user with a password
// and an NKey user. It returns its tls:// URL, the password and the NKey
// seed file.
func securedNATS(t *testing.T, ca *securetest.CA) (url, password, seedFile string) {
	t.Helper()
	pair := ca.Server(t, "nats")
	tc, err := secure.ServerTLS(pair.CertFile, pair.KeyFile, "")
	if err != nil {
		t.Fatal(err)
	}
	kp, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := kp.PublicKey()
	seed, _ := kp.Seed()
	seedFile = filepath.Join(t.TempDir(), "worker.nk")
	if err := os.WriteFile(seedFile, seed, 0o600); err != nil {
		t.Fatal(err)
	}
	password = "pw-" + strings.Repeat("x", 24)
	opts := &natsserver.Options{
		Host: "127.0.0.1", Port: natsserver.RANDOM_PORT, JetStream: true, StoreDir: t.TempDir(),
		NoSigs: true, NoLog: true, MaxPayload: 8 << 20,
		TLS: true, TLSConfig: tc, TLSTimeout: 5,
		Users: []*natsserver.User{{Username: "engram", Password: password}},
		Nkeys: []*natsserver.NkeyUser{{Nkey: pub}},
	}
	s, err := natsserver.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server not ready")
	}
	t.Cleanup(func() { s.Shutdown(); s.WaitForShutdown() })
	return strings.Replace(s.ClientURL(), "nats://", "tls://", 1), password, seedFile
}

// workerConfig is a worker's configuration parsed from args.
func workerConfig(t *testing.T, groups []config.Group, args ...string) config.Config {
	t.Helper()
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	var cfg config.Config
	cfg.Register(fs, groups...)
	if err := fs.Parse(append([]string{"--data-dir", t.TempDir(), "--log-level", "error"}, args...)); err != nil {
		t.Fatal(err)
	}
	return cfg
}

func TestPipelineOverTLSAndCredentials(t *testing.T) {
	ca := securetest.NewCA(t)
	url, password, seedFile := securedNATS(t, ca)
	pwFile := filepath.Join(t.TempDir(), "nats-password")
	os.WriteFile(pwFile, []byte(password+"\n"), 0o600)

	// The four workers connect with credentials (password or NKey) and TLS.
	ctx := context.Background()
	workers := []struct {
		name   string
		groups []config.Group
		auth   []string
	}{
		{"extractor", []config.Group{config.GroupExtract}, []string{"--nats-user", "engram", "--nats-password-file", pwFile}},
		{"ingester", []config.Group{config.GroupEmbed, config.GroupIngest}, []string{"--nats-nkey-file", seedFile}},
		{"forgetter", []config.Group{config.GroupForget}, []string{"--nats-nkey-file", seedFile}},
		{"recaller", []config.Group{config.GroupHTTP, config.GroupEmbed}, []string{"--nats-user", "engram", "--nats-password-file", pwFile}},
	}
	for _, w := range workers {
		cfg := workerConfig(t, w.groups, append([]string{"--nats-url", url, "--nats-ca", ca.CertFile}, w.auth...)...)
		a, err := app.Open(ctx, cfg, app.Options{Binary: w.name, NoStores: true})
		if err != nil {
			t.Fatalf("%s with credentials and TLS: %v", w.name, err)
		}
		if !a.NATS.IsConnected() || a.NATS.ConnectedUrl() == "" {
			t.Errorf("%s not connected", w.name)
		}
		if st := a.NATS.TLSRequired(); !st {
			t.Errorf("%s: connection without TLS", w.name)
		}
		a.Close()
	}
	// Without credentials: refused, and the error says how to give them.
	cfg := workerConfig(t, []config.Group{config.GroupIngest}, "--nats-url", url, "--nats-ca", ca.CertFile)
	if _, err := app.Open(ctx, cfg, app.Options{Binary: "ingester", NoStores: true}); err == nil || !strings.Contains(err.Error(), "--nats-creds") {
		t.Errorf("worker without credentials: %v", err)
	}
	// With credentials but without the CA: the server's certificate is not trusted.
	cfg = workerConfig(t, []config.Group{config.GroupIngest}, "--nats-url", url, "--nats-nkey-file", seedFile)
	if _, err := app.Open(ctx, cfg, app.Options{Binary: "ingester", NoStores: true}); err == nil {
		t.Error("worker trusting no CA connected")
	}
	// Plain NATS to the TLS server is refused.
	if nc, err := nats.Connect(strings.Replace(url, "tls://", "nats://", 1), nats.UserInfo("engram", password), nats.Timeout(2*time.Second)); err == nil {
		nc.Close()
		t.Error("a plain connection was accepted")
	}

	// engram serve over the same server, HTTPS with a hashed API key:
	// turn -> memory -> recall.
	key, _ := auth.NewKey()
	keysFile := filepath.Join(t.TempDir(), "keys")
	os.WriteFile(keysFile, []byte(auth.FormatLine(auth.HashKey(key), "acme", "test", "")+"\n"), 0o600)
	web := ca.Server(t, "api")
	// The server's logs (debug level) go to a file, checked at the end
	// for the key and the NATS password.
	logFile, err := os.Create(filepath.Join(t.TempDir(), "serve.log"))
	if err != nil {
		t.Fatal(err)
	}
	stderr := os.Stderr
	os.Stderr = logFile
	defer func() { os.Stderr = stderr }()
	s := startServe(t, t.TempDir(), "--log-level", "debug", "--nats-url", url, "--nats-ca", ca.CertFile, "--nats-user", "engram", "--nats-password-file", pwFile,
		"--api-keys-file", keysFile, "--tls-cert", web.CertFile, "--tls-key", web.KeyFile)
	if !strings.HasPrefix(s.addr, "https://") {
		t.Fatalf("serve does not say https: %s", s.out)
	}
	if strings.Contains(s.out.String(), key) {
		t.Errorf("start-up output shows the key:\n%s", s.out)
	}
	tc, err := secure.ClientTLS(ca.CertFile, "", "", "")
	if err != nil {
		t.Fatal(err)
	}
	hc := &http.Client{Transport: &http.Transport{TLSClientConfig: tc}, Timeout: 10 * time.Second}
	call := func(key, path string, body []byte) (int, []byte) {
		req, _ := http.NewRequest(http.MethodPost, s.addr+path, bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := hc.Do(req)
		if err != nil {
			t.Fatalf("POST %s: %v", path, err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, b
	}
	if code, b := call(key, "/v1/turns", turnJSON("acme", "u1", "t-tls-1", "My name is Zhang San and I prefer short answers")); code != http.StatusAccepted {
		t.Fatalf("publish: %d %s", code, b)
	}
	if code, _ := call(key+"x", "/v1/recall", []byte(`{"user_id":"u1","query":"name"}`)); code != http.StatusUnauthorized {
		t.Errorf("wrong key: %d, want 401", code)
	}
	waitFor(t, "recall over TLS", 15*time.Second, func() bool {
		code, b := call(key, "/v1/recall", []byte(`{"user_id":"u1","query":"what is my name","k":10}`))
		var r recallResp
		return code == http.StatusOK && json.Unmarshal(b, &r) == nil && r.has("name", "Zhang San", "t-tls-1")
	})
	// A wrong key, reloaded keys and failures are logged; the key never is.
	os.WriteFile(keysFile, []byte("short acme\n"), 0o600)
	waitFor(t, "a bad keys file is refused", 10*time.Second, func() bool {
		b, _ := os.ReadFile(logFile.Name())
		return strings.Contains(string(b), "api keys reload failed")
	})
	if code, _ := call(key, "/v1/recall", []byte(`{"user_id":"u1","query":"name"}`)); code != http.StatusOK {
		t.Errorf("the key in force was lost on a bad reload: %d", code)
	}
	s.stop()
	logs, _ := os.ReadFile(logFile.Name())
	if len(logs) == 0 {
		t.Fatal("no logs captured")
	}
	for what, secret := range map[string]string{"api key": key, "api key hash": auth.HashKey(key)[7:], "nats password": password} {
		if strings.Contains(string(logs), secret) {
			t.Errorf("the logs hold the %s", what)
		}
	}
	t.Logf("%d log lines checked", bytes.Count(logs, []byte("\n")))
}

// serveOnce runs serve with args until it is ready or fails.
func serveOnce(t *testing.T, args ...string) (out *testutil.SyncBuffer, addr string, err error) {
	t.Helper()
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var cfg config.Config
	cfg.Register(fs, config.GroupServe)
	if err := fs.Parse(append([]string{"--data-dir", t.TempDir(), "--log-level", "error"}, args...)); err != nil {
		t.Fatal(err)
	}
	cfg.NATSURL = ""
	ctx, cancel := context.WithCancel(context.Background())
	out = &testutil.SyncBuffer{}
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- app.Serve(ctx, cfg, out, func(a string) { ready <- a }) }()
	select {
	case addr = <-ready:
		t.Cleanup(func() { cancel(); <-done })
		return out, addr, nil
	case err = <-done:
		cancel()
		return out, "", err
	case <-time.After(30 * time.Second):
		cancel()
		t.Fatal("serve neither ready nor failed after 30s")
	}
	return nil, "", nil
}

func TestServeRefusesOpenNetworkWithoutKeys(t *testing.T) {
	for _, bind := range [][]string{
		{"--http-addr", "0.0.0.0:0"},
		{"--http-addr", "127.0.0.1:0", "--nats-listen", "0.0.0.0:0"},
	} {
		name := strings.Join(bind, " ")
		t.Run(name, func(t *testing.T) {
			_, _, err := serveOnce(t, bind...)
			if err == nil || !strings.Contains(err.Error(), "without API keys") || !strings.Contains(err.Error(), "--"+config.InsecureFlag) ||
				!strings.Contains(err.Error(), "engram keys new") {
				t.Fatalf("no keys, %s: %v", name, err)
			}
			// With the explicit flag the check passes (the open server's
			// lines and /healthz are tested in internal/app without binding
			// a non-loopback address here).
			if open, err := app.CheckExposure(cfgOf(t, append(bind, "--"+config.InsecureFlag)...), nil); !open || err != nil {
				t.Errorf("with --%s: open %v, %v", config.InsecureFlag, open, err)
			}
			// With keys: starts normally.
			keys := filepath.Join(t.TempDir(), "keys")
			os.WriteFile(keys, []byte(auth.FormatLine(auth.HashKey("key-aaaaaaaaaaaaaaaa"), "acme", "", "")+"\n"), 0o600)
			out, _, err := serveOnce(t, append(loopback(bind), "--api-keys-file", keys)...)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(out.String(), "OPEN") {
				t.Errorf("keyed server says open:\n%s", out)
			}
		})
	}
}

// cfgOf parses serve flags.
func cfgOf(t *testing.T, args ...string) config.Config {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var cfg config.Config
	cfg.Register(fs, config.GroupServe)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return cfg
}

// loopback replaces 0.0.0.0 by 127.0.0.1 in args: tests bind only
// loopback addresses; with keys the check passes either way.
func loopback(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = strings.Replace(a, "0.0.0.0", "127.0.0.1", 1)
	}
	return out
}

func TestKeysHashCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"keys", "hash", "--tenant", "acme", "--user", "u1"}, strings.NewReader("key-aaaaaaaaaaaaaaaa\n"), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	want := auth.HashKey("key-aaaaaaaaaaaaaaaa") + " acme user=u1\n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
	out.Reset()
	if code := run([]string{"keys", "new", "--tenant", "acme"}, nil, &out, &errb); code != 0 || !strings.Contains(out.String(), "line: sha256:") {
		t.Errorf("keys new: %d %q", code, out.String())
	}
}
