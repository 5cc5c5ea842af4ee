package config

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"strings"
)

// Security holds the settings of authentication and TLS for every
// connection a binary makes (NATS, Redis, Qdrant) or serves (the HTTP API,
// the embedded NATS listener). Secrets are given as files (*File fields,
// flags --*-file, env *_FILE) so that they stay out of process listings;
// the NATS password and token may also be given as values.
type Security struct {
	// NATS client authentication: one of a credentials file (JWT and
	// NKey seed), an NKey seed file, user and password, or a token.
	NATSCredsFile    string
	NATSNKeyFile     string
	NATSUser         string
	NATSPassword     string
	NATSPasswordFile string
	NATSToken        string
	NATSTokenFile    string
	// NATS client TLS: CA to verify the server, client certificate and
	// key (mutual TLS), and the server name expected in its certificate.
	NATSCAFile     string
	NATSCertFile   string
	NATSKeyFile    string
	NATSServerName string
	NATSTLS        bool

	// NATSListenTokenFile holds the token that clients of --nats-listen
	// must present; empty means <data-dir>/nats-token, generated on first
	// use (mode 0600).
	NATSListenTokenFile string
	// NATSListenCertFile and NATSListenKeyFile make --nats-listen serve
	// TLS; NATSListenClientCA, if set, also requires client certificates
	// signed by it.
	NATSListenCertFile string
	NATSListenKeyFile  string
	NATSListenClientCA string

	// Redis: TLS (also implied by a rediss:// URL) with a CA and an
	// optional client certificate, and an ACL user and password.
	RedisCAFile       string
	RedisCertFile     string
	RedisKeyFile      string
	RedisServerName   string
	RedisUser         string
	RedisPasswordFile string

	// Qdrant: TLS (implied by a CA file) and the API key from a file.
	QdrantTLS        bool
	QdrantCAFile     string
	QdrantAPIKeyFile string

	// HTTPCertFile and HTTPKeyFile make the HTTP API serve HTTPS.
	HTTPCertFile string
	HTTPKeyFile  string
	// InsecureAllowOpenNetwork lets the HTTP API and --nats-listen bind a
	// non-loopback address without authentication.
	InsecureAllowOpenNetwork bool
}

// InsecureFlag is the flag that allows an open network listener.
const InsecureFlag = "insecure-allow-open-network"

