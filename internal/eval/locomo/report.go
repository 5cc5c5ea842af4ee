package locomo

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"text/tabwriter"
)

// Paper holds the paper's Table 3 DRAGON rows by unit ("observations",
// "dialog"), k and category (percentages).
var Paper = map[string]map[int]map[string]float64{
	ModeObservations: {
		5:  {"single-hop": 67.1, "multi-hop": 41.4, "temporal": 73.1, "open-domain": 35.1, "adversarial": 37.7, "overall": 56.2},
		10: {"single-hop": 70.5, "multi-hop": 50.9, "temporal": 76.4, "open-domain": 37.6, "adversarial": 45.1, "overall": 61.3},
		25: {"single-hop": 74.7, "multi-hop": 60.6, "temporal": 80.3, "open-domain": 49.0, "adversarial": 53.5, "overall": 67.5},
	},
	ModeDialog: {
		5:  {"single-hop": 68.0, "multi-hop": 35.4, "temporal": 70.4, "open-domain": 33.1, "adversarial": 43.9, "overall": 56.7},
		10: {"single-hop": 77.7, "multi-hop": 46.6, "temporal": 77.3, "open-domain": 40.8, "adversarial": 54.7, "overall": 66.2},
		25: {"single-hop": 87.1, "multi-hop": 62.5, "temporal": 83.5, "open-domain": 52.6, "adversarial": 66.3, "overall": 76.7},
	},
}

// WriteTable prints r as a table beside the paper's DRAGON row for the
// same unit, then the storage figures per conversation.
func WriteTable(w io.Writer, r *Result) {
	ks := make([]int, 0, len(r.Recall))
	for k := range r.Recall {
		n, _ := strconv.Atoi(k)
		ks = append(ks, n)
	}
	sort.Ints(ks)
	fmt.Fprintf(w, "LoCoMo evidence recall (%%), mode %s, %d questions\n\n", r.Mode, r.Questions)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "category\tquestions\t")
	for _, k := range ks {
		fmt.Fprintf(tw, "R@%d\tDRAGON@%d\t", k, k)
	}
	fmt.Fprintf(tw, "R@%dtok\tceiling\t\n", r.Budget)
	paper := Paper[r.Mode]
	for _, c := range CategoryOrder {
		n := r.CategoryCounts[c]
		if c == "overall" {
			n = r.Questions
		}
		fmt.Fprintf(tw, "%s\t%d\t", c, n)
		for _, k := range ks {
			fmt.Fprintf(tw, "%.1f\t%s\t", r.Recall[strconv.Itoa(k)][c], paperCell(paper, k, c))
		}
		fmt.Fprintf(tw, "%.1f\t%.1f\t\n", r.RecallAtBudget[c], r.Ceiling[c])
	}
	tw.Flush()
	fmt.Fprintf(w, "\nDRAGON: the paper's Table 3 dense retriever over %s (Maharana et al., ACL 2024).\n", r.Mode)
	fmt.Fprintf(w, "R@%dtok: memories that fit a %d-token rendered context (on average %.1f memories).\n", r.Budget, r.Budget, r.AvgInContext)
	fmt.Fprint(w, "ceiling: recall if every stored memory were retrieved (gold evidence present in some memory's sources).\n\n")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "conversation\tinputs\tmemories\tavg sources\tquestions\t\n")
	for _, c := range r.Conversations {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.2f\t%d\t\n", c.SampleID, c.Inputs, c.MemoriesStored, c.AvgSourcesPerMemory, c.Questions)
	}
	fmt.Fprintf(tw, "total\t\t%d\t%.2f\t%d\t\n", r.MemoriesStored, r.AvgSourcesPerMemory, r.Questions)
	tw.Flush()
	q := r.Quirks
	fmt.Fprintf(w, "\nevidence quirks: %d split strings, %d ids rewritten, %d unreadable ids dropped, %d ids naming no turn, %d questions without evidence (recall 1)\n",
		q.SplitEvidence, q.FixedIDs, q.MalformedIDs, q.UnknownIDs, q.EmptyEvidence)
	fmt.Fprintf(w, "dead letters: %d; ingest %.1fs, queries %.1fs\n", r.DeadLetters, r.IngestSeconds, r.QuerySeconds)
	writeEpisodeFigures(w, r.Episodes)
}

func paperCell(p map[int]map[string]float64, k int, c string) string {
	if row, ok := p[k]; ok {
		return fmt.Sprintf("%.1f", row[c])
	}
	return "-"
}
