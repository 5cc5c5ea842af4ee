package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/embed/semantic"
	"github.com/engram-memory/engram/internal/embed/semantic/convert"
)

// cmdModels runs `engram models pull|import|status`.
func cmdModels(args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 {
		fmt.Fprint(stderr, "usage: engram models pull|import FILE...|status [--models-dir DIR]\n")
		return 2
	}
	fs := flag.NewFlagSet("engram models "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("models-dir", config.DefaultModelsDir(), "directory of the semantic table (env ENGRAM_MODELS_DIR, else <ENGRAM_DATA_DIR>/models)")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	start := time.Now()
	progress := func(s string) { fmt.Fprintf(stderr, "[%5.1fs] %s\n", time.Since(start).Seconds(), s) }
	var files []string
	switch args[0] {
	case "status":
		t, err := semantic.LoadFile(semantic.Path(*dir))
		if err != nil {
			fmt.Fprintf(stderr, "engram models status: %v\nrun `engram models pull` for recall by meaning\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: %s, %d words (%d Chinese), %d dimensions\n", semantic.Path(*dir), semantic.New(t).ID(), t.Header.Words, t.Header.Chinese, t.Header.Dim)
		for _, s := range t.Header.Sources {
			fmt.Fprintf(stdout, "  from %s %s (%s)\n", s.Name, s.Version, s.Licence)
		}
		return 0
	case "pull":
		tmp, err := os.MkdirTemp("", "engram-models-")
		if err != nil {
			fmt.Fprintf(stderr, "engram models pull: %v\n", err)
			return 1
		}
		defer os.RemoveAll(tmp)
		if files, err = convert.Fetch(ctx, tmp, progress); err != nil {
			fmt.Fprintf(stderr, "engram models pull: %v\n", err)
			return 1
		}
	case "import":
		files = fs.Args()
		if len(files) == 0 {
			fmt.Fprintf(stderr, "engram models import: name the tarballs %s and %s\n", convert.WordVectors.Tarball(), convert.Dictionary.Tarball())
			return 2
		}
	default:
		fmt.Fprintf(stderr, "engram models: unknown command %q (want pull, import or status)\n", args[0])
		return 2
	}
	progress("checking integrity")
	t, err := convert.Install(files, *dir, convert.Options{Progress: progress})
	if err != nil {
		fmt.Fprintf(stderr, "engram models %s: %v\n", args[0], err)
		return 1
	}
	progress(fmt.Sprintf("wrote %s: %s, %d words (%d Chinese)", semantic.Path(*dir), semantic.New(t).ID(), t.Header.Words, t.Header.Chinese))
	fmt.Fprintln(stdout, "engram serve now recalls by meaning, in English and Chinese; memories stored before keep their old vectors until `engram reembed`")
	return 0
}
