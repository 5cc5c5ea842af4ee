// Package gatelog records how the relatedness gate judged each query of an
// evaluation set (`engram eval recall|conversations --gate-log FILE`), one
// JSON object per line, so that the gate's model can be refitted and
// checked set by set (internal/recall/gatefit).
package gatelog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/engram-memory/engram/internal/recall"
)

// Line is one query: whether the set says it is related to the user's
// memories, and the gate's report (nil when no gate applied).
type Line struct {
	ID      string             `json:"id"`
	Query   string             `json:"query"`
	Related bool               `json:"related"`
	Gate    *recall.GateReport `json:"gate"`
}

// Writer writes Lines; the zero value (nil w) writes nothing.
type Writer struct {
	enc *json.Encoder
}

// NewWriter returns a Writer on w; w nil gives a Writer that writes nothing.
func NewWriter(w io.Writer) *Writer {
	if w == nil {
		return &Writer{}
	}
	return &Writer{enc: json.NewEncoder(w)}
}

// On reports whether the Writer writes (and recall should explain).
func (w *Writer) On() bool { return w != nil && w.enc != nil }

// Write writes one line.
func (w *Writer) Write(l Line) error {
	if !w.On() {
		return nil
	}
	if err := w.enc.Encode(l); err != nil {
		return fmt.Errorf("write gate log: %w", err)
	}
	return nil
}

// ReadFile reads the lines of a gate log.
func ReadFile(path string) ([]Line, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open gate log: %w", err)
	}
	defer f.Close()
	var out []Line
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		var l Line
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return nil, fmt.Errorf("gate log %s line %d: %w", path, n, err)
		}
		out = append(out, l)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read gate log %s: %w", path, err)
	}
	return out, nil
}
