#!/usr/bin/env python3
"""Assemble src/v*.txt (hand-written items) into recall.json and validate/count.
Only assembles, validates and counts; every memory and query text is hand-written in src/."""
import json, re, sys, collections, pathlib
HERE = pathlib.Path(__file__).parent
CJK = re.compile(r'[\u4e00-\u9fff]')
TYPES = {"preference", "fact", "profile", "rule", "event", "todo"}
def lang(s): return "zh" if CJK.search(s) else "en"
users, queries, errors = [], [], []
qn = 0
for f in sorted((HERE / "src").glob("v*.txt")):
    uid = f.stem
    mems, mode = [], None
    qlines = []
    for ln in f.read_text(encoding="utf-8").splitlines():
        if not ln.strip() or ln.startswith("#"): continue
        if ln.startswith("@"): mode = ln[1:].strip(); continue
        if mode == "memories":
            head, content = ln.split(" | ", 1)
            mid, typ = head.split()
            if typ not in TYPES: errors.append(f"{uid} {mid} bad type {typ}")
            mems.append({"id": f"{uid}-{mid}", "lang": lang(content), "type": typ, "content": content.strip()})
        elif mode == "queries":
            kind, exp, q = [x.strip() for x in ln.split(" | ", 2)]
            qlines.append((kind, exp, q))
    ids = [m["id"] for m in mems]
    if len(ids) != len(set(ids)): errors.append(f"{uid} duplicate memory ids")
    byid = {m["id"]: m for m in mems}
    users.append({"user_id": uid, "memories": mems})
    for kind, exp, q in qlines:
        qn += 1
        expected = [] if exp == "-" else [f"{uid}-{e.strip()}" for e in exp.split(",")]
        ql = lang(q)
        for e in expected:
            if e not in byid: errors.append(f"{uid} query '{q}' -> unknown {e}")
        langs = {byid[e]["lang"] for e in expected if e in byid}
        if kind == "unrelated":
            if expected: errors.append(f"unrelated with expected: {q}")
        else:
            if not 1 <= len(expected) <= 3: errors.append(f"bad expected count: {q}")
            if len(langs) != 1: errors.append(f"expected mixed langs: {q}")
            elif kind == "same" and langs != {ql}: errors.append(f"same but lang differs: {q}")
            elif kind == "cross" and langs == {ql}: errors.append(f"cross but same lang: {q}")
            elif kind not in ("same", "cross"): errors.append(f"bad kind {kind}")
        queries.append({"id": f"r{qn:03d}", "user_id": uid, "lang": ql, "kind": kind, "query": q, "expected": expected})
qs = [q["query"] for q in queries]
dups = [q for q, c in collections.Counter(qs).items() if c > 1]
if dups: errors.append(f"duplicate queries: {dups}")
doc = {"users": users, "queries": queries}
out = HERE / "recall.json"
out.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
json.loads(out.read_text(encoding="utf-8"))  # must parse
# counts
print("users:")
for u in users:
    c = collections.Counter(m["lang"] for m in u["memories"])
    t = collections.Counter(m["type"] for m in u["memories"])
    uq = collections.Counter((q["kind"], q["lang"]) for q in queries if q["user_id"] == u["user_id"])
    print(f"  {u['user_id']}: {len(u['memories'])} memories (en {c['en']}, zh {c['zh']}) types {dict(t)} queries {sum(uq.values())} {dict(uq)}")
    if len(u["memories"]) < 55: errors.append(f"{u['user_id']} has <55 memories")
cat = collections.Counter()
for q in queries:
    if q["kind"] == "unrelated": cat["unrelated"] += 1
    elif q["kind"] == "same": cat[f"{q['lang']}->{q['lang']} (same)"] += 1
    else: cat[f"{q['lang']}->{'zh' if q['lang']=='en' else 'en'} (cross)"] += 1
print("queries total", len(queries), dict(cat))
print("multi-expected", sum(1 for q in queries if len(q["expected"]) > 1))
print("memories total", sum(len(u["memories"]) for u in users))
if errors:
    print("ERRORS:"); [print("  ", e) for e in errors]; sys.exit(1)
print("OK")
