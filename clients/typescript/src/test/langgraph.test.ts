// The LangGraph.js store in a real LangGraph graph (StateGraph from
// @langchain/langgraph, MemorySaver checkpointer), and the LangChain.js
// retriever, against a live engram serve.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Annotation, END, MemorySaver, START, StateGraph, type LangGraphRunnableConfig } from "@langchain/langgraph";
import { Client } from "../index.js";
import { EngramStore } from "../langgraph.js";
import { EngramRetriever } from "../langchain.js";
import { startServer, TENANT_KEY, type Live } from "./server.js";

let live: Live;
before(async () => { live = await startServer(); });
after(async () => { await live.stop(); });

test("a fact stored in one thread is recalled in another thread of the same user, not for another user", async () => {
  const store = new EngramStore(new Client(live.url, { apiKey: TENANT_KEY }));
  const State = Annotation.Root({
    userId: Annotation<string>(),
    fact: Annotation<string | undefined>(),
    recalled: Annotation<string[]>(),
  });
  const graph = new StateGraph(State)
    .addNode("memory", async (s: typeof State.State, config: LangGraphRunnableConfig) => {
      const ns = [s.userId, "food"];
      if (s.fact) await config.store!.put(ns, "favourite", { text: s.fact });
      const hits = await config.store!.search(ns, { query: "what is my favourite food" });
      return { recalled: hits.map((h) => String(h.value.text ?? h.value.content)) };
    })
    .addEdge(START, "memory")
    .addEdge("memory", END)
    .compile({ checkpointer: new MemorySaver(), store });

  await graph.invoke({ userId: "lg-ann", fact: "Loves spicy ramen" }, { configurable: { thread_id: "thread-1" } });
  const same = await graph.invoke({ userId: "lg-ann" }, { configurable: { thread_id: "thread-2" } });
  assert.ok(same.recalled.some((t: string) => t.includes("spicy ramen")), JSON.stringify(same.recalled));
  const other = await graph.invoke({ userId: "lg-bob" }, { configurable: { thread_id: "thread-3" } });
  assert.ok(!other.recalled.some((t: string) => t.includes("ramen")), JSON.stringify(other.recalled));

  // get returns the value as put; a retried put does not duplicate; a new
  // value replaces the old one; delete removes it.
  const ns = ["lg-ann", "food"];
  assert.deepEqual((await store.get(ns, "favourite"))?.value, { text: "Loves spicy ramen" });
  await store.put(ns, "favourite", { text: "Loves spicy ramen" });
  await store.put(ns, "favourite", { text: "Now prefers udon", rating: 5 });
  const item = await store.get(ns, "favourite");
  assert.deepEqual(item?.value, { text: "Now prefers udon", rating: 5 });
  assert.deepEqual(item?.namespace, ns);
  assert.equal((await store.search(ns)).filter((i) => i.key === "favourite").length, 1);
  assert.equal((await store.search(ns, { filter: { rating: 5 } })).length, 1);
  assert.equal((await store.search(ns, { filter: { rating: 4 } })).length, 0);
  // PII masking: what engram stores (and so returns) is masked.
  await store.put(["lg-ann"], "contact", { email: "ann@example.com", note: "work address" });
  const contact = await store.get(["lg-ann"], "contact");
  assert.ok(contact && !JSON.stringify(contact.value).includes("ann@example.com"), JSON.stringify(contact?.value));
  assert.equal(contact.value.note, "work address");

  // listNamespaces lists users and scopes.
  const all = await store.listNamespaces();
  for (const want of [["lg-ann"], ["lg-ann", "food"]]) assert.ok(all.some((n) => JSON.stringify(n) === JSON.stringify(want)), JSON.stringify(all));
  assert.deepEqual(await store.listNamespaces({ prefix: ["lg-ann"] }), [["lg-ann"], ["lg-ann", "food"]]);
  assert.deepEqual(await store.listNamespaces({ prefix: ["lg-ann"], suffix: ["food"] }), [["lg-ann", "food"]]);
  assert.deepEqual(await store.listNamespaces({ prefix: ["lg-ann"], maxDepth: 1 }), [["lg-ann"]]);

  await store.delete(ns, "favourite");
  assert.equal(await store.get(ns, "favourite"), null);
});

test("the LangChain retriever returns recalled memories as documents", async () => {
  const c = new Client(live.url, { apiKey: TENANT_KEY });
  await c.write({ user_id: "lc-user", content: "Is training for the Berlin marathon" });
  const docs = await new EngramRetriever({ client: c, userId: "lc-user" }).invoke("which marathon is the user training for");
  assert.ok(docs.some((d) => d.pageContent.includes("Berlin marathon")));
  assert.ok(docs[0].metadata.id);
  const none = await new EngramRetriever({ client: c, userId: "lc-nobody" }).invoke("marathon");
  assert.equal(none.length, 0);
});
