// Package progress draws a one-line progress bar on a terminal stream (the
// evaluation and benchmark commands write it to stderr, keeping stdout for
// results). On a stream that is not a terminal (a log file, a pipe, CI) it
// writes plain lines instead, one every ten per cent and at the end, with no
// carriage returns. A nil *Bar, or one on a nil writer, draws nothing.
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// Bar is a progress bar for one phase of known size. It is safe for
// concurrent use and redraws at most every 100 ms.
type Bar struct {
	mu    sync.Mutex
	w     io.Writer
	label string
	total int
	done  int
	start time.Time
	last  time.Time
	// plain is set when w is not a terminal; step is the last tenth of the
	// total written as a plain line.
	plain bool
	step  int
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(interface{ Stat() (os.FileInfo, error) })
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// New starts a bar labelled label for total steps on w (nil draws nothing).
func New(w io.Writer, label string, total int) *Bar {
	b := &Bar{w: w, label: label, total: total, start: time.Now(), plain: w != nil && !isTerminal(w), step: -1}
	if !b.plain {
		b.draw(true)
	}
	return b
}

// Add advances the bar by n steps.
func (b *Bar) Add(n int) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done += n
	b.draw(false)
}

// Set sets the number of steps done.
func (b *Bar) Set(n int) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done = n
	b.draw(false)
}

// Done draws the final state and ends the line.
func (b *Bar) Done() {
	if b == nil || b.w == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.plain {
		b.step = 10
		fmt.Fprintf(b.w, "%s: %d/%d done in %.1fs\n", b.label, b.done, b.total, time.Since(b.start).Seconds())
		return
	}
	b.draw(true)
	fmt.Fprintln(b.w)
}

func (b *Bar) draw(force bool) {
	if b.w == nil {
		return
	}
	now := time.Now()
	if !force && now.Sub(b.last) < 100*time.Millisecond {
		return
	}
	b.last = now
	const width = 30
	frac := 0.0
	if b.total > 0 {
		frac = min(float64(b.done)/float64(b.total), 1)
	}
	if b.plain {
		if step := int(frac * 10); step > b.step && step < 10 {
			b.step = step
			fmt.Fprintf(b.w, "%s: %d/%d (%d%%) %.1fs\n", b.label, b.done, b.total, step*10, now.Sub(b.start).Seconds())
		}
		return
	}
	fill := int(frac * width)
	fmt.Fprintf(b.w, "\r%-28s [%s%s] %d/%d %5.1fs", b.label, strings.Repeat("=", fill), strings.Repeat(" ", width-fill),
		b.done, b.total, now.Sub(b.start).Seconds())
}
