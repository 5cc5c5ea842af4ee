// Command healthcheck is a tiny HTTP probe for container healthchecks. The
// engram image has no shell, curl or wget, so compose healthchecks run
//
//	healthcheck http://127.0.0.1:9090/readyz
//
// It exits 0 when the URL answers 2xx within the timeout, 1 otherwise.
// For an https URL, -ca names the CA file (PEM) that verifies the server.
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"
)

func main() {
	timeout := flag.Duration("timeout", 3*time.Second, "request timeout")
	ca := flag.String("ca", "", "CA certificates (PEM) to verify an https server")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: healthcheck [-timeout 3s] [-ca FILE] URL")
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	client := http.DefaultClient
	if *ca != "" {
		pem, err := os.ReadFile(*ca)
		pool := x509.NewCertPool()
		if err != nil || !pool.AppendCertsFromPEM(pem) {
			fmt.Fprintln(os.Stderr, "healthcheck: no CA certificate in", *ca, err)
			os.Exit(2)
		}
		client = &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}}}
	}
	if err := probe(client, flag.Arg(0), *timeout); err != nil {
		fmt.Fprintln(os.Stderr, "healthcheck:", err)
		os.Exit(1)
	}
}

func probe(client *http.Client, url string, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return fmt.Errorf("%s: status %d", url, resp.StatusCode)
	}
	return nil
}
