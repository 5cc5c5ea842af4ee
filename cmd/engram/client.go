package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

func defaultAddr() string {
	if v := os.Getenv("ENGRAM_ADDR"); v != "" {
		return v
	}
	return "http://127.0.0.1:8080"
}

// serverURL is the base URL of --addr: "127.0.0.1:8080" and "localhost:8080"
// mean http://; an explicit scheme is kept.
func serverURL(addr string) (string, error) {
	addr = strings.TrimSpace(addr)
	if addr == "" {
		return "", errors.New("--addr is empty")
	}
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	u, err := url.Parse(addr)
	if err != nil {
		return "", fmt.Errorf("--addr %q: %w", addr, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return "", fmt.Errorf("--addr %q: want http://host:port or https://host:port", addr)
	}
	if u.Host == "" {
		return "", fmt.Errorf("--addr %q: no host", addr)
	}
	return strings.TrimRight(addr, "/"), nil
}

// parseFlags parses a subcommand's flags: -h prints them and is status 0,
// a bad flag status 2 (ok is false for both).
func parseFlags(fs *flag.FlagSet, args []string) (code int, ok bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	return 0, true
}

// post sends a JSON body and decodes a JSON answer; non-2xx answers become
// errors carrying the server's message.
func post(addr, path, apiKey string, body []byte, out any) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	base, err := serverURL(addr)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+apiKey)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("is engram serve running at %s? %w", addr, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 16<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode/100 != 2 {
		var e struct{ Error string }
		if json.Unmarshal(data, &e) == nil && e.Error != "" {
			return fmt.Errorf("%s: %s", resp.Status, e.Error)
		}
		return fmt.Errorf("%s: %s", resp.Status, strings.TrimSpace(string(data)))
	}
	return json.Unmarshal(data, out)
}

// withTenant sets body's tenant_id when tenant is given; without it the
// server takes the API key's tenant.
func withTenant(tenant string, body map[string]any) map[string]any {
	if tenant != "" {
		body["tenant_id"] = tenant
	}
	return body
}

func randomID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func cmdPublish(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engram publish", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", defaultAddr(), "engram server URL (env ENGRAM_ADDR)")
	apiKey := fs.String("api-key", os.Getenv("ENGRAM_API_KEY"), "API key (env ENGRAM_API_KEY)")
	tenant := fs.String("tenant", os.Getenv("ENGRAM_TENANT"), "tenant id (env ENGRAM_TENANT); not needed with --api-key, whose tenant it is")
	user := fs.String("user", "", "user id")
	agent := fs.String("agent", "cli", "agent id")
	session := fs.String("session", "", "session id (default: random)")
	turnID := fs.String("turn-id", "", "turn id, unique per tenant (default: random)")
	scope := fs.String("scope", "", "scope, e.g. a project")
	role := fs.String("role", "user", "role of the message: user, assistant, system, tool")
	file := fs.String("file", "", "publish this turn JSON file as is ('-' for stdin)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	var body []byte
	switch {
	case *file == "-":
		b, err := io.ReadAll(stdin)
		if err != nil {
			fmt.Fprintf(stderr, "engram publish: read stdin: %v\n", err)
			return 1
		}
		body = b
	case *file != "":
		b, err := os.ReadFile(*file)
		if err != nil {
			fmt.Fprintf(stderr, "engram publish: %v\n", err)
			return 1
		}
		body = b
	default:
		text := strings.Join(fs.Args(), " ")
		if text == "" || *user == "" || *tenant == "" && *apiKey == "" {
			fmt.Fprint(stderr, "engram publish: need --user, the message text (or --file), and --tenant unless --api-key decides it\n")
			return 2
		}
		if *turnID == "" {
			*turnID = randomID()
		}
		if *session == "" {
			*session = randomID()
		}
		body, _ = json.Marshal(withTenant(*tenant, map[string]any{
			"user_id": *user, "agent_id": *agent, "session_id": *session,
			"turn_id": *turnID, "ts": time.Now().UTC().Format(time.RFC3339Nano), "scope": *scope,
			"messages": []map[string]string{{"role": *role, "content": text}},
		}))
	}
	var out map[string]any
	if err := post(*addr, "/v1/turns", *apiKey, body, &out); err != nil {
		fmt.Fprintf(stderr, "engram publish: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "accepted turn %v\n", out["turn_id"])
	return 0
}

func cmdRecall(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engram recall", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", defaultAddr(), "engram server URL (env ENGRAM_ADDR)")
	apiKey := fs.String("api-key", os.Getenv("ENGRAM_API_KEY"), "API key (env ENGRAM_API_KEY)")
	tenant := fs.String("tenant", os.Getenv("ENGRAM_TENANT"), "tenant id (env ENGRAM_TENANT); not needed with --api-key, whose tenant it is")
	user := fs.String("user", "", "user id")
	scope := fs.String("scope", "", "scope")
	k := fs.Int("k", 5, "how many memories")
	budget := fs.Int("budget", 0, "token budget of the rendered context (default 1000)")
	asJSON := fs.Bool("json", false, "print the raw JSON response")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *user == "" || *tenant == "" && *apiKey == "" {
		fmt.Fprint(stderr, "engram recall: need --user, and --tenant unless --api-key decides it\n")
		return 2
	}
	body, _ := json.Marshal(withTenant(*tenant, map[string]any{"user_id": *user, "query": strings.Join(fs.Args(), " "),
		"scope": *scope, "k": *k, "token_budget": *budget}))
	var out struct {
		Profile  map[string]struct{ Value string } `json:"profile"`
		Memories []struct {
			Type          string   `json:"type"`
			Content       string   `json:"content"`
			Score         float64  `json:"score"`
			SourceTurnIDs []string `json:"source_turn_ids"`
		} `json:"memories"`
		Context  string `json:"context"`
		Degraded bool   `json:"degraded"`
	}
	var raw json.RawMessage
	if err := post(*addr, "/v1/recall", *apiKey, body, &raw); err != nil {
		fmt.Fprintf(stderr, "engram recall: %v\n", err)
		return 1
	}
	if *asJSON {
		fmt.Fprintln(stdout, string(raw))
		return 0
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		fmt.Fprintf(stderr, "engram recall: decode: %v\n", err)
		return 1
	}
	if out.Degraded {
		fmt.Fprintln(stdout, "(degraded: a store was unreachable; results are partial)")
	}
	if len(out.Memories) == 0 && len(out.Profile) == 0 {
		fmt.Fprintln(stdout, "no memories")
		return 0
	}
	fmt.Fprint(stdout, out.Context)
	fmt.Fprintln(stdout, "--")
	for _, m := range out.Memories {
		fmt.Fprintf(stdout, "%.3f  %-10s %s  (turns: %s)\n", m.Score, m.Type, m.Content, strings.Join(m.SourceTurnIDs, ","))
	}
	return 0
}
