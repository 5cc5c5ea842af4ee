// Command gatefit fits the relatedness gate's model (internal/recall,
// gate.go) from gate logs: one file per development set, written by
//
//	engram eval conversations|recall --set SET --embedder semantic --gate-log testdata/gate/NAME.jsonl
//
// Only the queries the model judged (by "model") are used. The gate is
// two models: a query model (textlr over the query's words and
// characters: is this a request about the user's own life or a general
// one?) and a logistic regression over the candidates' signals and the
// query model's logit. The query model's logit is cross-fitted (each
// set's queries scored by a query model fitted on the other sets), so
// that the second model learns how far the query model is to be trusted
// on text it has not seen. Before writing, every set is left out in turn
// and scored by models fitted on the others; the report gives, at each
// gate, the held-out share of unrelated queries emptied and of related
// queries emptied.
//
//	go generate ./internal/recall   (go run ./gatefit -logs ../../testdata/gate -out .)
//	go run ./internal/recall/gatefit -logs testdata/gate -heldout   (the curve, minutes)
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/engram-memory/engram/internal/eval/gatelog"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/textlr"
)

// Query model training.
const (
	Epochs = 30
	L2     = 1e-3
)

// row is one judged query of a set.
type row struct {
	query   string
	related bool
	signals recall.GateSignals
}

func main() {
	logs := flag.String("logs", "testdata/gate", "directory of gate logs, one .jsonl file per development set")
	out := flag.String("out", "", "directory to write gatequery.json and gateweights.json into (empty: report only)")
	report := flag.Bool("heldout", false, "first leave each set out in turn and print the held-out curve (minutes)")
	flag.Parse()
	sets, err := load(*logs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gatefit:", err)
		os.Exit(1)
	}
	names, n, rel := count(sets)
	fmt.Printf("%d sets, %d judged queries (%d related, %d unrelated)\n", len(names), n, rel, n-rel)
	if *report {
		heldOut(sets, names)
	}
	q, w := Fit(sets)
	fmt.Printf("weights: %+v\n", w)
	if *out == "" {
		return
	}
	if err := textlr.Write(filepath.Join(*out, "gatequery.json"), q); err != nil {
		fmt.Fprintln(os.Stderr, "gatefit:", err)
		os.Exit(1)
	}
	raw, _ := json.MarshalIndent(w, "", "  ")
	if err := os.WriteFile(filepath.Join(*out, "gateweights.json"), append(raw, '\n'), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gatefit:", err)
		os.Exit(1)
	}
}

// load reads every .jsonl file of dir, by set name.
func load(dir string) (map[string][]row, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no gate logs in %s", dir)
	}
	sets := map[string][]row{}
	for _, f := range files {
		lines, err := gatelog.ReadFile(f)
		if err != nil {
			return nil, err
		}
		name := strings.TrimSuffix(filepath.Base(f), ".jsonl")
		for _, l := range lines {
			if l.Gate == nil || l.Gate.By != "model" || l.Gate.Signals == nil {
				continue
			}
			sets[name] = append(sets[name], row{query: l.Query, related: l.Related, signals: *l.Gate.Signals})
		}
	}
	return sets, nil
}

// count returns the set names in order, the number of queries and of
// related ones.
func count(sets map[string][]row) (names []string, n, rel int) {
	for k, rs := range sets {
		names = append(names, k)
		for _, r := range rs {
			n++
			if r.related {
				rel++
			}
		}
	}
	sort.Strings(names)
	return names, n, rel
}

// Fit fits both models on every set and names their versions.
func Fit(sets map[string][]row) (*textlr.Model, *recall.GateWeights) {
	names, n, rel := count(sets)
	q, w := fitAll(sets, names)
	q.Version = fmt.Sprintf("gate-query-%d-%d", n, rel)
	w.Version = fmt.Sprintf("gate-%d-%d", n, rel)
	return q, w
}

// fitQuery fits the query model on the rows of the named sets.
func fitQuery(sets map[string][]row, names []string) *textlr.Model {
	var ex []textlr.Example
	for _, k := range names {
		for _, r := range sets[k] {
			ex = append(ex, textlr.Example{Text: r.query, Label: r.related})
		}
	}
	return textlr.Fit(ex, Epochs, L2)
}

