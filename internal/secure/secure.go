// Package secure builds the TLS configurations and reads the secrets of
// engram's connections: client TLS for NATS, Redis and Qdrant, server TLS
// for the HTTP API and the embedded NATS listener, and secrets kept in
// files. Errors name files, never their content.
package secure

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"os"
	"strings"
)

// ClientTLS returns the TLS configuration of a client: the CA file (PEM)
// verifies the server (empty: the system's CAs), certFile and keyFile
// (both or neither) present a client certificate, serverName (if set)
// overrides the name checked in the server's certificate. TLS 1.2 is the
// minimum.
func ClientTLS(caFile, certFile, keyFile, serverName string) (*tls.Config, error) {
	c := &tls.Config{MinVersion: tls.VersionTLS12, ServerName: serverName}
	if caFile != "" {
		pool, err := CertPool(caFile)
		if err != nil {
			return nil, err
		}
		c.RootCAs = pool
	}
	if certFile != "" || keyFile != "" {
		cert, err := tls.LoadX509KeyPair(certFile, keyFile)
		if err != nil {
			return nil, fmt.Errorf("load client certificate %s and key %s: %w", certFile, keyFile, err)
		}
		c.Certificates = []tls.Certificate{cert}
	}
	return c, nil
}

// ServerTLS returns the TLS configuration of a server presenting certFile
// and keyFile; clientCAFile, if set, requires client certificates signed
// by it. The pair is read again when either file changes, so that a
// renewed certificate is served without a restart.
func ServerTLS(certFile, keyFile, clientCAFile string) (*tls.Config, error) {
	r := &reloader{cert: certFile, key: keyFile}
	if _, err := r.get(nil); err != nil {
		return nil, err
	}
	c := &tls.Config{MinVersion: tls.VersionTLS12, GetCertificate: r.get}
	if clientCAFile != "" {
		pool, err := CertPool(clientCAFile)
		if err != nil {
			return nil, err
		}
		c.ClientCAs = pool
		c.ClientAuth = tls.RequireAndVerifyClientCert
	}
	return c, nil
}

// CertPool reads the PEM certificates of file.
func CertPool(file string) (*x509.CertPool, error) {
	pem, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("read CA file: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("CA file %s holds no PEM certificate", file)
	}
	return pool, nil
}

// Secret returns value, or when file is set the content of file with
// surrounding white space trimmed. Both set is an error; an empty file too.
func Secret(what, value, file string) (string, error) {
	if file == "" {
		return value, nil
	}
	if value != "" {
		return "", fmt.Errorf("%s: give the value or the file, not both", what)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("%s: %w", what, err)
	}
	s := strings.TrimSpace(string(b))
	if s == "" {
		return "", fmt.Errorf("%s: file %s is empty", what, file)
	}
	return s, nil
}
