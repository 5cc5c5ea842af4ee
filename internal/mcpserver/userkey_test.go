package mcpserver_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/engram-memory/engram/internal/httpapi/apitest"
)

const (
	keyBound  = "mcp-key-bound-to-alice-0000"
	keyTenant = "mcp-key-tenant-only-000000"
)

// schemaProps returns the property names and required list of a tool's
// input schema as the client received it.
func schemaProps(t *testing.T, s any) (props, required []string) {
	t.Helper()
	b, _ := json.Marshal(s)
	var v struct {
		Properties map[string]any `json:"properties"`
		Required   []string       `json:"required"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	for p := range v.Properties {
		props = append(props, p)
	}
	slices.Sort(props)
	return props, v.Required
}

// TestMCPUserBoundKey: with a key bound to a user the tools offer neither
// tenant_id nor user_id and act for that user; with a tenant's key they
// offer user_id but not tenant_id; every tool has annotations and an
// output schema, and its structuredContent is returned.
func TestMCPUserBoundKey(t *testing.T) {
	env := apitest.Start(t, apitest.Options{Workers: true, KeyLines: []string{
		keyBound + " acme alice's IDE user=alice@example.com",
		keyTenant + " acme backend",
	}})
	srv := httptest.NewServer(env.Handler)
	t.Cleanup(srv.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	cs, err := connect(t, ctx, srv.URL, keyBound)
	if err != nil {
		t.Fatal(err)
	}
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range tools.Tools {
		props, req := schemaProps(t, tl.InputSchema)
		if slices.Contains(props, "user_id") || slices.Contains(props, "tenant_id") || slices.Contains(req, "user_id") {
			t.Errorf("%s offers identity arguments to a user-bound key: %v required %v", tl.Name, props, req)
		}
		if tl.Annotations == nil || tl.Annotations.Title == "" || tl.Annotations.OpenWorldHint == nil || *tl.Annotations.OpenWorldHint {
			t.Errorf("%s annotations: %+v", tl.Name, tl.Annotations)
		}
		if tl.OutputSchema == nil {
			t.Errorf("%s has no output schema", tl.Name)
		}
		ro := tl.Name == "recall" || tl.Name == "list_memories"
		if tl.Annotations != nil && tl.Annotations.ReadOnlyHint != ro {
			t.Errorf("%s readOnlyHint %v", tl.Name, tl.Annotations.ReadOnlyHint)
		}
		if tl.Name == "forget" && (tl.Annotations.DestructiveHint == nil || !*tl.Annotations.DestructiveHint) {
			t.Errorf("forget is not marked destructive")
		}
	}
	call := func(name string, args map[string]any) *mcp.CallToolResult {
		t.Helper()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil || res.IsError {
			t.Fatalf("%s: %v %s", name, err, text(res))
		}
		if res.StructuredContent == nil {
			t.Fatalf("%s: no structuredContent", name)
		}
		return res
	}
	call("remember", map[string]any{"content": "Prefers dark roast coffee"})
	for {
		res := call("recall", map[string]any{"query": "coffee"})
		if strings.Contains(text(res), "dark roast") {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("remembered memory never recalled")
		case <-time.After(20 * time.Millisecond):
		}
	}
	res := call("list_memories", map[string]any{})
	if !strings.Contains(text(res), `"user_id":"alice@example.com"`) {
		t.Errorf("list_memories did not act for the bound user: %s", text(res))
	}
	// The memory is alice's, as the tenant's key sees.
	ct, err := connect(t, ctx, srv.URL, keyTenant)
	if err != nil {
		t.Fatal(err)
	}
	tt, err := ct.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range tt.Tools {
		props, req := schemaProps(t, tl.InputSchema)
		if slices.Contains(props, "tenant_id") || !slices.Contains(req, "user_id") {
			t.Errorf("%s with a tenant key: properties %v required %v", tl.Name, props, req)
		}
	}
	r2, err := ct.CallTool(ctx, &mcp.CallToolParams{Name: "list_memories", Arguments: map[string]any{"user_id": "alice@example.com"}})
	if err != nil || r2.IsError || !strings.Contains(text(r2), "dark roast") {
		t.Fatalf("tenant key lists alice: %v %s", err, text(r2))
	}
	res = call("forget", map[string]any{"query": "coffee"})
	if !strings.Contains(text(res), `"scope":"query"`) {
		t.Errorf("forget receipt: %s", text(res))
	}
}