// fitAll fits the query model on every set and the weights on the
// cross-fitted logits of every set.
func fitAll(sets map[string][]row, names []string) (*textlr.Model, *recall.GateWeights) {
	var x [][]float64
	var y []float64
	for _, k := range names {
		q := fitQuery(sets, without(names, k))
		for _, r := range sets[k] {
			s := r.signals
			s.Query = q.Logit(r.query)
			in := recall.GateInputs(s)
			x = append(x, in[:])
			y = append(y, label(r.related))
		}
	}
	return fitQuery(sets, names), weights(newton(x, y))
}

// heldOut leaves each set out in turn, fits both models on the others
// (the weights on logits cross-fitted among them) and prints the held-out
// curve.
func heldOut(sets map[string][]row, names []string) {
	type scored struct {
		p       float64
		related bool
	}
	var all []scored
	for _, k := range names {
		rest := without(names, k)
		q, w := fitAll(sets, rest)
		for _, r := range sets[k] {
			s := r.signals
			s.Query = q.Logit(r.query)
			all = append(all, scored{w.Probability(s), r.related})
		}
	}
	fmt.Println("held out, each set scored by models fitted on the others:")
	for _, g := range []float64{0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5} {
		var u, ue, rl, re int
		for _, s := range all {
			if s.related {
				rl++
				if s.p < g {
					re++
				}
			} else {
				u++
				if s.p < g {
					ue++
				}
			}
		}
		fmt.Printf("  gate %.2f: unrelated emptied %5.1f %% (%d/%d), related emptied %4.1f %% (%d/%d)\n",
			g, 100*float64(ue)/float64(max(1, u)), ue, u, 100*float64(re)/float64(max(1, rl)), re, rl)
	}
}

func without(names []string, k string) []string {
	var out []string
	for _, n := range names {
		if n != k {
			out = append(out, n)
		}
	}
	return out
}

func label(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// weights names the coefficients newton fitted over GateInputs' order.
func weights(b []float64) *recall.GateWeights {
	r := func(i int) float64 { return textlr.Round(b[i]) }
	return &recall.GateWeights{Cosine: r(0), Centroid: r(1), Cover: r(2), Self: r(3), HowTo: r(4), Kin: r(5), Anchor: r(6), Query: r(7), Bias: r(8)}
}

// newton fits a logistic regression by Newton's method with a small L2
// penalty (not on the bias, the last coefficient).
func newton(x [][]float64, y []float64) []float64 {
	d := len(x[0]) + 1
	rows := make([][]float64, len(x)) // each input row with a 1 for the bias
	for n, xi := range x {
		rows[n] = append(append(make([]float64, 0, d), xi...), 1)
	}
	b := make([]float64, d)
	const l2 = 1e-2
	for range 30 {
		g := make([]float64, d)
		h := make([][]float64, d)
		for i := range h {
			h[i] = make([]float64, d)
		}
		for n, row := range rows {
			z := 0.0
			for j, v := range row {
				z += b[j] * v
			}
			p := 1 / (1 + math.Exp(-max(-30, min(30, z))))
			e, w := p-y[n], p*(1-p)
			for i, vi := range row {
				g[i] += e * vi
				for j, vj := range row {
					h[i][j] += w * vi * vj
				}
			}
		}
		for i := range d - 1 {
			g[i] += l2 * b[i]
			h[i][i] += l2
		}
		step := solve(h, g)
		for i := range b {
			b[i] -= step[i]
		}
	}
	return b
}

// solve solves a x = v by Gauss-Jordan elimination with partial pivoting.
func solve(a [][]float64, v []float64) []float64 {
	n := len(v)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(append([]float64{}, a[i]...), v[i])
	}
	for i := range n {
		p := i
		for r := i + 1; r < n; r++ {
			if math.Abs(m[r][i]) > math.Abs(m[p][i]) {
				p = r
			}
		}
		m[i], m[p] = m[p], m[i]
		for r := range n {
			if r != i && m[i][i] != 0 {
				f := m[r][i] / m[i][i]
				for c := i; c <= n; c++ {
					m[r][c] -= f * m[i][c]
				}
			}
		}
	}
	out := make([]float64, n)
	for i := range n {
		if m[i][i] != 0 {
			out[i] = m[i][n] / m[i][i]
		}
	}
	return out
}
