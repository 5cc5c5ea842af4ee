/**
 * A LangGraph.js BaseStore over engram: long-term memory for a graph's
 * nodes (config.store), across threads.
 *
 * Namespaces: [user_id] or [user_id, ...scope parts] (the scope is the
 * parts after the user joined with "/"); the tenant is the client's (the
 * API key's). put(namespace, key, value) writes one keyed memory (engram
 * memory key "lg:<key>", type fact) through the server's ingester: the
 * value is stored as JSON in the memory's value and its text in the
 * content as "<key>: <text of the value>" (which recall searches); a retried put is idempotent (its client
 * key derives from namespace, key and value) and a new value for the key
 * supersedes the old one, which stays as history. get returns the value as
 * put, except where PII masking changed it (an e-mail address or phone
 * number in a value comes back masked, as engram stores it). Keys are
 * compared after engram's key normalisation (case, spaces and punctuation
 * folded), so "Food" and "food" are one key. search with a query uses
 * engram's recall (hybrid dense and lexical ranking over "<key>: <text
 * of the value>"), without one it lists;
 * memories engram extracted from conversation turns are found too, as
 * items keyed by their memory id with value {content, type}.
 * listNamespaces lists the tenant's users and their scopes.
 */
import { BaseStore, type Item, type Operation, type OperationResults } from "@langchain/langgraph";

type SearchItem = Item & { score?: number };
import type { GetOperation, ListNamespacesOperation, PutOperation, SearchOperation } from "@langchain/langgraph";
import { Client, type Memory } from "./index.js";

const keyPrefix = "lg:";

function split(namespace: string[]): { user: string; scope: string } {
  if (!namespace.length || !namespace[0]) throw new Error("engram store: a namespace starts with the user id");
  return { user: namespace[0], scope: namespace.slice(1).join("/") };
}

function nsOf(m: { user_id?: string; scope?: string }): string[] {
  return [m.user_id ?? "", ...(m.scope ? m.scope.split("/") : [])];
}

function textOf(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return v.map(textOf).filter(Boolean).join(" ");
  if (typeof v === "object") return Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}: ${textOf(x)}`).join("; ");
  return "";
}

async function digest(s: string): Promise<string> {
  const h = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)));
  return Array.from(h.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

interface Envelope { key: string; value: Record<string, any> }

function toItem(m: Memory & { score?: number }): SearchItem {
  let key = m.id ?? "";
  let value: Record<string, any> = { content: m.content, type: m.type };
  if (m.key?.startsWith("lg_") || m.key?.startsWith(keyPrefix)) {
    try {
      const env = JSON.parse(m.value ?? "") as Envelope;
      key = env.key;
      value = env.value;
    } catch { /* masked or foreign: keep the memory's text */ }
  }
  const item: SearchItem = { namespace: nsOf(m), key, value, createdAt: new Date(m.created_at ?? 0), updatedAt: new Date(m.updated_at ?? 0) };
  if (m.score !== undefined) item.score = m.score;
  return item;
}

function matches(value: Record<string, any>, filter?: Record<string, any>): boolean {
  return !filter || Object.entries(filter).every(([k, v]) => JSON.stringify(value?.[k]) === JSON.stringify(v));
}

export class EngramStore extends BaseStore {
  constructor(readonly client: Client) {
    super();
  }

  async batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    const out: unknown[] = [];
    for (const op of operations) {
      if ("namespacePrefix" in op) out.push(await this.doSearch(op as SearchOperation));
      else if ("value" in op) out.push(await this.doPut(op as PutOperation));
      else if ("key" in op) out.push(await this.doGet(op as GetOperation));
      else out.push(await this.doListNamespaces(op as ListNamespacesOperation));
    }
    return out as OperationResults<Op>;
  }

  /** The active memory of (namespace, key), or null. */
  private async find(namespace: string[], key: string, status = "active"): Promise<Memory[]> {
    const { user, scope } = split(namespace);
    const out: Memory[] = [];
    for await (const m of this.client.memories({ user_id: user, scope, key: keyPrefix + key, status })) {
      if ((m.scope ?? "") !== scope) continue;
      const it = toItem(m);
      if (it.key === key || status !== "active") out.push(m);
    }
    return out;
  }

  private async doGet(op: GetOperation): Promise<Item | null> {
    const [m] = await this.find(op.namespace, op.key);
    if (!m) return null;
    const { score: _s, ...item } = toItem(m) as SearchItem;
    return item;
  }

  private async doPut(op: PutOperation): Promise<void> {
    const { user, scope } = split(op.namespace);
    if (op.value === null) {
      for (const m of await this.find(op.namespace, op.key, "all")) {
        if (toItem(m).key === op.key || m.status !== "active") await this.client.deleteMemory({ user_id: user, id: m.id! });
      }
      return;
    }
    const env: Envelope = { key: op.key, value: op.value };
    const text = `${op.key}: ${textOf(op.value)}`;
    await this.client.write({
      user_id: user, scope, type: "fact", key: keyPrefix + op.key, value: JSON.stringify(env),
      content: text.slice(0, 4000), client_key: "lg-" + (await digest(JSON.stringify([op.namespace, op.key, op.value]))),
    });
  }

  private async doSearch(op: SearchOperation): Promise<SearchItem[]> {
    const { user, scope } = split(op.namespacePrefix);
    const limit = op.limit ?? 10, offset = op.offset ?? 0;
    let items: SearchItem[];
    if (op.query) {
      const r = await this.client.recall({ user_id: user, query: op.query, scope: scope || undefined, k: Math.min(50, limit + offset) });
      items = r.memories.map((m) => toItem({ ...m, user_id: user } as Memory & { score?: number }));
    } else {
      items = [];
      for await (const m of this.client.memories({ user_id: user, scope: scope || undefined })) items.push(toItem(m));
    }
    const prefix = op.namespacePrefix;
    items = items.filter((it) => prefix.every((p, i) => it.namespace[i] === p) && matches(it.value, op.filter));
    return items.slice(offset, offset + limit);
  }

  private async doListNamespaces(op: ListNamespacesOperation): Promise<string[][]> {
    const prefix = op.matchConditions?.find((c) => c.matchType === "prefix")?.path ?? [];
    const users: string[] = [];
    if (prefix[0] && prefix[0] !== "*") users.push(prefix[0]);
    else for await (const u of this.client.users()) users.push(u);
    let all: string[][] = [];
    for (const u of users) for (const s of await this.client.scopes(u)) all.push(nsOf({ user_id: u, scope: s }));
    const ok = (path: string[], ns: string[], suffix: boolean) => {
      if (path.length > ns.length) return false;
      const part = suffix ? ns.slice(ns.length - path.length) : ns.slice(0, path.length);
      return path.every((p, i) => p === "*" || p === part[i]);
    };
    for (const c of op.matchConditions ?? []) all = all.filter((ns) => ok(c.path as string[], ns, c.matchType === "suffix"));
    if (op.maxDepth !== undefined) all = all.map((ns) => ns.slice(0, op.maxDepth));
    const seen = new Set<string>();
    all = all.filter((ns) => { const k = JSON.stringify(ns); if (seen.has(k)) return false; seen.add(k); return true; });
    all.sort((a, b) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
      return a.length - b.length;
    });
    return all.slice(op.offset, op.offset + op.limit);
  }
}
