//go:build engram_crashpill && unix

package worker

import (
	"fmt"
	"os"
	"strings"
	"syscall"
)

// CrashPillMarker followed by a stage name ("extract", "ingest") in a
// turn's or a fact's text makes a worker of that stage kill itself
// (SIGKILL: nothing acked, nakked or flushed) when it is about to process
// it. It exists only in binaries built with the engram_crashpill tag.
const CrashPillMarker = "engram-test-crash-pill:"

func init() {
	testCrash = func(stage, text string) {
		if !strings.Contains(text, CrashPillMarker+stage) {
			return
		}
		fmt.Fprintf(os.Stderr, "crash pill for stage %s: the worker kills itself\n", stage)
		_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
		select {} // the signal is on its way
	}
}
