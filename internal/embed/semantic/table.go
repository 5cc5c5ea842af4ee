// Package semantic is the offline semantic embedder: English and Chinese
// words in one vector space (a static word-vector table built by
// internal/embed/semantic/convert from registry packages), sentence vectors
// as frequency-weighted averages of their word vectors with the common
// component removed (Arora, Liang and Ma, "A simple but tough-to-beat
// baseline for sentence embeddings", ICLR 2017). It needs no model weights
// and no cgo.
package semantic

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
)

// FileName is the table's file name inside its directory.
const FileName = "semantic-table.bin"

// magic starts every table file; the digit is the format version.
var magic = []byte("ENGRAM-SEMTAB\x001")

// ErrNoTable marks a table file that does not exist.
var ErrNoTable = errors.New("no semantic table")

// Source names one input a table was derived from.
type Source struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	// Integrity is the input's Subresource-Integrity style digest
	// ("sha512-<base64>"), or its SHA-256 in hex for inputs without one.
	Integrity string `json:"integrity"`
	Licence   string `json:"licence"`
}

// Header describes a table.
type Header struct {
	// Method names the construction, so a changed method gives a new id.
	Method  string `json:"method"`
	Dim     int    `json:"dim"`
	Words   int    `json:"words"`
	Chinese int    `json:"chinese_words"`
	// SIF is the weighting parameter a: a word of probability p weighs
	// a/(a+p).
	SIF     float64  `json:"sif"`
	Sources []Source `json:"sources"`
}

// Table is a loaded word-vector table: row i of Rows (Dim int8 values
// times Scales[i]) is the vector of Vocab[i], whose sentence weight is
// Weights[i]. Component is the unit common direction removed from every
// sentence vector (all zero when none). A Table is read-only after Load
// and safe for concurrent use.
type Table struct {
	Header    Header
	Vocab     []string
	Weights   []float32
	Scales    []float32
	Rows      []int8
	Component []float32
	// Digest is the hex SHA-256 of the file's body; the embedder id carries
	// its first 12 digits.
	Digest string
	index  map[string]int32
	maxLen int // longest CJK word in runes
}

// Row returns the index of word, or -1.
func (t *Table) Row(word string) int32 {
	if i, ok := t.index[word]; ok {
		return i
	}
	return -1
}

// Vector returns the dequantised vector of row i.
func (t *Table) Vector(i int32) []float32 {
	d := t.Header.Dim
	v := make([]float32, d)
	s := t.Scales[i]
	for j, x := range t.Rows[int(i)*d : int(i+1)*d] {
		v[j] = float32(x) * s
	}
	return v
}

// Path is the table's path in dir.
func Path(dir string) string { return filepath.Join(dir, FileName) }

// Write writes t (Header, Vocab, Weights, Scales, Rows, Component) to w in
// the table format: magic, a length-prefixed JSON header, the vocabulary
// (newline-separated), the float32 weights and scales, the int8 rows, the
// float32 component, then the SHA-256 of everything before it.
func Write(w io.Writer, t *Table) error {
	n := len(t.Vocab)
	if len(t.Weights) != n || len(t.Scales) != n || len(t.Rows) != n*t.Header.Dim || len(t.Component) != t.Header.Dim {
		return fmt.Errorf("write table: inconsistent sizes (%d words, %d weights, %d scales, %d row values, dim %d)",
			n, len(t.Weights), len(t.Scales), len(t.Rows), t.Header.Dim)
	}
	for _, word := range t.Vocab {
		if word == "" || strings.ContainsRune(word, '\n') {
			return fmt.Errorf("write table: bad word %q", word)
		}
	}
	h := sha256.New()
	bw := bufio.NewWriterSize(io.MultiWriter(w, h), 1<<20)
	t.Header.Words = n
	hdr, err := json.Marshal(t.Header)
	if err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	vocab := strings.Join(t.Vocab, "\n")
	bw.Write(magic)
	binary.Write(bw, binary.LittleEndian, uint32(len(hdr)))
	bw.Write(hdr)
	binary.Write(bw, binary.LittleEndian, uint32(len(vocab)))
	bw.WriteString(vocab)
	binary.Write(bw, binary.LittleEndian, t.Weights)
	binary.Write(bw, binary.LittleEndian, t.Scales)
	binary.Write(bw, binary.LittleEndian, t.Rows)
	if err := binary.Write(bw, binary.LittleEndian, t.Component); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	if _, err := w.Write(h.Sum(nil)); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	return nil
}

