package httpapi

import (
	"errors"
	"io"
	"net/http"
	"time"
)

// Server timeouts. A client that is slow to send its headers or its body
// is cut off, so that slow connections (slow-loris) cannot hold the server's
// connections; a response may take as long as it needs (MCP streams events
// on long-lived responses), so there is no write timeout.
const (
	// ReadHeaderTimeout bounds the reading of a request's headers.
	ReadHeaderTimeout = 10 * time.Second
	// BodyReadTimeout bounds the reading of a request's body, from the
	// moment the handler starts.
	BodyReadTimeout = 30 * time.Second
	// IdleTimeout closes a keep-alive connection that sends no new request.
	IdleTimeout = 2 * time.Minute
)

// NewHTTPServer returns the http.Server engram serves h with: the header
// and idle timeouts above and h behind WithBodyTimeout(bodyTimeout); zero
// means BodyReadTimeout.
func NewHTTPServer(h http.Handler, bodyTimeout time.Duration) *http.Server {
	return &http.Server{Handler: WithBodyTimeout(h, bodyTimeout), ReadHeaderTimeout: ReadHeaderTimeout, IdleTimeout: IdleTimeout}
}

// WithBodyTimeout gives every request that has a body d (zero means
// BodyReadTimeout) to deliver all of it: the connection's read deadline is
// set when the handler starts and lifted once the body has been read to
// its end, so that a slow body fails its read (the API answers 408 and the
// connection is closed) while a handler that works or streams for longer
// after reading its body is not interrupted. http.Server.ReadTimeout would
// cancel such a handler's context; this does not.
func WithBodyTimeout(h http.Handler, d time.Duration) http.Handler {
	if d <= 0 {
		d = BodyReadTimeout
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body != nil && r.Body != http.NoBody {
			rc := http.NewResponseController(w)
			if rc.SetReadDeadline(time.Now().Add(d)) == nil {
				r.Body = &deadlineBody{ReadCloser: r.Body, rc: rc}
			}
		}
		h.ServeHTTP(w, r)
	})
}

// deadlineBody lifts the read deadline when the body reaches its end.
type deadlineBody struct {
	io.ReadCloser
	rc   *http.ResponseController
	done bool
}

func (b *deadlineBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if errors.Is(err, io.EOF) && !b.done {
		b.done = true
		_ = b.rc.SetReadDeadline(time.Time{})
	}
	return n, err
}
