package httpapi_test

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"sort"
	"testing"

	"sigs.k8s.io/yaml"

	"github.com/engram-memory/engram/pkg/events"
)

// constraintKeys are the JSON Schema keywords that restrict a value; the
// OpenAPI document and the event schemas must agree on each of them.
var constraintKeys = []string{"pattern", "minLength", "maxLength", "minItems", "maxItems", "maxProperties",
	"minimum", "maximum", "enum", "format", "additionalProperties", "items", "properties"}

// TestOpenAPITurnMatchesEventSchema checks that the OpenAPI Turn schema and
// pkg/events/schema/turn.schema.json state the same constraints, field by
// field, so that a client generated from either accepts and refuses the
// same turns. The only documented difference: tenant_id and ts are
// optional in the API (the key decides the tenant, the server stamps ts).
func TestOpenAPITurnMatchesEventSchema(t *testing.T) {
	doc := openAPIDoc(t)
	api := doc["components"].(map[string]any)["schemas"].(map[string]any)["Turn"].(map[string]any)
	raw, err := events.Schemas.ReadFile("schema/turn.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var ev map[string]any
	if err := json.Unmarshal(raw, &ev); err != nil {
		t.Fatal(err)
	}
	var diffs []string
	compareSchemas("Turn", api, ev, &diffs)
	evReq, apiReq := strings2(ev["required"]), strings2(api["required"])
	for _, r := range evReq {
		if !slices.Contains(apiReq, r) && r != "tenant_id" && r != "ts" {
			diffs = append(diffs, fmt.Sprintf("Turn: %q is required by the event schema but not by the API", r))
		}
	}
	for _, r := range apiReq {
		if !slices.Contains(evReq, r) {
			diffs = append(diffs, fmt.Sprintf("Turn: %q is required by the API but not by the event schema", r))
		}
	}
	for _, d := range diffs {
		t.Error(d)
	}
}

// compareSchemas appends to diffs every constraint of a and b that differs
// (types and descriptions aside), recursing into items, properties and
// additionalProperties schemas.
func compareSchemas(path string, a, b map[string]any, diffs *[]string) {
	for _, k := range constraintKeys {
		av, aok := a[k]
		bv, bok := b[k]
		if aok != bok {
			*diffs = append(*diffs, fmt.Sprintf("%s: %q is set in only one schema (api %v, events %v)", path, k, av, bv))
			continue
		}
		if !aok {
			continue
		}
		switch k {
		case "items":
			compareSchemas(path+"[]", av.(map[string]any), bv.(map[string]any), diffs)
		case "properties":
			am, bm := av.(map[string]any), bv.(map[string]any)
			names := map[string]bool{}
			for n := range am {
				names[n] = true
			}
			for n := range bm {
				names[n] = true
			}
			keys := make([]string, 0, len(names))
			for n := range names {
				keys = append(keys, n)
			}
			sort.Strings(keys)
			for _, n := range keys {
				x, xok := am[n].(map[string]any)
				y, yok := bm[n].(map[string]any)
				if !xok || !yok {
					*diffs = append(*diffs, fmt.Sprintf("%s.%s: defined in only one schema", path, n))
					continue
				}
				compareSchemas(path+"."+n, x, y, diffs)
			}
		case "additionalProperties":
			x, xok := av.(map[string]any)
			y, yok := bv.(map[string]any)
			if xok && yok {
				compareSchemas(path+"{}", x, y, diffs)
			} else if !reflect.DeepEqual(av, bv) {
				*diffs = append(*diffs, fmt.Sprintf("%s: additionalProperties %v vs %v", path, av, bv))
			}
		default:
			if fmt.Sprint(av) != fmt.Sprint(bv) {
				*diffs = append(*diffs, fmt.Sprintf("%s: %s is %v in the API, %v in the event schema", path, k, av, bv))
			}
		}
	}
}

func strings2(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

func openAPIDoc(t *testing.T) map[string]any {
	t.Helper()
	raw, err := os.ReadFile("../../api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("parse openapi.yaml: %v", err)
	}
	return doc
}

// TestOpenAPINoDefaults: no schema in the OpenAPI document carries
// `default`, which common TypeScript generators turn into a required
// property; the defaults are in the descriptions.
func TestOpenAPINoDefaults(t *testing.T) {
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if k == "default" {
					t.Errorf("%s has default %v", path, x)
				}
				walk(path+"/"+k, x)
			}
		case []any:
			for i, x := range v {
				walk(fmt.Sprintf("%s/%d", path, i), x)
			}
		}
	}
	walk("", openAPIDoc(t))
}
