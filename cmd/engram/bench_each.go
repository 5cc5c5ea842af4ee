package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"

	"github.com/engram-memory/engram/internal/bench"
)

// recallEachProcess runs `engram bench <what>` once per embedder, each in
// a process of its own (this binary), one after the other, and gathers
// their results: a process that measured one embedder's million memories
// leaves a heap and caches behind that would tax the next one's tail, so
// figures of the same run are taken from fresh processes. args are the
// flags of this run; every --embedder among them is replaced.
func recallEachProcess(ctx context.Context, what string, names, args []string, stderr io.Writer) ([]*bench.RecallResult, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("find this binary: %w", err)
	}
	var rest []string
	for i := 0; i < len(args); i++ {
		a := strings.TrimLeft(args[i], "-")
		switch {
		case a == "embedder" && i+1 < len(args):
			i++
			continue
		case strings.HasPrefix(a, "embedder="), a == "json":
			continue
		}
		rest = append(rest, args[i])
	}
	var out []*bench.RecallResult
	for _, n := range names {
		cmd := exec.CommandContext(ctx, exe, append([]string{"bench", what, "--embedder", n, "--json"}, rest...)...)
		var stdout bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, stderr
		if err := cmd.Run(); err != nil {
			return out, fmt.Errorf("%s: %w", n, err)
		}
		var res map[string]json.RawMessage
		if err := json.Unmarshal(stdout.Bytes(), &res); err != nil {
			return out, fmt.Errorf("%s: read its result: %w", n, err)
		}
		var r bench.RecallResult
		if err := json.Unmarshal(res[what], &r); err != nil {
			return out, fmt.Errorf("%s: read its result: %w", n, err)
		}
		out = append(out, &r)
	}
	return out, nil
}
