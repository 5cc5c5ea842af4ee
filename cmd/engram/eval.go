package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/engram-memory/engram/internal/extract/evalx"
)

// cmdEval runs `engram eval <what>`.
func cmdEval(args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 {
		fmt.Fprint(stderr, "usage: engram eval extract [flags]\n")
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	switch args[0] {
	case "extract":
		if err := evalx.Main(ctx, args[1:], stdout, stderr); err != nil {
			fmt.Fprintf(stderr, "engram eval extract: %v\n", err)
			return 1
		}
		return 0
	}
	fmt.Fprintf(stderr, "engram eval: unknown evaluation %q (want extract)\n", args[0])
	return 2
}
