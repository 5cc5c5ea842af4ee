package secure

import (
	"crypto/tls"
	"fmt"
	"os"
	"sync"
)

// reloader serves a certificate and key pair, loading it again when the
// modification time or size of either file changes.
type reloader struct {
	cert, key string

	mu    sync.Mutex
	stamp string
	pair  *tls.Certificate
}

func fileStamp(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return "missing"
	}
	return fmt.Sprintf("%d/%d", fi.ModTime().UnixNano(), fi.Size())
}

func (r *reloader) get(*tls.ClientHelloInfo) (*tls.Certificate, error) {
	stamp := fileStamp(r.cert) + " " + fileStamp(r.key)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.pair != nil && stamp == r.stamp {
		return r.pair, nil
	}
	pair, err := tls.LoadX509KeyPair(r.cert, r.key)
	if err != nil {
		if r.pair != nil {
			// A renewal half written: keep serving the previous pair.
			return r.pair, nil
		}
		return nil, fmt.Errorf("load certificate %s and key %s: %w", r.cert, r.key, err)
	}
	r.pair, r.stamp = &pair, stamp
	return r.pair, nil
}
