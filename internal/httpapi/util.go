package httpapi

import (
	"bytes"
	"fmt"
	"net/http"

	"github.com/engram-memory/engram/internal/auth"
)

func bytesReader(b []byte) *bytes.Reader { return bytes.NewReader(b) }

// authPrincipal returns the principal the auth middleware put on r.
func authPrincipal(r *http.Request) (auth.Principal, bool) { return auth.FromContext(r.Context()) }

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
