#!/usr/bin/env python3
"""Validate recall.json (paraphrase / cross-language recall set). Prints counts and OK."""
import json, re, sys, os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]")
TYPES = {"fact", "preference", "profile", "event", "todo", "rule"}
# standing answer-style preferences: no query may target them
ANSWER_STYLE = {"v1-m11", "v1-m12", "v2-m10", "v2-m11", "v3-m09", "v3-m10", "v4-m07", "v4-m08",
                "v5-m10", "v6-m09", "v6-m10", "v7-m08", "v7-m09", "v8-m08", "v8-m09"}

errors = []
def err(m): errors.append(m)
def lang(s): return "zh" if CJK.search(s) else "en"

d = json.load(open(os.path.join(HERE, "recall.json"), encoding="utf-8"))
assert set(d) == {"users", "queries"}, d.keys()
mem = {}
per_user_lang = {}
for u in d["users"]:
    uid = u["user_id"]
    ms = u["memories"]
    if len(ms) < 55: err(f"{uid}: only {len(ms)} memories")
    c = Counter()
    for m in ms:
        if set(m) != {"id", "lang", "type", "content"}: err(f"bad keys {m}")
        if m["id"] in mem: err(f"dup memory id {m['id']}")
        if not m["id"].startswith(uid + "-m"): err(f"id/user mismatch {m['id']}")
        if m["type"] not in TYPES: err(f"bad type {m['id']}")
        if m["lang"] != lang(m["content"]): err(f"lang mismatch {m['id']}")
        if not m["content"].strip(): err(f"empty {m['id']}")
        mem[m["id"]] = (uid, m)
        c[m["lang"]] += 1
    per_user_lang[uid] = c
    contents = [m["content"] for m in ms]
    if len(set(contents)) != len(contents): err(f"{uid}: duplicate memory text")
for a in ANSWER_STYLE:
    if a not in mem or mem[a][1]["type"] != "preference": err(f"answer-style {a} missing or not preference")

qids, qtexts = set(), set()
kinds = Counter(); dirs = Counter(); unrel = Counter(); per_user_q = Counter()
for q in d["queries"]:
    if set(q) != {"id", "user_id", "lang", "kind", "query", "expected"}: err(f"bad keys {q['id']}")
    if q["id"] in qids: err(f"dup qid {q['id']}")
    qids.add(q["id"])
    key = (q["user_id"], q["query"])
    if key in qtexts: err(f"dup query text {q['id']}")
    qtexts.add(key)
    if q["lang"] != lang(q["query"]): err(f"query lang mismatch {q['id']}")
    per_user_q[q["user_id"]] += 1
    exp = q["expected"]
    if q["kind"] == "unrelated":
        if exp: err(f"unrelated with expected {q['id']}")
        unrel[q["user_id"]] += 1
        dirs["unrelated"] += 1
        continue
    if not 1 <= len(exp) <= 2: err(f"{q['id']}: expected must hold 1-2 ids")
    if len(set(exp)) != len(exp): err(f"{q['id']}: duplicate expected")
    ls = set()
    for e in exp:
        if e not in mem: err(f"{q['id']}: unknown memory {e}"); continue
        if mem[e][0] != q["user_id"]: err(f"{q['id']}: memory {e} of another user")
        if e in ANSWER_STYLE: err(f"{q['id']}: targets answer-style preference {e}")
        ls.add(mem[e][1]["lang"])
    if len(ls) != 1: err(f"{q['id']}: expected memories in mixed languages"); continue
    ml = ls.pop()
    want = "same" if ml == q["lang"] else "cross"
    if q["kind"] != want: err(f"{q['id']}: kind {q['kind']} should be {want}")
    dirs[f"{q['lang']}->{ml}"] += 1
    kinds[q["kind"]] += 1

for u in per_user_lang:
    if unrel[u] != 5: err(f"{u}: {unrel[u]} unrelated queries (need exactly 5)")
total = len(d["queries"])
mins = {"en->en": 60, "zh->zh": 45, "en->zh": 35, "zh->en": 35}
for k, v in mins.items():
    if dirs[k] < v: err(f"{k}: {dirs[k]} < {v}")
if total < 250: err(f"only {total} queries")
if len(d["users"]) != 8: err("need 8 users")

print(f"users: {len(d['users'])}, memories: {len(mem)}, queries: {total}")
for u, c in per_user_lang.items():
    print(f"  {u}: {sum(c.values())} memories (en {c['en']}, zh {c['zh']}), {per_user_q[u]} queries")
print("by direction (query->memory):", dict(sorted(dirs.items())))
print("by kind:", dict(kinds), "unrelated:", dirs["unrelated"])
print("memory types:", dict(Counter(m["type"] for _, m in mem.values())))
print("queries with 2 expected:", sum(1 for q in d["queries"] if len(q["expected"]) == 2))
if errors:
    print("\n".join("ERROR: " + e for e in errors)); sys.exit(1)
print("OK")
