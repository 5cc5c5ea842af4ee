// The official TypeScript MCP SDK against engram's /mcp with a key bound to
// a user: every tool is called without user_id (none is offered).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Client as MCPClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { startServer, waitFor, USER_KEY, type Live } from "./server.js";

let live: Live;
before(async () => { live = await startServer(); });
after(async () => { await live.stop(); });

test("MCP tools with a user-bound key need no user_id", async () => {
  const mcp = new MCPClient({ name: "engram-ts-test", version: "1.0.0" });
  await mcp.connect(new StreamableHTTPClientTransport(new URL(live.url + "/mcp"), {
    requestInit: { headers: { Authorization: "Bearer " + USER_KEY } },
  }));
  try {
    const { tools } = await mcp.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ["forget", "list_memories", "recall", "remember"]);
    for (const t of tools) {
      const props = Object.keys((t.inputSchema as any).properties ?? {});
      assert.ok(!props.includes("user_id") && !props.includes("tenant_id"), `${t.name}: ${props}`);
      assert.ok(t.outputSchema, `${t.name} has an output schema`);
      assert.ok(t.annotations?.title, `${t.name} has annotations`);
    }
    const text = (r: any) => (r.content as any[]).map((c) => c.text ?? "").join("\n");
    const rem = await mcp.callTool({ name: "remember", arguments: { content: "Is allergic to shellfish", type: "rule" } });
    assert.ok(!rem.isError, text(rem));
    assert.ok((rem.structuredContent as any).memory_id);
    await waitFor("recall through MCP", async () => {
      const r = await mcp.callTool({ name: "recall", arguments: { query: "allergies" } });
      assert.ok(!r.isError, text(r));
      return /shellfish/.test(text(r));
    });
    const list = await mcp.callTool({ name: "list_memories", arguments: {} });
    assert.ok(!list.isError && (list.structuredContent as any).memories.every((m: any) => m.user_id === "alice@example.com"));
    const f = await mcp.callTool({ name: "forget", arguments: { query: "shellfish" } });
    assert.ok(!f.isError && (f.structuredContent as any).memory_ids.length >= 1, text(f));
  } finally {
    await mcp.close();
  }
});
