/**
 * TypeScript client of engram's HTTP API (api/openapi.yaml; the types come
 * from src/openapi.d.ts, generated from it). ESM, fetch-based, no runtime
 * dependency. Every call is retried with exponential backoff on network
 * errors, 429 (honouring Retry-After) and 5xx other than 501; errors are
 * EngramError subclasses by status. Lists are async iterators over pages.
 */
import type { components } from "./openapi.js";

export type Schemas = components["schemas"];
export type Turn = Schemas["Turn"];
export type Memory = Schemas["Memory"];
export type MemoryPage = Schemas["MemoryPage"];
export type MemoryDetail = Schemas["MemoryDetail"];
export type RecallRequest = Schemas["RecallRequest"];
export type RecallResponse = Schemas["RecallResponse"];
export type WriteRequest = Schemas["WriteRequest"];
export type WriteResult = Schemas["WriteResult"];
export type CorrectRequest = Schemas["CorrectRequest"];
export type Receipt = Schemas["Receipt"];
export type ExportLine = Schemas["ExportLine"];
export type DeadLetter = Schemas["DeadLetter"];
export type Replayed = Schemas["Replayed"];
export type FactType = Schemas["FactType"];

/** An error answer of the server. */
export class EngramError extends Error {
  constructor(readonly status: number, readonly serverMessage: string, readonly retryAfter?: number) {
    super(`engram: ${status}: ${serverMessage}`);
    this.name = new.target.name;
  }
  /** Whether retrying may succeed (429 and 5xx other than 501). */
  get temporary(): boolean {
    return this.status === 429 || (this.status >= 500 && this.status !== 501);
  }
}
/** 400: malformed request. */
export class BadRequestError extends EngramError {}
/** 401: no or unknown API key. */
export class UnauthorizedError extends EngramError {}
/** 403: another tenant or user than the key's. */
export class ForbiddenError extends EngramError {}
/** 404: not found for this tenant and user. */
export class NotFoundError extends EngramError {}
/** 409: conflicts with the current state. */
export class ConflictError extends EngramError {}
/** 422: the guard or the tenant's PII policy refused the memory. */
export class RefusedError extends EngramError {}
/** 429: over the tenant's rate limit; see retryAfter (seconds). */
export class RateLimitedError extends EngramError {}
/** 501: not configured on this server. */
export class NotImplementedError extends EngramError {}
/** 503 and other 5xx: a backend is unreachable; retry. */
export class UnavailableError extends EngramError {}

const errorClasses: Record<number, typeof EngramError> = {
  400: BadRequestError, 401: UnauthorizedError, 403: ForbiddenError, 404: NotFoundError,
  409: ConflictError, 422: RefusedError, 429: RateLimitedError, 501: NotImplementedError,
};

function errorFor(status: number, message: string, retryAfter?: number): EngramError {
  const C = errorClasses[status] ?? (status >= 500 ? UnavailableError : EngramError);
  return new C(status, message, retryAfter);
}