func (c *Config) registerSecurity(fs *flag.FlagSet, has map[Group]bool) {
	s := &c.Security
	fs.StringVar(&s.NATSCredsFile, "nats-creds", env("NATS_CREDS", ""), "NATS credentials file (user JWT and NKey seed) (env NATS_CREDS)")
	fs.StringVar(&s.NATSNKeyFile, "nats-nkey-file", env("NATS_NKEY_FILE", ""), "NATS NKey seed file (env NATS_NKEY_FILE)")
	fs.StringVar(&s.NATSUser, "nats-user", env("NATS_USER", ""), "NATS user (env NATS_USER)")
	fs.StringVar(&s.NATSPassword, "nats-password", env("NATS_PASSWORD", ""), "NATS password (env NATS_PASSWORD); prefer --nats-password-file")
	fs.StringVar(&s.NATSPasswordFile, "nats-password-file", env("NATS_PASSWORD_FILE", ""), "file holding the NATS password (env NATS_PASSWORD_FILE)")
	fs.StringVar(&s.NATSToken, "nats-token", env("NATS_TOKEN", ""), "NATS token (env NATS_TOKEN); prefer --nats-token-file")
	fs.StringVar(&s.NATSTokenFile, "nats-token-file", env("NATS_TOKEN_FILE", ""), "file holding the NATS token, e.g. the embedded server's <data-dir>/nats-token (env NATS_TOKEN_FILE)")
	fs.StringVar(&s.NATSCAFile, "nats-ca", env("NATS_CA_FILE", ""), "CA certificates (PEM) to verify the NATS server; implies TLS (env NATS_CA_FILE)")
	fs.StringVar(&s.NATSCertFile, "nats-cert", env("NATS_CERT_FILE", ""), "client certificate (PEM) for NATS mutual TLS (env NATS_CERT_FILE)")
	fs.StringVar(&s.NATSKeyFile, "nats-key", env("NATS_KEY_FILE", ""), "client key (PEM) for NATS mutual TLS (env NATS_KEY_FILE)")
	fs.StringVar(&s.NATSServerName, "nats-server-name", env("NATS_SERVER_NAME", ""), "server name expected in the NATS server's certificate (env NATS_SERVER_NAME); default the URL's host")
	natsTLS, err := envBool("NATS_TLS", false)
	if err != nil {
		c.badEnv = append(c.badEnv, err)
	}
	fs.BoolVar(&s.NATSTLS, "nats-tls", natsTLS, "connect to NATS over TLS with the system's CAs (env NATS_TLS); implied by --nats-ca, --nats-cert or a tls:// URL")

	fs.StringVar(&s.RedisCAFile, "redis-ca", env("REDIS_CA_FILE", ""), "CA certificates (PEM) to verify Redis; implies TLS (env REDIS_CA_FILE); a rediss:// URL uses TLS with the system's CAs")
	fs.StringVar(&s.RedisCertFile, "redis-cert", env("REDIS_CERT_FILE", ""), "client certificate (PEM) for Redis mutual TLS (env REDIS_CERT_FILE)")
	fs.StringVar(&s.RedisKeyFile, "redis-key", env("REDIS_KEY_FILE", ""), "client key (PEM) for Redis mutual TLS (env REDIS_KEY_FILE)")
	fs.StringVar(&s.RedisServerName, "redis-server-name", env("REDIS_SERVER_NAME", ""), "server name expected in Redis' certificate (env REDIS_SERVER_NAME); default the URL's host")
	fs.StringVar(&s.RedisUser, "redis-user", env("REDIS_USER", ""), "Redis ACL user (env REDIS_USER); overrides the URL's")
	fs.StringVar(&s.RedisPasswordFile, "redis-password-file", env("REDIS_PASSWORD_FILE", ""), "file holding the Redis password (env REDIS_PASSWORD_FILE); overrides the URL's")

	qTLS, err := envBool("QDRANT_TLS", false)
	if err != nil {
		c.badEnv = append(c.badEnv, err)
	}
	fs.BoolVar(&s.QdrantTLS, "qdrant-tls", qTLS, "connect to Qdrant over TLS with the system's CAs (env QDRANT_TLS); implied by --qdrant-ca")
	fs.StringVar(&s.QdrantCAFile, "qdrant-ca", env("QDRANT_CA_FILE", ""), "CA certificates (PEM) to verify Qdrant; implies TLS (env QDRANT_CA_FILE)")
	fs.StringVar(&s.QdrantAPIKeyFile, "qdrant-api-key-file", env("QDRANT_API_KEY_FILE", ""), "file holding the Qdrant API key (env QDRANT_API_KEY_FILE)")

	if has[GroupServe] {
		fs.StringVar(&s.NATSListenTokenFile, "nats-listen-token-file", env("ENGRAM_NATS_LISTEN_TOKEN_FILE", ""), "serve: token file that --nats-listen clients must present (env ENGRAM_NATS_LISTEN_TOKEN_FILE); empty means <data-dir>/nats-token, generated on first use")
		fs.StringVar(&s.NATSListenCertFile, "nats-listen-cert", env("ENGRAM_NATS_LISTEN_CERT_FILE", ""), "serve: certificate (PEM) for TLS on --nats-listen (env ENGRAM_NATS_LISTEN_CERT_FILE)")
		fs.StringVar(&s.NATSListenKeyFile, "nats-listen-key", env("ENGRAM_NATS_LISTEN_KEY_FILE", ""), "serve: key (PEM) for TLS on --nats-listen (env ENGRAM_NATS_LISTEN_KEY_FILE)")
		fs.StringVar(&s.NATSListenClientCA, "nats-listen-client-ca", env("ENGRAM_NATS_LISTEN_CLIENT_CA", ""), "serve: require --nats-listen clients to present certificates signed by this CA (env ENGRAM_NATS_LISTEN_CLIENT_CA)")
	}
	if has[GroupHTTP] || has[GroupServe] {
		fs.StringVar(&s.HTTPCertFile, "tls-cert", env("ENGRAM_TLS_CERT_FILE", ""), "certificate (PEM) to serve the HTTP API over HTTPS (env ENGRAM_TLS_CERT_FILE)")
		fs.StringVar(&s.HTTPKeyFile, "tls-key", env("ENGRAM_TLS_KEY_FILE", ""), "key (PEM) to serve the HTTP API over HTTPS (env ENGRAM_TLS_KEY_FILE)")
		open, err := envBool("ENGRAM_INSECURE_ALLOW_OPEN_NETWORK", false)
		if err != nil {
			c.badEnv = append(c.badEnv, err)
		}
		fs.BoolVar(&s.InsecureAllowOpenNetwork, InsecureFlag, open, "allow the HTTP API (and serve's --nats-listen) on a non-loopback address without API keys: anyone who reaches it can read and erase every tenant's memories (env ENGRAM_INSECURE_ALLOW_OPEN_NETWORK)")
	}
}

// validateSecurity checks the combinations that cannot work.
func (c *Config) validateSecurity() []error {
	s := c.Security
	var errs []error
	n := 0
	for _, set := range []bool{s.NATSCredsFile != "", s.NATSNKeyFile != "", s.NATSUser != "", s.NATSToken != "" || s.NATSTokenFile != ""} {
		if set {
			n++
		}
	}
	if n > 1 {
		errs = append(errs, errors.New("NATS authentication: give one of --nats-creds, --nats-nkey-file, --nats-user or --nats-token(-file)"))
	}
	if (s.NATSPassword != "" || s.NATSPasswordFile != "") && s.NATSUser == "" {
		errs = append(errs, errors.New("--nats-password(-file) needs --nats-user"))
	}
	if s.NATSPassword != "" && s.NATSPasswordFile != "" {
		errs = append(errs, errors.New("give --nats-password or --nats-password-file, not both"))
	}
	if s.NATSToken != "" && s.NATSTokenFile != "" {
		errs = append(errs, errors.New("give --nats-token or --nats-token-file, not both"))
	}
	for _, p := range [][3]string{
		{"nats", s.NATSCertFile, s.NATSKeyFile},
		{"redis", s.RedisCertFile, s.RedisKeyFile},
		{"nats-listen", s.NATSListenCertFile, s.NATSListenKeyFile},
		{"tls", s.HTTPCertFile, s.HTTPKeyFile},
	} {
		if (p[1] == "") != (p[2] == "") {
			errs = append(errs, fmt.Errorf("--%s-cert and --%s-key go together", p[0], p[0]))
		}
	}
	if s.NATSListenClientCA != "" && s.NATSListenCertFile == "" {
		errs = append(errs, errors.New("--nats-listen-client-ca needs --nats-listen-cert and --nats-listen-key"))
	}
	return errs
}

// IsLoopback reports whether the host:port addr binds only the loopback
// interface: an IP literal in 127.0.0.0/8 or ::1, or "localhost". An empty
// host (":8080") or 0.0.0.0 binds every interface.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
