package client

import (
	"errors"
	"net/http"
)

// Sentinel errors an *APIError matches with errors.Is, by status:
//
//	if errors.Is(err, client.ErrNotFound) { ... }
//
// errors.As(err, &apiErr) still gives the status, the server's message
// and Retry-After.
var (
	ErrBadRequest     = errors.New("engram: bad request")        // 400
	ErrUnauthorized   = errors.New("engram: unauthorized")       // 401
	ErrForbidden      = errors.New("engram: forbidden")          // 403
	ErrNotFound       = errors.New("engram: not found")          // 404
	ErrConflict       = errors.New("engram: conflict")           // 409
	ErrRefused        = errors.New("engram: refused")            // 422: the guard or PII policy refused a memory
	ErrRateLimited    = errors.New("engram: rate limited")       // 429
	ErrNotImplemented = errors.New("engram: not implemented")    // 501
	ErrUnavailable    = errors.New("engram: unavailable, retry") // 503 and other 5xx
)

// Is reports whether target is the sentinel of e's status.
func (e *APIError) Is(target error) bool {
	switch e.Status {
	case http.StatusBadRequest:
		return target == ErrBadRequest
	case http.StatusUnauthorized:
		return target == ErrUnauthorized
	case http.StatusForbidden:
		return target == ErrForbidden
	case http.StatusNotFound:
		return target == ErrNotFound
	case http.StatusConflict:
		return target == ErrConflict
	case http.StatusUnprocessableEntity:
		return target == ErrRefused
	case http.StatusTooManyRequests:
		return target == ErrRateLimited
	case http.StatusNotImplemented:
		return target == ErrNotImplemented
	}
	return e.Status >= 500 && target == ErrUnavailable
}
