package app

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/secure/securetest"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/redisstore"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/internal/testutil"
)

// freePort is a free loopback TCP port.
func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// tlsRedis starts Debian's redis-server on a free loopback port serving
// only TLS (certificates from ca, client certificates required) with an
// ACL user "engram" whose password it returns; the default user is
// disabled. It skips without redis-server unless ENGRAM_REQUIRE_SERVICES=1.
func tlsRedis(t *testing.T, ca *securetest.CA) (addr, password string) {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv(testutil.RequireServicesEnv) == "1" {
			t.Fatalf("redis-server not installed and %s=1", testutil.RequireServicesEnv)
		}
		t.Skip("redis-server not installed (apt-get install redis-server); set ENGRAM_REQUIRE_SERVICES=1 to make this a failure")
	}
	pair := ca.Server(t, "redis")
	password = "redis-pw-" + strings.Repeat("y", 20)
	port := freePort(t)
	dir := t.TempDir()
	cmd := exec.Command(bin, "--port", "0", "--tls-port", fmt.Sprint(port), "--bind", "127.0.0.1",
		"--tls-cert-file", pair.CertFile, "--tls-key-file", pair.KeyFile, "--tls-ca-cert-file", ca.CertFile,
		"--tls-auth-clients", "yes", "--save", "", "--appendonly", "no", "--dir", dir,
		"--user", "default", "off",
		"--user", "engram", "on", ">"+password, "~*", "&*", "+@all")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	addr = fmt.Sprintf("127.0.0.1:%d", port)
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			c.Close()
			return addr, password
		}
		if time.Now().After(deadline) {
			t.Fatalf("redis-server not listening on %s", addr)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestRedisOverTLSWithACL(t *testing.T) {
	ca := securetest.NewCA(t)
	addr, password := tlsRedis(t, ca)
	client := ca.Client(t, "engram")
	pwFile := filepath.Join(t.TempDir(), "redis-password")
	os.WriteFile(pwFile, []byte(password+"\n"), 0o600)
	var cfg config.Config
	cfg.RedisURL = "rediss://" + addr + "/0"
	cfg.Security.RedisCAFile = ca.CertFile
	cfg.Security.RedisCertFile, cfg.Security.RedisKeyFile = client.CertFile, client.KeyFile
	cfg.Security.RedisUser, cfg.Security.RedisPasswordFile = "engram", pwFile

	ctx := context.Background()
	ping := func(cfg config.Config) error {
		opt, err := redisOptions(cfg)
		if err != nil {
			return err
		}
		opt.MaxRetries = -1
		c := redis.NewClient(opt)
		defer c.Close()
		return c.Ping(ctx).Err()
	}
	if err := ping(cfg); err != nil {
		t.Fatalf("TLS and ACL: %v", err)
	}
	// Without the password, without TLS, or without the client certificate: refused.
	noPW := cfg
	noPW.Security.RedisPasswordFile = ""
	plain := cfg
	plain.RedisURL = "redis://" + addr + "/0"
	plain.Security.RedisCAFile, plain.Security.RedisCertFile, plain.Security.RedisKeyFile = "", "", ""
	noCert := cfg
	noCert.Security.RedisCertFile, noCert.Security.RedisKeyFile = "", ""
	for name, c := range map[string]config.Config{"no password": noPW, "plain": plain, "no client certificate": noCert} {
		if err := ping(c); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}

	storetest.TestStateStore(t, func(t *testing.T) store.StateStore {
		opt, err := redisOptions(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s, err := redisstore.New(redis.NewClient(opt), storetest.StateKeyer, redisstore.Options{Prefix: testutil.RedisPrefix(t)})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		return s
	})
}
