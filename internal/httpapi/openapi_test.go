package httpapi_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"sigs.k8s.io/yaml"

	"github.com/engram-memory/engram/internal/httpapi/apitest"
)

// TestOpenAPIMatchesRoutes checks that every route the mux registers is in
// api/openapi.yaml and vice versa, and that every $ref in the document
// resolves.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	raw, err := os.ReadFile("../../api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("parse openapi.yaml: %v", err)
	}
	if v, _ := doc["openapi"].(string); !strings.HasPrefix(v, "3.") {
		t.Fatalf("openapi version %q", v)
	}
	var documented []string
	paths, _ := doc["paths"].(map[string]any)
	for p, item := range paths {
		for m := range item.(map[string]any) {
			switch m {
			case "get", "post", "put", "patch", "delete":
				documented = append(documented, strings.ToUpper(m)+" "+p)
			}
		}
	}
	env := apitest.Start(t, apitest.Options{})
	routes := env.API.Routes()
	slices.Sort(documented)
	slices.Sort(routes)
	for _, r := range routes {
		if !slices.Contains(documented, r) {
			t.Errorf("route %q is not in api/openapi.yaml", r)
		}
	}
	for _, d := range documented {
		if !slices.Contains(routes, d) {
			t.Errorf("api/openapi.yaml documents %q, which the server does not register", d)
		}
	}
	if len(routes) < 14 {
		t.Fatalf("only %d routes registered: %v", len(routes), routes)
	}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if k == "$ref" {
					ref, _ := x.(string)
					if !resolves(doc, ref) {
						t.Errorf("$ref %q does not resolve", ref)
					}
					continue
				}
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(doc)
}

func resolves(doc map[string]any, ref string) bool {
	if !strings.HasPrefix(ref, "#/") {
		return false
	}
	var cur any = doc
	for _, part := range strings.Split(ref[2:], "/") {
		m, ok := cur.(map[string]any)
		if !ok {
			return false
		}
		if cur, ok = m[part]; !ok {
			return false
		}
	}
	return true
}
