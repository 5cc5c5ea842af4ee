package app

import (
	"runtime/debug"
	"strings"
)

// BuildVersion describes a binary from its build information: the main
// module's version (for `go install module@version` the tag, for a build
// in a clone the pseudo-version Go derives from the commit), then the
// commit, its time and whether the tree had uncommitted changes, when the
// build recorded them. "dev" when there is no build information.
func BuildVersion(info *debug.BuildInfo, ok bool) string {
	if !ok || info == nil {
		return "dev"
	}
	v := info.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
	}
	var rev, at string
	var dirty bool
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return v
	}
	var b strings.Builder
	b.WriteString(v)
	b.WriteString(" (commit ")
	b.WriteString(rev[:min(len(rev), 12)])
	if at != "" {
		b.WriteString(", " + at)
	}
	if dirty {
		b.WriteString(", modified")
	}
	b.WriteString(")")
	return b.String()
}
