package repocheck

import (
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"path"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/engram-memory/engram"

// storeClients are the import paths (and their prefixes) of database and
// store clients. Only the store adapters, the composition root
// (internal/app) and the tools around it may import them.
var storeClients = []string{
	"database/sql",
	"modernc.org/sqlite",
	"github.com/redis/go-redis",
	"github.com/qdrant/go-client",
	"google.golang.org/grpc",
	module + "/internal/store/sqlite",
	module + "/internal/store/redisstore",
	module + "/internal/store/qdrantstore",
}

// domain are the packages (and their subpackages) that hold engram's
// logic: they see stores only through internal/store's interfaces.
var domain = []string{
	"internal/ingest", "internal/recall", "internal/forget", "internal/extract",
	"internal/erase", "internal/pii", "internal/lexical", "internal/embed",
	"internal/worker", "internal/httpapi", "internal/mcpserver", "internal/auth",
	"internal/dlq", "pkg/events", "pkg/memory",
}

// pkgImport is a package and what its non-test files import.
type pkgImport struct {
	ImportPath string
	Imports    []string
}

func under(p, prefix string) bool { return p == prefix || strings.HasPrefix(p, prefix+"/") }

// violations returns one line per import that breaks the layering rules.
func violations(pkgs []pkgImport) []string {
	var out []string
	for _, p := range pkgs {
		rel := strings.TrimPrefix(p.ImportPath, module+"/")
		// Test support packages (apitest, storetest, ...) wire real stores.
		support := strings.HasSuffix(path.Base(rel), "test")
		isDomain := !support && slices.ContainsFunc(domain, func(d string) bool { return under(rel, d) })
		for _, imp := range p.Imports {
			if isDomain && slices.ContainsFunc(storeClients, func(c string) bool { return under(imp, c) }) {
				out = append(out, fmt.Sprintf("%s imports the store client %s: domain packages use internal/store's interfaces", rel, imp))
			}
			if under(rel, "pkg") && under(imp, module+"/internal") {
				out = append(out, fmt.Sprintf("%s imports %s: pkg/ is public and imports nothing internal", rel, strings.TrimPrefix(imp, module+"/")))
			}
		}
	}
	slices.Sort(out)
	return out
}

// listPackages runs go list over the module.
func listPackages(t *testing.T) []pkgImport {
	t.Helper()
	cmd := exec.Command("go", "list", "-json=ImportPath,Imports", "./...")
	cmd.Dir = path.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkgImport
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p pkgImport
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("decode go list: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < 20 {
		t.Fatalf("go list found %d packages", len(pkgs))
	}
	return pkgs
}

// TestImportRules: no domain package imports a database client or a store
// adapter, and pkg/ imports nothing internal.
func TestImportRules(t *testing.T) {
	for _, v := range violations(listPackages(t)) {
		t.Error(v)
	}
}

// TestImportRulesCatch: the checker reports a domain package that imports
// a store client, and a pkg/ package that imports an internal one.
func TestImportRulesCatch(t *testing.T) {
	got := violations([]pkgImport{
		{ImportPath: module + "/internal/recall", Imports: []string{"context", "github.com/redis/go-redis/v9"}},
		{ImportPath: module + "/internal/ingest", Imports: []string{module + "/internal/store/sqlite"}},
		{ImportPath: module + "/pkg/client", Imports: []string{module + "/internal/auth"}},
		{ImportPath: module + "/internal/store/redisstore", Imports: []string{"github.com/redis/go-redis/v9"}},
		{ImportPath: module + "/internal/app", Imports: []string{"database/sql", module + "/internal/store/sqlite"}},
	})
	if len(got) != 3 {
		t.Fatalf("violations = %q, want 3 (recall, ingest, pkg/client)", got)
	}
}
