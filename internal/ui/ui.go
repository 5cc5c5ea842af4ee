// Package ui is engram's memory inspector: a static page, embedded in the
// binary and served at /ui/, that shows a tenant's users, a user's profile
// and memories with their history, a recall workbench (ranked results with
// their score components, the candidates below the cut, the context block)
// and the pipeline's lag and dead letters. It holds no data: every call it
// makes goes to the authenticated /v1 routes with the key typed into the
// page, which is kept in the tab's session storage, never in a URL.
//
// Memory content is hostile input: the page sets it as text, never as
// HTML, and the Content-Security-Policy forbids inline script, other
// origins and framing. Charts are drawn with uPlot (vendored under
// assets/vendor/uplot, MIT): a small, dependency-free, well-kept time-series
// library that draws on a canvas, so no memory text ever reaches the
// chart's markup.
package ui

import (
	"embed"
	"io/fs"
	"net/http"
)

//go:embed assets
var assets embed.FS

// CSP is the page's Content-Security-Policy.
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
	"font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// Handler serves the page under prefix (e.g. "/ui/").
func Handler(prefix string) http.Handler {
	sub, err := fs.Sub(assets, "assets")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	files := http.StripPrefix(prefix, http.FileServer(http.FS(sub)))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", CSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}
