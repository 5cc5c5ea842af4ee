"""Start a live `engram serve` for the client tests: the binary from
ENGRAM_BIN or built with `go build`, free loopback ports, a temporary data
directory, a keys file with a tenant key and a user-bound key."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from typing import Dict, List, Optional

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))

TENANT_KEY = "py-client-tenant-key-0000000001"
USER_KEY = "py-client-alice-key-00000000001"
OTHER_KEY = "py-client-other-tenant-key-0001"
SECRET = "py-client-user-key-secret"


def engram_binary(tmp: str) -> str:
    b = os.environ.get("ENGRAM_BIN")
    if b:
        return b
    out = os.path.join(tmp, "engram")
    subprocess.run(["go", "build", "-o", out, "./cmd/engram"], cwd=REPO, check=True)
    return out


class LiveServer:
    """engram serve in a child process; stop() ends it."""

    def __init__(self, env: Optional[Dict[str, str]] = None) -> None:
        self.tmp = tempfile.mkdtemp(prefix="engram-py-")
        keys = os.path.join(self.tmp, "keys")
        with open(keys, "w") as f:
            f.write("%s acme python tests\n%s acme alice's app user=alice@example.com\n%s bolt other tenant\n"
                    % (TENANT_KEY, USER_KEY, OTHER_KEY))
        args = [engram_binary(self.tmp), "serve", "--data-dir", os.path.join(self.tmp, "data"),
                "--http-addr", "127.0.0.1:0", "--nats-listen", "127.0.0.1:0", "--api-keys-file", keys,
                "--user-key-secret", SECRET, "--log-level", "warn"]
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                     env=dict(os.environ, **(env or {})))
        self.lines: List[str] = []
        ready = threading.Event()

        def read() -> None:
            assert self.proc.stdout is not None
            for line in self.proc.stdout:
                self.lines.append(line)
                if "mcp:" in line:
                    ready.set()
            ready.set()

        threading.Thread(target=read, daemon=True).start()
        if not ready.wait(60) or self.proc.poll() is not None:
            self.stop()
            raise RuntimeError("engram serve did not start:\n" + "".join(self.lines))
        out = "".join(self.lines)
        try:
            self.url = re.search(r"listening on (http://\S+)", out).group(1)
            m = re.search(r"embedded JetStream \((nats://[^,\s)]+)(?:, token in ([^,\s)]+))?", out)
            self.nats = m.group(1)
            # The embedded --nats-listen requires the token it wrote to a file.
            self.nats_token = open(m.group(2)).read().strip() if m.group(2) else ""
        except Exception:
            self.stop()  # never leave the server running
            raise RuntimeError("engram serve printed no address:\n" + out)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        shutil.rmtree(self.tmp, ignore_errors=True)


def wait_for(pred, timeout: float = 15.0, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while True:
        v = pred()
        if v:
            return v
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting for " + what)
        time.sleep(0.05)
