package auth

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"time"
)

// Reload reads the keys file and the env value given to Load again and
// replaces the keyring's keys at once; requests in flight keep the key set
// they started with. On an error (unreadable file, bad line) the keys stay
// as they were. A reload that would leave no keys is refused too, so that
// an emptied or truncated file never turns a keyed server into development
// mode. It returns how many keys are in force.
func (k *Keyring) Reload() (int, error) {
	s, _, err := read(k.path, k.env)
	if err != nil {
		return k.Len(), err
	}
	if len(s) == 0 && k.Len() > 0 {
		return k.Len(), fmt.Errorf("api keys file %s holds no keys: keeping the %d keys loaded", k.path, k.Len())
	}
	k.set.Store((*[]entry)(&s))
	return len(s), nil
}

// Watch reloads the keys file whenever trigger delivers (SIGHUP) and when
// its content changes, checked every interval (0 means 2 seconds), until
// ctx is cancelled. report, if set, receives the outcome of each reload
// (the number of keys in force and the error, if any). A keyring without
// a file returns at once.
func (k *Keyring) Watch(ctx context.Context, interval time.Duration, trigger <-chan struct{}, report func(keys int, err error)) {
	if k == nil || k.path == "" {
		return
	}
	if interval <= 0 {
		interval = 2 * time.Second
	}
	// Start from what Load read, so that a change made before Watch
	// starts is noticed too.
	last := k.sum
	t := time.NewTicker(interval)
	defer t.Stop()
	reload := func() {
		n, err := k.Reload()
		if report != nil {
			report(n, err)
		}
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-trigger:
			last, _ = fileSum(k.path)
			reload()
		case <-t.C:
			// A missing file (a secret being replaced) keeps the keys
			// until it is back.
			if sum, ok := fileSum(k.path); ok && sum != last {
				last = sum
				reload()
			}
		}
	}
}

// fileSum is the SHA-256 of path's content (ok false if unreadable).
func fileSum(path string) ([sha256.Size]byte, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return [sha256.Size]byte{}, false
	}
	return sha256.Sum256(b), true
}
