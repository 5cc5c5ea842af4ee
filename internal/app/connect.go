package app

import (
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"

	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/secure"
)

// natsOptions are the connection options of a NATS client from cfg: the
// one authentication given (credentials file, NKey seed file, user and
// password, token) and TLS when a CA, a client certificate, --nats-tls or
// a tls:// URL asks for it.
func natsOptions(cfg config.Config) ([]nats.Option, error) {
	s := cfg.Security
	var opts []nats.Option
	switch {
	case s.NATSCredsFile != "":
		if _, err := os.Stat(s.NATSCredsFile); err != nil {
			return nil, fmt.Errorf("--nats-creds: %w", err)
		}
		opts = append(opts, nats.UserCredentials(s.NATSCredsFile))
	case s.NATSNKeyFile != "":
		o, err := nats.NkeyOptionFromSeed(s.NATSNKeyFile)
		if err != nil {
			return nil, fmt.Errorf("--nats-nkey-file: %w", err)
		}
		opts = append(opts, o)
	case s.NATSUser != "":
		pw, err := secure.Secret("--nats-password", s.NATSPassword, s.NATSPasswordFile)
		if err != nil {
			return nil, err
		}
		opts = append(opts, nats.UserInfo(s.NATSUser, pw))
	case s.NATSToken != "" || s.NATSTokenFile != "":
		tok, err := secure.Secret("--nats-token", s.NATSToken, s.NATSTokenFile)
		if err != nil {
			return nil, err
		}
		opts = append(opts, nats.Token(tok))
	}
	if s.NATSTLS || s.NATSCAFile != "" || s.NATSCertFile != "" || strings.HasPrefix(cfg.NATSURL, "tls://") {
		tc, err := secure.ClientTLS(s.NATSCAFile, s.NATSCertFile, s.NATSKeyFile, s.NATSServerName)
		if err != nil {
			return nil, fmt.Errorf("nats tls: %w", err)
		}
		opts = append(opts, nats.Secure(tc))
	}
	return opts, nil
}

// connectNATS connects to cfg.NATSURL with the configured authentication
// and TLS; a refusal says which flags give credentials.
func connectNATS(cfg config.Config, binary string) (*nats.Conn, error) {
	opts, err := natsOptions(cfg)
	if err != nil {
		return nil, err
	}
	opts = append(opts, nats.Name("engram-"+binary), nats.MaxReconnects(-1),
		nats.RetryOnFailedConnect(false), nats.Timeout(5*time.Second))
	nc, err := nats.Connect(cfg.NATSURL, opts...)
	if err != nil {
		if errors.Is(err, nats.ErrAuthorization) || strings.Contains(strings.ToLower(err.Error()), "authorization") {
			return nil, fmt.Errorf("connect to NATS at %s: the server refused the credentials (%w); give them with --nats-creds, --nats-nkey-file, --nats-user and --nats-password-file, or --nats-token-file", redactURL(cfg.NATSURL), err)
		}
		return nil, fmt.Errorf("connect to NATS at %s: %w", redactURL(cfg.NATSURL), err)
	}
	return nc, nil
}

// listenToken returns the token clients of the embedded --nats-listen
// must present: the content of --nats-listen-token-file, or of
// <data-dir>/nats-token, generated on first use with mode 0600. It also
// returns the file's path.
func listenToken(cfg config.Config) (token, path string, err error) {
	path = cfg.Security.NATSListenTokenFile
	if path != "" {
		tok, err := secure.Secret("--nats-listen-token-file", "", path)
		return tok, path, err
	}
	path = filepath.Join(cfg.DataDir, "nats-token")
	if b, err := os.ReadFile(path); err == nil && strings.TrimSpace(string(b)) != "" {
		return strings.TrimSpace(string(b)), path, nil
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return "", "", fmt.Errorf("create data dir %s: %w", cfg.DataDir, err)
	}
	var raw [32]byte
	if _, err := rand.Read(raw[:]); err != nil {
		return "", "", err
	}
	tok := hex.EncodeToString(raw[:])
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return "", "", fmt.Errorf("create nats token file %s: %w", path, err)
	}
	defer f.Close()
	if _, err := f.WriteString(tok + "\n"); err != nil {
		return "", "", fmt.Errorf("write nats token file %s: %w", path, err)
	}
	return tok, path, nil
}

