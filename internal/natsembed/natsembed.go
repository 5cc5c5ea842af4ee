// Package natsembed runs the real nats-server, with JetStream on local disk,
// inside the engram process: the embedded default event log.
package natsembed

import (
	"crypto/tls"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// Config of the embedded server.
type Config struct {
	// StoreDir is where JetStream keeps its streams; required.
	StoreDir string
	// Listen is a host:port to accept TCP clients on (so that separate
	// worker processes can connect); "" means no listener: in-process
	// connections only. Port 0 picks a free port.
	Listen string
	// SyncAlways fsyncs every write (slower, survives power loss); the
	// default syncs every 2 minutes like nats-server, which survives a
	// process crash because writes reach the OS at once.
	SyncAlways bool
	// Token, if set, is required of every client, in-process ones
	// included (Connect presents it). engram serve always sets it with
	// Listen.
	Token string
	// TLS, if set, is the listener's TLS configuration: clients must
	// connect with TLS (and present a certificate if it requires one).
	TLS *tls.Config
}

// Server is a running embedded NATS server.
type Server struct {
	*server.Server
	token string
}

// Start starts the server and waits until it is ready.
func Start(cfg Config) (*Server, error) {
	if cfg.StoreDir == "" {
		return nil, fmt.Errorf("natsembed: StoreDir is required")
	}
	opts := &server.Options{
		ServerName:         "engram-embedded",
		JetStream:          true,
		StoreDir:           cfg.StoreDir,
		NoSigs:             true,
		NoLog:              true,
		MaxPayload:         8 << 20,
		SyncAlways:         cfg.SyncAlways,
		JetStreamMaxMemory: 256 << 20,
	}
	if cfg.Listen == "" {
		opts.DontListen = true
	} else {
		host, port, err := net.SplitHostPort(cfg.Listen)
		if err != nil {
			return nil, fmt.Errorf("natsembed: listen address %q: %w", cfg.Listen, err)
		}
		p, err := strconv.Atoi(port)
		if err != nil {
			return nil, fmt.Errorf("natsembed: listen port %q: %w", port, err)
		}
		if p == 0 {
			p = server.RANDOM_PORT
		}
		opts.Host, opts.Port = host, p
	}
	if cfg.Token != "" {
		opts.Authorization = cfg.Token
	}
	if cfg.TLS != nil {
		opts.TLSConfig = cfg.TLS
		opts.TLS = true
		opts.TLSVerify = cfg.TLS.ClientAuth == tls.RequireAndVerifyClientCert
		opts.TLSTimeout = 5
	}
	s, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("natsembed: new server: %w", err)
	}
	go s.Start()
	if !s.ReadyForConnections(15 * time.Second) {
		s.Shutdown()
		return nil, fmt.Errorf("natsembed: server not ready after 15s")
	}
	return &Server{Server: s, token: cfg.Token}, nil
}

// Connect opens an in-process client connection.
func (s *Server) Connect(name string) (*nats.Conn, error) {
	opts := []nats.Option{nats.InProcessServer(s.Server), nats.Name(name), nats.MaxReconnects(-1)}
	if s.token != "" {
		opts = append(opts, nats.Token(s.token))
	}
	nc, err := nats.Connect("", opts...)
	if err != nil {
		return nil, fmt.Errorf("natsembed: connect: %w", err)
	}
	return nc, nil
}

// URL is the client URL when the server listens on TCP, else "".
func (s *Server) URL() string {
	if s.Addr() == nil {
		return ""
	}
	return s.ClientURL()
}

// Stop shuts the server down and waits for it.
func (s *Server) Stop() {
	s.Shutdown()
	s.WaitForShutdown()
}
