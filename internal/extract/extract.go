// Package extract holds what every extractor shares: the Extractor interface,
// the Result it returns, the confidence and importance thresholds of the
// extractor worker, and the injection guard that keeps instructions aimed at
// the agent out of memory (DESIGN section 7: memories are data, never
// instructions).
//
// Concrete extractors live in sub-packages: rules (deterministic, English and
// Chinese) and llm (an OpenAI-compatible endpoint).
package extract

import (
	"context"
	"errors"
	"strings"

	"github.com/engram-memory/engram/pkg/events"
)

// Extractor turns one turn into candidate facts and forget intents.
// Implementations must be safe for concurrent use. Extract returns candidates
// before thresholds are applied; the caller runs Thresholds.Filter.
type Extractor interface {
	// ID names the extractor and its version, e.g. "rules/1" or
	// "llm:<model>/<prompt-version>". It is written into every fact batch.
	ID() string
	// Extract returns the candidate facts and forget intents of one turn.
	// Only the user's messages are sources of facts about the user.
	Extract(ctx context.Context, t *events.Turn) (Result, error)
}

// Result is what an extractor found in one turn. Both slices may be empty.
type Result struct {
	// Facts are candidate memories, unfiltered.
	Facts []events.Fact
	// Forget are the forget intents the user expressed.
	Forget []events.ForgetIntent
	// Injections counts the sentences and clauses the extractor judged to be
	// instructions to the agent (IsInstruction, forged role labels) and
	// dropped; the facts of the clauses beside them are kept.
	Injections int
}

// ErrUnparseable marks extractor output that cannot be parsed (for example an
// LLM reply that is not the requested JSON). It is permanent for that output:
// retrying the same prompt may help, redelivering the turn forever will not.
var ErrUnparseable = errors.New("unparseable extractor output")

// Default thresholds of DESIGN section 1.
const (
	DefaultMinConfidence = 0.7
	DefaultMinImportance = 0.3
)

// Drop reasons reported by Thresholds.Filter.
const (
	DropThreshold = "threshold"
	DropInjection = "injection"
	DropEmpty     = "empty"
)

// Thresholds decide which candidate facts are kept: a fact is kept only if
// Confidence > MinConfidence && Importance > MinImportance (strictly
// greater). The zero value keeps every fact with positive scores; use
// DefaultThresholds for the product defaults.
type Thresholds struct {
	// MinConfidence is the exclusive lower bound on Fact.Confidence.
	MinConfidence float64
	// MinImportance is the exclusive lower bound on Fact.Importance.
	MinImportance float64
}

// DefaultThresholds returns the product defaults: confidence > 0.7 and
// importance > 0.3.
func DefaultThresholds() Thresholds {
	return Thresholds{MinConfidence: DefaultMinConfidence, MinImportance: DefaultMinImportance}
}

// Filter applies the thresholds and the injection guard. It returns the kept
// facts, in order, and how many were dropped per reason: DropEmpty (blank
// content), DropInjection (IsInstruction true for the content or the value)
// and DropThreshold (scores at or below a threshold). Reasons are checked in
// that order and each dropped fact is counted once. dropped is never nil.
// The input slice is not modified.
func (th Thresholds) Filter(facts []events.Fact) (kept []events.Fact, dropped map[string]int) {
	dropped = make(map[string]int, 3)
	kept = make([]events.Fact, 0, len(facts))
	for _, f := range facts {
		if HasMarkers(f.Content) {
			f.Content = StripMarkers(f.Content)
		}
		if f.Value != "" && HasMarkers(f.Value) {
			f.Value = StripMarkers(f.Value)
		}
		switch {
		case strings.TrimSpace(f.Content) == "":
			dropped[DropEmpty]++
		case IsInstruction(f.Content) || (f.Value != "" && IsInstruction(f.Value)):
			dropped[DropInjection]++
		case !(f.Confidence > th.MinConfidence) || !(f.Importance > th.MinImportance):
			dropped[DropThreshold]++
		default:
			kept = append(kept, f)
		}
	}
	return kept, dropped
}
