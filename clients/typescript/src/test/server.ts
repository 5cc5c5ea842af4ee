// Starts a live `engram serve` for the tests: the binary from ENGRAM_BIN or
// built with `go build`, free loopback ports, a temporary data directory and
// a keys file with a tenant key and a user-bound key.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
export const TENANT_KEY = "ts-client-tenant-key-00000000001";
export const USER_KEY = "ts-client-alice-key-000000000001";
export const OTHER_KEY = "ts-client-other-tenant-key-00001";
export const SECRET = "ts-client-user-key-secret";

export interface Live { url: string; nats: string; natsToken: string; stop(): Promise<void> }

export async function startServer(): Promise<Live> {
  const tmp = mkdtempSync(join(tmpdir(), "engram-ts-"));
  let bin = process.env.ENGRAM_BIN;
  if (!bin) {
    bin = join(tmp, "engram");
    execFileSync("go", ["build", "-o", bin, "./cmd/engram"], { cwd: REPO, stdio: "inherit" });
  }
  const keys = join(tmp, "keys");
  writeFileSync(keys, `${TENANT_KEY} acme ts tests\n${USER_KEY} acme alice's app user=alice@example.com\n${OTHER_KEY} bolt other\n`);
  const proc: ChildProcess = spawn(bin, ["serve", "--data-dir", join(tmp, "data"), "--http-addr", "127.0.0.1:0",
    "--nats-listen", "127.0.0.1:0", "--api-keys-file", keys, "--user-key-secret", SECRET, "--log-level", "warn"],
  { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  const ready = new Promise<void>((res, rej) => {
    const t = setTimeout(() => rej(new Error("engram serve did not start:\n" + out)), 60_000);
    const on = (b: Buffer) => { out += b.toString(); if (out.includes("mcp:")) { clearTimeout(t); res(); } };
    proc.stdout!.on("data", on);
    proc.stderr!.on("data", on);
    proc.on("exit", (c) => { clearTimeout(t); rej(new Error(`engram serve exited ${c}:\n${out}`)); });
  });
  await ready;
  const url = /listening on (http:\/\/\S+)/.exec(out)![1];
  // The embedded --nats-listen requires the token it wrote to a file.
  const m = /embedded JetStream \((nats:\/\/[^,\s)]+)(?:, token in ([^,\s)]+))?/.exec(out)!;
  const nats = m[1];
  const natsToken = m[2] ? readFileSync(m[2], "utf8").trim() : "";
  return {
    url, nats, natsToken,
    async stop() {
      if (proc.exitCode === null) {
        const done = new Promise((r) => proc.once("exit", r));
        proc.kill("SIGTERM");
        await done;
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false | null>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error("timed out waiting for " + what);
    await new Promise((r) => setTimeout(r, 50));
  }
}