// WriteFile writes t to path atomically (a temporary file renamed over it).
func WriteFile(path string, t *Table) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".semantic-table-*")
	if err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := Write(tmp, t); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	return nil
}

// LoadFile reads the table at path; a missing file is ErrNoTable.
func LoadFile(path string) (*Table, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w", path, ErrNoTable)
	}
	if err != nil {
		return nil, fmt.Errorf("read semantic table: %w", err)
	}
	t, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// Parse decodes a table file's bytes, checking its digest.
func Parse(b []byte) (*Table, error) {
	if len(b) < len(magic)+sha256.Size || !bytes.Equal(b[:len(magic)], magic) {
		return nil, errors.New("not a semantic table (bad magic)")
	}
	body, sum := b[:len(b)-sha256.Size], b[len(b)-sha256.Size:]
	got := sha256.Sum256(body)
	if !bytes.Equal(got[:], sum) {
		return nil, errors.New("semantic table is corrupt (digest mismatch)")
	}
	r := bytes.NewReader(body[len(magic):])
	var hl uint32
	if err := binary.Read(r, binary.LittleEndian, &hl); err != nil || int(hl) > r.Len() {
		return nil, errors.New("semantic table: truncated header")
	}
	hdr := make([]byte, hl)
	io.ReadFull(r, hdr)
	t := &Table{Digest: hex.EncodeToString(got[:])}
	if err := json.Unmarshal(hdr, &t.Header); err != nil {
		return nil, fmt.Errorf("semantic table header: %w", err)
	}
	d, n := t.Header.Dim, t.Header.Words
	if d <= 0 || d > 4096 || n <= 0 {
		return nil, fmt.Errorf("semantic table: bad header (dim %d, %d words)", d, n)
	}
	var vl uint32
	if err := binary.Read(r, binary.LittleEndian, &vl); err != nil || int(vl) > r.Len() {
		return nil, errors.New("semantic table: truncated vocabulary")
	}
	vocab := make([]byte, vl)
	io.ReadFull(r, vocab)
	t.Vocab = strings.Split(string(vocab), "\n")
	if len(t.Vocab) != n {
		return nil, fmt.Errorf("semantic table: %d words in vocabulary, header says %d", len(t.Vocab), n)
	}
	if want := 8*n + n*d + 4*d; r.Len() != want {
		return nil, fmt.Errorf("semantic table: %d bytes of vectors, want %d", r.Len(), want)
	}
	t.Weights = make([]float32, n)
	t.Scales = make([]float32, n)
	t.Rows = make([]int8, n*d)
	t.Component = make([]float32, d)
	for _, p := range []any{t.Weights, t.Scales, t.Rows, t.Component} {
		if err := binary.Read(r, binary.LittleEndian, p); err != nil {
			return nil, fmt.Errorf("semantic table: %w", err)
		}
	}
	t.index = make(map[string]int32, n)
	for i, w := range t.Vocab {
		t.index[w] = int32(i)
		if isCJKWord(w) {
			t.maxLen = max(t.maxLen, len([]rune(w)))
		}
	}
	for i := range t.Weights {
		if math.IsNaN(float64(t.Weights[i])) || math.IsNaN(float64(t.Scales[i])) {
			return nil, fmt.Errorf("semantic table: NaN at row %d", i)
		}
	}
	return t, nil
}
