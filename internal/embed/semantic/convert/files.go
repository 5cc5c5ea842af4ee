package convert

import (
	"fmt"

	"github.com/engram-memory/engram/internal/embed/semantic"
)

// BuildFiles builds the table from the two registry tarballs (checked
// against their pinned digests) and freq.
func BuildFiles(vectorsTgz, dictTgz string, freq Frequencies, freqSource semantic.Source, o Options) (*semantic.Table, error) {
	o = o.withDefaults()
	for _, c := range []struct {
		path string
		want Package
	}{{vectorsTgz, WordVectors}, {dictTgz, Dictionary}} {
		p, err := Identify(c.path)
		if err != nil {
			return nil, err
		}
		if p != c.want {
			return nil, fmt.Errorf("%s is %s, want %s: %w", c.path, p.Spec(), c.want.Spec(), ErrIntegrity)
		}
	}
	o.Progress("reading " + WordVectors.Spec())
	r, cl, err := openMember(vectorsTgz, WordVectors.Member)
	if err != nil {
		return nil, err
	}
	vecs, err := ReadVectors(r)
	cl.Close()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", vectorsTgz, err)
	}
	o.Progress("reading " + Dictionary.Spec())
	r, cl, err = openMember(dictTgz, Dictionary.Member)
	if err != nil {
		return nil, err
	}
	dict, err := ReadDictionary(r)
	cl.Close()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dictTgz, err)
	}
	sources := []semantic.Source{
		{Name: WordVectors.Name, Version: WordVectors.Version, Integrity: WordVectors.Integrity, Licence: WordVectors.Licence},
		{Name: Dictionary.Name, Version: Dictionary.Version, Integrity: Dictionary.Integrity, Licence: Dictionary.Licence},
		freqSource,
	}
	o.Progress("building the table")
	return Build(vecs, dict, freq, sources, o)
}
