package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/engram-memory/engram/internal/auth"
)

const keysUsage = `Usage:
  engram keys hash [--tenant T] [--name N] [--user U] [KEY]
      print the sha256: form of KEY (read from stdin when not given), or with
      --tenant the whole keys file line, so that the file need not hold the key
  engram keys new --tenant T [--name N] [--user U]
      make a random key: print the key (give it to the client) and the hashed
      keys file line (put it in --api-keys-file)

Keys file lines: KEY TENANT [NAME] [user=USER_ID], KEY the key or sha256:<64 hex>.
`

// cmdKeys makes and hashes API keys for the keys file.
func cmdKeys(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || (args[0] != "hash" && args[0] != "new") {
		fmt.Fprint(stderr, keysUsage)
		return 2
	}
	fs := flag.NewFlagSet("engram keys "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	tenant := fs.String("tenant", "", "tenant the key speaks for")
	name := fs.String("name", "", "label of the key in the audit trail")
	user := fs.String("user", "", "bind the key to this user of the tenant")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	var key string
	switch args[0] {
	case "new":
		if *tenant == "" {
			fmt.Fprint(stderr, "engram keys new: need --tenant\n")
			return 2
		}
		k, err := auth.NewKey()
		if err != nil {
			fmt.Fprintf(stderr, "engram keys new: %v\n", err)
			return 1
		}
		key = k
		fmt.Fprintf(stdout, "key:  %s\n", key)
		fmt.Fprintf(stdout, "line: %s\n", auth.FormatLine(auth.HashKey(key), *tenant, *name, *user))
		return 0
	default:
		switch fs.NArg() {
		case 0:
			line, err := bufio.NewReader(stdin).ReadString('\n')
			if err != nil && line == "" {
				fmt.Fprintf(stderr, "engram keys hash: read the key from stdin: %v\n", err)
				return 1
			}
			key = strings.TrimSpace(line)
		case 1:
			key = fs.Arg(0)
		default:
			fmt.Fprint(stderr, "engram keys hash: one key at a time\n")
			return 2
		}
		if len(key) < auth.MinKeyLen {
			fmt.Fprintf(stderr, "engram keys hash: a key has at least %d characters\n", auth.MinKeyLen)
			return 1
		}
		if *tenant == "" {
			fmt.Fprintln(stdout, auth.HashKey(key))
		} else {
			fmt.Fprintln(stdout, auth.FormatLine(auth.HashKey(key), *tenant, *name, *user))
		}
		return 0
	}
}