// listenTLS is the embedded listener's TLS configuration, nil without
// --nats-listen-cert.
func listenTLS(cfg config.Config) (*tls.Config, error) {
	s := cfg.Security
	if s.NATSListenCertFile == "" {
		return nil, nil
	}
	tc, err := secure.ServerTLS(s.NATSListenCertFile, s.NATSListenKeyFile, s.NATSListenClientCA)
	if err != nil {
		return nil, fmt.Errorf("--nats-listen tls: %w", err)
	}
	return tc, nil
}

// redisOptions parses --redis-url and applies the ACL user, the password
// file and TLS (a rediss:// URL, or a CA or client certificate).
func redisOptions(cfg config.Config) (*redis.Options, error) {
	s := cfg.Security
	opt, err := redis.ParseURL(cfg.RedisURL)
	if err != nil {
		return nil, fmt.Errorf("--redis-url: %w", errors.New(strings.ReplaceAll(err.Error(), cfg.RedisURL, redactURL(cfg.RedisURL))))
	}
	if s.RedisUser != "" {
		opt.Username = s.RedisUser
	}
	if s.RedisPasswordFile != "" {
		pw, err := secure.Secret("--redis-password-file", "", s.RedisPasswordFile)
		if err != nil {
			return nil, err
		}
		opt.Password = pw
	}
	if opt.TLSConfig != nil || s.RedisCAFile != "" || s.RedisCertFile != "" {
		name := s.RedisServerName
		if name == "" && opt.TLSConfig != nil {
			name = opt.TLSConfig.ServerName
		}
		tc, err := secure.ClientTLS(s.RedisCAFile, s.RedisCertFile, s.RedisKeyFile, name)
		if err != nil {
			return nil, fmt.Errorf("redis tls: %w", err)
		}
		if tc.ServerName == "" {
			if h, _, ok := strings.Cut(opt.Addr, ":"); ok {
				tc.ServerName = h
			}
		}
		opt.TLSConfig = tc
	}
	return opt, nil
}

// qdrantTLS is the TLS configuration for Qdrant, nil for plain gRPC.
func qdrantTLS(cfg config.Config) (*tls.Config, error) {
	s := cfg.Security
	if !s.QdrantTLS && s.QdrantCAFile == "" {
		return nil, nil
	}
	tc, err := secure.ClientTLS(s.QdrantCAFile, "", "", "")
	if err != nil {
		return nil, fmt.Errorf("qdrant tls: %w", err)
	}
	return tc, nil
}

// qdrantAPIKey is --qdrant-api-key or the content of --qdrant-api-key-file.
func qdrantAPIKey(cfg config.Config) (string, error) {
	return secure.Secret("--qdrant-api-key", cfg.QdrantAPIKey, cfg.Security.QdrantAPIKeyFile)
}

// OpenNetworkNotice starts every start-up line of a server that listens on
// a non-loopback address without API keys (--insecure-allow-open-network).
const OpenNetworkNotice = "OPEN NETWORK, NO API KEYS: anyone who reaches this server can read and erase every tenant's memories"

// CheckExposure refuses, unless --insecure-allow-open-network is set, a
// non-loopback HTTP API or --nats-listen address when no API keys are
// configured. It reports whether the server is open (non-loopback without
// keys, allowed by the flag).
func CheckExposure(cfg config.Config, keys *auth.Keyring) (open bool, err error) {
	if !keys.Dev() {
		return false, nil
	}
	var exposed []string
	if cfg.HTTPAddr != "" && !config.IsLoopback(cfg.HTTPAddr) {
		exposed = append(exposed, "--http-addr "+cfg.HTTPAddr)
	}
	if cfg.NATSListen != "" && !config.IsLoopback(cfg.NATSListen) {
		exposed = append(exposed, "--nats-listen "+cfg.NATSListen)
	}
	if len(exposed) == 0 {
		return false, nil
	}
	if cfg.Security.InsecureAllowOpenNetwork {
		return true, nil
	}
	return false, fmt.Errorf("refusing to listen on %s without API keys: anyone who could reach it could read and erase every tenant's memories. "+
		"Add keys (engram keys new --tenant NAME prints a key and its line for --api-keys-file / ENGRAM_API_KEYS_FILE), "+
		"or bind 127.0.0.1, or, to run open on purpose, pass --%s",
		strings.Join(exposed, " and "), config.InsecureFlag)
}

// redactURL drops the user info (credentials) of a URL for logging.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.User == nil {
		return s
	}
	u.User = url.User("redacted")
	return u.String()
}
