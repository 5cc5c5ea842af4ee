package storetest

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// Snapshot is what the stores hold about one user, in a form that compares
// across runs: every memory in any status and scope, and the profile.
type Snapshot struct {
	Memories map[string]memory.Memory
	Profile  map[string]store.ProfileEntry
}

// TakeSnapshot lists every memory of tenant and user (all statuses, any
// scope) from vec and the profile from state. Source turn ids are sorted
// (they are a set) and times are in UTC.
func TakeSnapshot(ctx context.Context, vec store.VectorStore, state store.StateStore, tenant, user string) (Snapshot, error) {
	s := Snapshot{Memories: map[string]memory.Memory{}, Profile: map[string]store.ProfileEntry{}}
	f := store.Filter{TenantID: tenant, UserID: user, AnyScope: true,
		Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}}
	cursor := ""
	for {
		page, next, err := vec.List(ctx, f, cursor, 500)
		if err != nil {
			return s, fmt.Errorf("snapshot: list memories: %w", err)
		}
		for _, m := range page {
			m.SourceTurnIDs = slices.Sorted(slices.Values(m.SourceTurnIDs))
			for _, t := range []*time.Time{&m.CreatedAt, &m.UpdatedAt, &m.ExpiresAt, &m.LastAccessedAt} {
				*t = t.UTC()
			}
			s.Memories[m.ID] = m
		}
		if next == "" {
			break
		}
		cursor = next
	}
	prof, err := state.Profile(ctx, tenant, user)
	if err != nil {
		return s, fmt.Errorf("snapshot: profile: %w", err)
	}
	for _, e := range prof {
		e.UpdatedAt = e.UpdatedAt.UTC()
		s.Profile[e.Key] = e
	}
	return s, nil
}

// CompareOptions says which fields Diff leaves out.
type CompareOptions struct {
	// IgnoreVersions leaves out Memory.Version and ProfileEntry.Version,
	// which count changes and so depend on how facts were batched.
	IgnoreVersions bool
}

// Diff lists the differences between two snapshots, empty when they hold
// the same memories (every field but the access statistics, which recall
// changes) and the same profile. Times are compared at millisecond
// precision, like the contract suites.
func Diff(got, want Snapshot, o CompareOptions) []string {
	var out []string
	ids := map[string]bool{}
	for id := range got.Memories {
		ids[id] = true
	}
	for id := range want.Memories {
		ids[id] = true
	}
	for _, id := range slices.Sorted(func(yield func(string) bool) {
		for id := range ids {
			if !yield(id) {
				return
			}
		}
	}) {
		g, gok := got.Memories[id]
		w, wok := want.Memories[id]
		switch {
		case !gok:
			out = append(out, fmt.Sprintf("memory %s (%q, %s) missing", id, w.Content, w.Status))
			continue
		case !wok:
			out = append(out, fmt.Sprintf("memory %s (%q, %s) unexpected", id, g.Content, g.Status))
			continue
		}
		if d := diffMemory(normalize(g, o), normalize(w, o)); d != "" {
			out = append(out, fmt.Sprintf("memory %s: %s", id, d))
		}
	}
	keys := map[string]bool{}
	for k := range got.Profile {
		keys[k] = true
	}
	for k := range want.Profile {
		keys[k] = true
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	for _, k := range sorted {
		g, w := got.Profile[k], want.Profile[k]
		g.UpdatedAt, w.UpdatedAt = ms(g.UpdatedAt), ms(w.UpdatedAt)
		if o.IgnoreVersions {
			g.Version, w.Version = 0, 0
		}
		if g != w {
			out = append(out, fmt.Sprintf("profile %s: got %+v, want %+v", k, g, w))
		}
	}
	return out
}

func normalize(m memory.Memory, o CompareOptions) memory.Memory {
	m.AccessCount, m.LastAccessedAt = 0, time.Time{}
	if o.IgnoreVersions {
		m.Version = 0
	}
	for _, t := range []*time.Time{&m.CreatedAt, &m.UpdatedAt, &m.ExpiresAt} {
		if !t.IsZero() {
			*t = ms(*t)
		}
	}
	if m.EventTime != nil {
		et := ms(*m.EventTime)
		m.EventTime = &et
	}
	if len(m.SourceTurnIDs) == 0 {
		m.SourceTurnIDs = nil
	}
	if len(m.Assertions) == 0 {
		m.Assertions = nil
	} else {
		as := make([]memory.Assertion, len(m.Assertions))
		for i, a := range m.Assertions {
			a.At = ms(a.At)
			if !a.ExpiresAt.IsZero() {
				a.ExpiresAt = ms(a.ExpiresAt)
			}
			if a.EventTime != nil {
				et := ms(*a.EventTime)
				a.EventTime = &et
			}
			as[i] = a
		}
		slices.SortFunc(as, func(a, b memory.Assertion) int { return strings.Compare(a.Turn, b.Turn) })
		m.Assertions = as
	}
	if len(m.Vector) == 0 {
		m.Vector = nil
	}
	return m
}

// diffMemory names the fields that differ.
func diffMemory(g, w memory.Memory) string {
	var diffs []string
	gv, wv := reflect.ValueOf(g), reflect.ValueOf(w)
	for i := range gv.NumField() {
		if !reflect.DeepEqual(gv.Field(i).Interface(), wv.Field(i).Interface()) {
			name := gv.Type().Field(i).Name
			if name == "Vector" {
				diffs = append(diffs, "Vector differs")
				continue
			}
			diffs = append(diffs, fmt.Sprintf("%s: got %v, want %v", name, gv.Field(i).Interface(), wv.Field(i).Interface()))
		}
	}
	return strings.Join(diffs, "; ")
}
