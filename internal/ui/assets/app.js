// engram inspector. Every value from the server is set with textContent,
// never as HTML: memory content is hostile input.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const state = { key: sessionStorage.getItem("engram.key") || "", tenant: sessionStorage.getItem("engram.tenant") || "",
    user: "", memory: null, usersCursor: "", memCursor: "", users: [] };

  function el(tag, text, cls) {
    const e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (cls) e.className = cls;
    return e;
  }
  function status(msg, isErr) { const s = $("status"); s.textContent = msg || ""; s.style.color = isErr ? "#b42318" : ""; }

  async function api(method, path, opts = {}) {
    // Development mode names the tenant: in the body of a recall, in the
    // query string of every other route.
    const q = new URLSearchParams(opts.query || {});
    if (state.tenant && opts.tenantIn !== "body") q.set("tenant_id", state.tenant);
    const headers = {};
    if (state.key) headers["Authorization"] = "Bearer " + state.key;
    let body;
    if (opts.body !== undefined) {
      headers["Content-Type"] = "application/json";
      const b = Object.assign({}, opts.body);
      if (state.tenant && opts.tenantIn === "body") b.tenant_id = state.tenant;
      body = JSON.stringify(b);
    }
    const qs = q.toString();
    const resp = await fetch(path + (qs ? "?" + qs : ""), { method, headers, body, credentials: "same-origin" });
    const text = await resp.text();
    let data = null;
    try { data = text ? JSON.parse(text) : null; } catch (e) { data = text; }
    if (!resp.ok) {
      const msg = data && data.error ? data.error : resp.status + " " + resp.statusText;
      throw new Error(msg);
    }
    return data;
  }

  // An in-page dialog (no window.confirm): message, optional text input.
  function ask(message, withInput, initial) {
    return new Promise((resolve) => {
      const d = el("div", null, "dialog"); d.id = "dialog";
      d.appendChild(el("p", message));
      let input = null;
      if (withInput) { input = el("textarea"); input.id = "dialog-input"; input.value = initial || ""; d.appendChild(input); }
      const ok = el("button", "OK"); ok.id = "dialog-ok";
      const cancel = el("button", "Cancel"); cancel.id = "dialog-cancel";
      ok.onclick = () => { d.remove(); resolve(withInput ? input.value : true); };
      cancel.onclick = () => { d.remove(); resolve(null); };
      d.append(ok, cancel);
      document.body.appendChild(d);
    });
  }
  function showReceipt(r) { const p = $("receipt"); p.hidden = false; p.textContent = "receipt:\n" + JSON.stringify(r, null, 2); }

  // ---- views
  function show(view) {
    for (const b of document.querySelectorAll(".tab")) b.classList.toggle("active", b.dataset.view === view);
    for (const v of ["users", "recall", "pipeline"]) $("view-" + v).hidden = v !== view;
    if (view === "pipeline") loadPipeline();
  }

  async function connect() {
    state.key = $("key").value.trim(); state.tenant = $("tenant").value.trim();
    sessionStorage.setItem("engram.key", state.key); sessionStorage.setItem("engram.tenant", state.tenant);
    $("mode").textContent = state.key ? "" :
      "Development mode: no API key. The server answers without keys only on loopback unless it was explicitly opened; name the tenant above.";
    state.users = []; state.usersCursor = "";
    $("users").replaceChildren();
    try { await loadUsers(); status(""); } catch (e) { status(e.message, true); }
  }

  async function loadUsers() {
    const q = { limit: "100" };
    if (state.usersCursor) q.cursor = state.usersCursor;
    const page = await api("GET", "/v1/users", { query: q });
    state.users = state.users.concat(page.users.map((u) => u.user_id));
    state.usersCursor = page.next_cursor || "";
    $("users-more").hidden = !state.usersCursor;
    renderUsers();
  }
  function renderUsers() {
    const f = $("user-search").value.toLowerCase();
    const ul = $("users"); ul.replaceChildren();
    for (const u of state.users) {
      if (f && !u.toLowerCase().includes(f)) continue;
      const li = el("li", u); li.dataset.user = u;
      if (u === state.user) li.classList.add("sel");
      li.onclick = () => act(() => selectUser(u));
      ul.appendChild(li);
    }
  }

  async function selectUser(u) {
    state.user = u; renderUsers();
    $("user-pane").hidden = false; $("memory-pane").hidden = true;
    $("user-id").textContent = u; $("r-user").value = u;
    await Promise.all([loadProfile(), loadMemories(true)]);
  }

  async function loadProfile() {
    const tb = $("profile").querySelector("tbody"); tb.replaceChildren();
    const r = await api("POST", "/v1/recall", { tenantIn: "body", body: { user_id: state.user, query: "", k: 1 } });
    for (const k of Object.keys(r.profile || {}).sort()) {
      const p = r.profile[k];
      const tr = el("tr"); tr.className = "profile-row";
      tr.append(el("td", k), el("td", p.value));
      const hist = el("td"); tr.appendChild(hist); tb.appendChild(tr);
      try {
        const d = await api("GET", "/v1/memories/" + encodeURIComponent(p.memory_id), { query: { user_id: state.user } });
        const ol = el("ol", null, "versions");
        for (const v of d.versions || []) {
          ol.appendChild(el("li", (v.value || "") + " — " + v.status + ", " + (v.created_at || "").slice(0, 10)));
        }
        hist.appendChild(ol);
        const turns = (d.memory.source_turn_ids || []).join(", ");
        if (turns) hist.appendChild(el("small", "turns: " + turns));
      } catch (e) { hist.textContent = e.message; }
    }
  }

  async function loadMemories(reset) {
    if (reset) { state.memCursor = ""; $("memories").querySelector("tbody").replaceChildren(); state.mems = []; }
    const q = { user_id: state.user, limit: "50" };
    if ($("f-type").value) q.type = $("f-type").value;
    if ($("f-status").value) q.status = $("f-status").value;
    if ($("f-scope").value) q.scope = $("f-scope").value;
    if (state.memCursor) q.cursor = state.memCursor;
    const page = await api("GET", "/v1/memories", { query: q });
    state.memCursor = page.next_cursor || "";
    $("mem-more").hidden = !state.memCursor;
    const tb = $("memories").querySelector("tbody");
    for (const m of page.memories) {
      state.mems.push(m);
      const tr = el("tr"); tr.className = "click mem-row"; tr.dataset.id = m.id;
      tr.append(el("td", m.type), el("td", m.content, "mem-content"), el("td", (m.importance || 0).toFixed(2)),
        el("td", (m.confidence || 0).toFixed(2)), el("td", m.status + (m.pinned ? " (pinned)" : "")),
        el("td", m.expires_at ? m.expires_at.slice(0, 10) : ""), el("td", m.scope || ""),
        el("td", (m.source_turn_ids || []).join(", ")), el("td", (m.extractor_id || "") + " / " + (m.embedder_id || "")));
      tr.onclick = () => openMemory(m.id);
      tb.appendChild(tr);
    }
    chartMemories();
  }

  let memPlot = null;
  function chartMemories() {
    const box = $("mem-chart"); box.replaceChildren(); if (memPlot) { memPlot.destroy(); memPlot = null; }
    if (!window.uPlot || !state.mems.length) return;
    const types = [...new Set(state.mems.map((m) => m.type))].sort();
    const days = [...new Set(state.mems.map((m) => Math.floor(Date.parse(m.created_at) / 86400000)))].sort((a, b) => a - b);
    const xs = days.map((d) => d * 86400);
    const series = types.map((t) => days.map((d) => state.mems.filter((m) => m.type === t && Math.floor(Date.parse(m.created_at) / 86400000) <= d).length));
    const colors = ["#3b6fd8", "#d8893b", "#2f9e61", "#6b3bd8", "#b42318", "#8a8f99", "#0f8b8d", "#c2185b"];
    memPlot = new uPlot({ width: Math.max(300, box.clientWidth || 600), height: 160,
      series: [{}].concat(types.map((t, i) => ({ label: t, stroke: colors[i % colors.length], width: 2 }))) },
      [xs].concat(series), box);
  }

  async function openMemory(id) {
    const d = await api("GET", "/v1/memories/" + encodeURIComponent(id), { query: { user_id: state.user } });
    state.memory = d.memory;
    $("memory-pane").hidden = false; $("receipt").hidden = true;
    $("m-content").textContent = d.memory.content;
    const dl = $("m-fields"); dl.replaceChildren();
    for (const k of ["id", "type", "key", "value", "status", "version", "scope", "importance", "confidence", "pinned", "expires_at", "created_at", "updated_at", "source_turn_ids", "extractor_id", "embedder_id", "supersedes"]) {
      const v = d.memory[k]; if (v === undefined || v === "" || v === null) continue;
      dl.append(el("dt", k), el("dd", Array.isArray(v) ? v.join(", ") : v));
    }
    $("m-pin").textContent = d.memory.pinned ? "Unpin" : "Pin";
    const vs = $("m-versions"); vs.replaceChildren();
    for (const v of d.versions || []) vs.appendChild(el("li", (v.value || v.id) + " — " + v.status + " v" + v.version + ", " + (v.created_at || "").slice(0, 19)));
    const au = $("m-audit"); au.replaceChildren();
    for (const a of d.history || []) au.appendChild(el("li", (a.at || "").slice(0, 19) + " " + a.action + " by " + a.actor + (a.turn_id ? " (turn " + a.turn_id + ")" : "") + (a.detail ? ": " + a.detail : "")));
  }

  async function act(fn) { try { await fn(); } catch (e) { status(e.message, true); } }

  // ---- recall workbench
  function bars(c) {
    const g = el("div", null, "bars");
    for (const [name, v] of [["similarity", c.similarity], ["lexical", c.lexical], ["dense", c.dense], ["importance", c.importance], ["recency", c.recency]]) {
      const x = Math.max(0, Math.min(1, v || 0));
      const b = el("div", null, "bar " + name); b.style.width = Math.round(x * 120) + "px"; b.title = name + " " + (v || 0).toFixed(3);
      const cell = el("div"); cell.appendChild(b);
      g.append(el("span", name), cell, el("span", (v || 0).toFixed(2)));
    }
    return g;
  }
  function scoredRows(tb, list, ranked) {
    tb.replaceChildren();
    list.forEach((m, i) => {
      const tr = el("tr"); tr.className = ranked ? "ranked-row" : "cut-row";
      if (ranked) tr.appendChild(el("td", i + 1));
      tr.append(el("td", m.type), el("td", m.content), el("td", m.score.toFixed(3)));
      const td = el("td"); td.appendChild(bars(m.components || {})); tr.appendChild(td);
      tb.appendChild(tr);
    });
  }
  async function runRecall(ev) {
    ev.preventDefault();
    const budget = parseInt($("r-budget").value, 10) || 1000;
    const r = await api("POST", "/v1/recall", { tenantIn: "body", body: { user_id: $("r-user").value, query: $("r-query").value,
      k: parseInt($("r-k").value, 10) || 5, token_budget: budget, explain: true } });
    scoredRows($("ranked").querySelector("tbody"), r.memories || [], true);
    scoredRows($("belowcut").querySelector("tbody"), r.below_cut || [], false);
    $("context").textContent = r.context;
    $("ctx-tokens").textContent = "(" + r.context_tokens + " of " + budget + " tokens)";
  }

  // ---- pipeline
  let pipePlot = null;
  async function loadPipeline() {
    await act(async () => {
      const p = await api("GET", "/v1/pipeline");
      const tb = $("stages").querySelector("tbody"); tb.replaceChildren();
      const last = p.samples.length ? p.samples[p.samples.length - 1] : null;
      for (const st of p.stages) {
        const s = last ? last.stages[st.name] || {} : {};
        const tr = el("tr"); tr.className = "stage-row"; tr.dataset.stage = st.name;
        tr.append(el("td", st.name + " (" + st.stream + ")"), el("td", s.missing ? "no consumer yet" : (s.pending || 0)),
          el("td", s.ack_pending || 0), el("td", (s.per_second || 0).toFixed(1)));
        tb.appendChild(tr);
      }
      const box = $("pipe-chart"); box.replaceChildren(); if (pipePlot) { pipePlot.destroy(); pipePlot = null; }
      if (window.uPlot && p.samples.length) {
        const xs = p.samples.map((s) => Date.parse(s.at) / 1000);
        const ser = [];
        for (const st of p.stages) {
          ser.push(p.samples.map((s) => (s.stages[st.name] || {}).pending || 0));
          ser.push(p.samples.map((s) => (s.stages[st.name] || {}).per_second || 0));
        }
        const colors = ["#3b6fd8", "#9db5ec", "#d8893b", "#ecc39d"];
        const series = [{}];
        p.stages.forEach((st, i) => { series.push({ label: st.name + " lag", stroke: colors[2 * i], width: 2 }); series.push({ label: st.name + " acked/s", stroke: colors[2 * i + 1], width: 1 }); });
        pipePlot = new uPlot({ width: Math.max(300, box.clientWidth || 700), height: 180, series }, [xs].concat(ser), box);
      }
      const dl = await api("GET", "/v1/dlq", { query: { limit: "50" } });
      const dt = $("dlq").querySelector("tbody"); dt.replaceChildren();
      for (const d of dl.dead_letters || []) {
        const tr = el("tr"); tr.className = "dlq-row";
        const btn = el("button", "Replay");
        btn.onclick = () => act(async () => { const r = await api("POST", "/v1/dlq/" + d.seq + "/replay"); status("replayed dead letter " + d.seq + ": " + JSON.stringify(r)); });
        const tdb = el("td"); tdb.appendChild(btn);
        tr.append(el("td", d.seq), el("td", d.stage), el("td", d.reason), el("td", d.deliveries), el("td", d.turn_id || ""), el("td", (d.dead_at || "").slice(0, 19)), tdb);
        dt.appendChild(tr);
      }
    });
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("key").value = state.key; $("tenant").value = state.tenant;
    for (const t of ["profile", "preference", "fact", "event", "rule", "todo", "conclusion", "episode"]) $("f-type").appendChild(el("option", t));
    $("auth").onsubmit = (ev) => { ev.preventDefault(); connect(); };
    for (const b of document.querySelectorAll(".tab")) b.onclick = () => show(b.dataset.view);
    $("user-search").oninput = renderUsers;
    $("users-more").onclick = () => act(loadUsers);
    $("mem-more").onclick = () => act(() => loadMemories(false));
    $("f-apply").onclick = () => act(() => loadMemories(true));
    $("recall-form").onsubmit = (ev) => act(() => runRecall(ev));
    $("m-pin").onclick = () => act(async () => {
      const m = state.memory; await api("POST", "/v1/memories/" + encodeURIComponent(m.id) + (m.pinned ? "/unpin" : "/pin"), { query: { user_id: state.user } });
      await openMemory(m.id); await loadMemories(true); status(m.pinned ? "unpinned" : "pinned");
    });
    $("m-correct").onclick = () => act(async () => {
      const m = state.memory; const text = await ask("Correct this memory (a new version supersedes it):", true, m.key ? m.value : m.content);
      if (text === null) return;
      const r = await api("PATCH", "/v1/memories/" + encodeURIComponent(m.id), { query: { user_id: state.user }, body: m.key ? { value: text } : { content: text } });
      showReceipt(r); await loadMemories(true); await loadProfile(); status("corrected");
    });
    $("m-delete").onclick = () => act(async () => {
      const m = state.memory; if (!(await ask("Delete this memory? This cannot be undone.", false))) return;
      const r = await api("DELETE", "/v1/memories/" + encodeURIComponent(m.id), { query: { user_id: state.user } });
      showReceipt(r); await loadMemories(true); status("deleted");
    });
    $("forget-me").onclick = () => act(async () => {
      if (!(await ask("Erase user " + state.user + " from every store and stream?", false))) return;
      const r = await api("DELETE", "/v1/users/" + encodeURIComponent(state.user));
      $("memory-pane").hidden = false; showReceipt(r); status("user erased");
    });
    if (state.key || state.tenant) connect();
    else $("mode").textContent = "Type an API key, or in development mode the tenant, and connect.";
  });
})();