export interface ClientOptions {
  /** API key, sent as a bearer token; none for a server in development mode. */
  apiKey?: string;
  /** Tenant for a server in development mode (with a key, the key's). */
  tenant?: string;
  /** Per-attempt timeout in ms (default 10,000). */
  timeoutMs?: number;
  /** Retries of a failed call (default 4) and bound of all attempts in ms (default 30,000). */
  maxRetries?: number;
  maxElapsedMs?: number;
  initialBackoffMs?: number;
  /** fetch implementation (default globalThis.fetch). */
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | undefined | null>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Client {
  readonly baseUrl: string;
  private readonly o: Required<Omit<ClientOptions, "apiKey" | "tenant">> & Pick<ClientOptions, "apiKey" | "tenant">;

  constructor(baseUrl: string, options: ClientOptions = {}) {
    const u = new URL(baseUrl);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error(`base url ${baseUrl} must be http(s)://host[:port]`);
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.o = {
      timeoutMs: 10_000, maxRetries: 4, maxElapsedMs: 30_000, initialBackoffMs: 100,
      fetch: globalThis.fetch.bind(globalThis), ...options,
    };
  }

  /** Sends one request with retries; raw returns the body text. */
  async request<T>(method: string, path: string, query?: Query, body?: unknown, raw = false): Promise<T> {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
    if (this.o.tenant && body === undefined && !q.has("tenant_id")) q.set("tenant_id", this.o.tenant);
    if (this.o.tenant && body && typeof body === "object" && !(body as any).tenant_id) body = { ...(body as object), tenant_id: this.o.tenant };
    const url = this.baseUrl + path + (q.size ? "?" + q.toString() : "");
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (this.o.apiKey) headers.Authorization = "Bearer " + this.o.apiKey;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const start = Date.now();
    let delay = this.o.initialBackoffMs;
    for (let attempt = 0; ; attempt++) {
      let err: unknown;
      let wait = delay * (0.5 + Math.random() / 2);
      try {
        const resp = await this.o.fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(this.o.timeoutMs) });
        const text = await resp.text();
        if (resp.ok) return (raw ? text : text ? JSON.parse(text) : undefined) as T;
        let msg = text.trim();
        try { msg = JSON.parse(text).error ?? msg; } catch { /* not JSON */ }
        const ra = Number(resp.headers.get("Retry-After"));
        const e = errorFor(resp.status, msg, ra > 0 ? ra : undefined);
        if (!e.temporary) throw e;
        if (e.retryAfter) wait = Math.max(wait, Math.min(e.retryAfter * 1000, 30_000));
        err = e;
      } catch (e) {
        if (e instanceof EngramError && !e.temporary) throw e;
        err = e;
      }
      if (attempt >= this.o.maxRetries || Date.now() - start + wait > this.o.maxElapsedMs) throw err;
      await sleep(wait);
      delay = Math.min(delay * 2, 5_000);
    }
  }

  private static p(s: string): string { return encodeURIComponent(s); }

  /** Publishes a turn (a string is one user message); the turn id, made before the first attempt, makes retries safe. */
  publishTurn(turn: Omit<Turn, "turn_id" | "messages"> & { turn_id?: string; messages: Turn["messages"] | string }): Promise<{ turn_id: string; duplicate: boolean; seq: number }> {
    const messages = typeof turn.messages === "string" ? [{ role: "user" as const, content: turn.messages }] : turn.messages;
    return this.request("POST", "/v1/turns", undefined, { ...turn, messages, turn_id: turn.turn_id ?? "ts-" + crypto.randomUUID() });
  }

  /** Recalls the user's profile and the memories most relevant to the query. */
  recall(r: RecallRequest): Promise<RecallResponse> {
    return this.request("POST", "/v1/recall", undefined, r);
  }

  /** One page of a user's memories. */
  listMemories(o: { user_id: string; scope?: string; type?: string; status?: string; key?: string; cursor?: string; limit?: number }): Promise<MemoryPage> {
    return this.request("GET", "/v1/memories", o);
  }

  /** Iterates over every memory matching o, page by page. */
  async *memories(o: Parameters<Client["listMemories"]>[0]): AsyncGenerator<Memory> {
    let cursor = o.cursor;
    for (;;) {
      const page = await this.listMemories({ ...o, cursor });
      yield* page.memories;
      if (!page.next_cursor) return;
      cursor = page.next_cursor;
    }
  }

  /** A memory with provenance, history and key versions (NotFoundError if not the user's). */
  getMemory(m: { user_id: string; id: string }): Promise<MemoryDetail> {
    return this.request("GET", "/v1/memories/" + Client.p(m.id), { user_id: m.user_id });
  }

  /** Writes one memory through the server's ingester; recallable on return. client_key makes it idempotent. */
  write(w: WriteRequest): Promise<WriteResult> {
    return this.request("POST", "/v1/memories", undefined, w);
  }

  /** Writes a corrected version that supersedes the memory (kept as history). */
  correct(m: { user_id: string; id: string }, c: CorrectRequest): Promise<WriteResult> {
    return this.request("PATCH", "/v1/memories/" + Client.p(m.id), { user_id: m.user_id, tenant_id: this.o.tenant }, c);
  }

  pin(m: { user_id: string; id: string }): Promise<Memory> {
    return this.request("POST", "/v1/memories/" + Client.p(m.id) + "/pin", { user_id: m.user_id });
  }

  unpin(m: { user_id: string; id: string }): Promise<Memory> {
    return this.request("POST", "/v1/memories/" + Client.p(m.id) + "/unpin", { user_id: m.user_id });
  }

  deleteMemory(m: { user_id: string; id: string }): Promise<Receipt> {
    return this.request("DELETE", "/v1/memories/" + Client.p(m.id), { user_id: m.user_id });
  }

  /** Erases the user's memories matching the query (a profile key or text). */
  forget(f: Schemas["ForgetRequest"]): Promise<Receipt> {
    return this.request("POST", "/v1/forget", undefined, f);
  }

  /** Erases everything of the user ("forget me"). */
  eraseUser(userId: string): Promise<Receipt> {
    return this.request("DELETE", "/v1/users/" + Client.p(userId));
  }

  /** Iterates over the user ids of the tenant that have memories, ascending. */
  async *users(): AsyncGenerator<string> {
    let cursor: string | undefined;
    for (;;) {
      const page = await this.request<Schemas["UserPage"]>("GET", "/v1/users", { cursor });
      for (const u of page.users) yield u.user_id;
      if (!page.next_cursor) return;
      cursor = page.next_cursor;
    }
  }

  /** The distinct scopes of the user's memories ("" for unscoped ones). */
  async scopes(userId: string): Promise<string[]> {
    return (await this.request<Schemas["UserScopes"]>("GET", "/v1/users/" + Client.p(userId) + "/scopes")).scopes;
  }

  /** Everything remembered about the user, one line per record. */
  async export(userId: string): Promise<ExportLine[]> {
    const text = await this.request<string>("GET", "/v1/users/" + Client.p(userId) + "/export", undefined, undefined, true);
    return text.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
  }

  /** Iterates over the tenant's dead letters, oldest first (without payloads). */
  async *deadLetters(): AsyncGenerator<DeadLetter> {
    let cursor: string | undefined;
    for (;;) {
      const page = await this.request<Schemas["DeadLetterPage"]>("GET", "/v1/dlq", { cursor });
      yield* page.dead_letters;
      if (!page.next_cursor) return;
      cursor = page.next_cursor;
    }
  }

  /** One dead letter with its payload (the raw event: what the user said). */
  deadLetter(seq: number): Promise<DeadLetter> {
    return this.request("GET", `/v1/dlq/${seq}`);
  }

  /** Publishes a dead letter again and deletes it (ConflictError for an erased user). */
  replayDeadLetter(seq: number): Promise<Replayed> {
    return this.request("POST", `/v1/dlq/${seq}/replay`);
  }

  /** Waits until a memory extracted from the turn is stored and returns those memories. */
  async waitRecallable(t: { user_id: string; turn_id: string }, timeoutMs = 10_000): Promise<Memory[]> {
    const deadline = Date.now() + timeoutMs;
    let delay = 20;
    for (;;) {
      const found: Memory[] = [];
      for await (const m of this.memories({ user_id: t.user_id, status: "all", limit: 500 })) {
        if (m.source_turn_ids?.includes(t.turn_id)) found.push(m);
      }
      if (found.length) return found;
      if (Date.now() + delay > deadline) throw new Error(`turn ${t.turn_id} not recallable after ${timeoutMs} ms`);
      await sleep(delay);
      delay = Math.min(delay * 2, 1000);
    }
  }
}

/**
 * The keyed hash that stands for a user in subjects: lowercase hex of the
 * first 12 bytes of HMAC-SHA256 keyed with the UTF-8 bytes of the server's
 * user-key secret exactly as configured (never hex-decoded), over the UTF-8
 * of tenant_id + NUL + user_id. Uses Web Crypto (Node 20+, browsers).
 */
export async function userKey(secret: string, tenantId: string, userId: string): Promise<string> {
  const enc = new TextEncoder();
  // Web Crypto refuses an empty HMAC key; HMAC pads a key with zeros to
  // the block size, so one zero byte is the same key.
  const raw = secret === "" ? new Uint8Array(1) : enc.encode(secret);
  const k = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", k, enc.encode(tenantId + "\u0000" + userId)));
  return Array.from(mac.subarray(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** engram.<kind>.<tenant_id>.<user key>: where a user's turns (or facts) are published. */
export async function subject(kind: "turns" | "facts", secret: string, tenantId: string, userId: string): Promise<string> {
  return `engram.${kind}.${tenantId}.${await userKey(secret, tenantId, userId)}`;
}
