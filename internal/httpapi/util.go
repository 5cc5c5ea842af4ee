package httpapi

import (
	"bytes"
	"net/http"

	"github.com/engram-memory/engram/internal/auth"
)

func bytesReader(b []byte) *bytes.Reader { return bytes.NewReader(b) }

// authPrincipal returns the principal the auth middleware put on r.
func authPrincipal(r *http.Request) (auth.Principal, bool) { return auth.FromContext(r.Context()) }
