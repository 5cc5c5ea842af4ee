// src/openapi.d.ts is generated from api/openapi.yaml: regenerating it must
// give the committed file, so the client's types cannot drift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

test("src/openapi.d.ts is up to date with api/openapi.yaml", () => {
  const out = join(mkdtempSync(join(tmpdir(), "engram-oa-")), "openapi.d.ts");
  execFileSync(join(here, "node_modules/.bin/openapi-typescript"), ["../../api/openapi.yaml", "-o", out], { cwd: here, stdio: "pipe" });
  assert.equal(readFileSync(join(here, "src/openapi.d.ts"), "utf8"), readFileSync(out, "utf8"), "run `npm run gen` in clients/typescript");
});
