// Package progress draws a one-line progress bar on a terminal stream (the
// evaluation and benchmark commands write it to stderr, keeping stdout for
// results). A nil *Bar, or one on a nil writer, draws nothing.
package progress

import (
	"fmt"
	"io"
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
}

// New starts a bar labelled label for total steps on w (nil draws nothing).
func New(w io.Writer, label string, total int) *Bar {
	b := &Bar{w: w, label: label, total: total, start: time.Now()}
	b.draw(true)
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
	fill := int(frac * width)
	fmt.Fprintf(b.w, "\r%-28s [%s%s] %d/%d %5.1fs", b.label, strings.Repeat("=", fill), strings.Repeat(" ", width-fill),
		b.done, b.total, now.Sub(b.start).Seconds())
}
