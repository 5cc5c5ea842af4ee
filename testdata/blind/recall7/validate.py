#!/usr/bin/env python3
"""Validate recall.json on its own (no sources needed); print counts and OK."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CJK = re.compile(r'[\u3400-\u9fff\uf900-\ufaff]')
TYPES = {"fact", "preference", "profile", "event", "todo", "rule"}
doc = json.load(open(os.path.join(HERE, "recall.json"), encoding="utf-8"))
err = []
mem = {}
for u in doc["users"]:
    if len(u["memories"]) < 55: err.append(f"{u['user_id']}: fewer than 55 memories")
    for m in u["memories"]:
        if set(m) != {"id", "lang", "type", "content"}: err.append(f"{m.get('id')}: bad keys")
        if not m["id"].startswith(u["user_id"] + "-"): err.append(f"{m['id']}: id prefix")
        if m["id"] in mem: err.append(f"{m['id']}: duplicate")
        if m["type"] not in TYPES: err.append(f"{m['id']}: type")
        if m["lang"] != ("zh" if CJK.search(m["content"]) else "en"): err.append(f"{m['id']}: lang")
        mem[m["id"]] = (u["user_id"], m)
c = Counter(); per = Counter()
qids = set()
for q in doc["queries"]:
    if set(q) != {"id", "user_id", "lang", "kind", "query", "expected"}: err.append(f"{q['id']}: keys")
    if q["id"] in qids: err.append(f"{q['id']}: duplicate")
    qids.add(q["id"])
    if q["lang"] != ("zh" if CJK.search(q["query"]) else "en"): err.append(f"{q['id']}: lang")
    exp = q["expected"]
    if q["kind"] == "unrelated":
        if exp: err.append(f"{q['id']}: unrelated with expected")
        c["unrelated"] += 1; per[(q["user_id"], "unrelated")] += 1
        continue
    if not 1 <= len(exp) <= 2: err.append(f"{q['id']}: expected size")
    langs = set()
    for e in exp:
        if e not in mem or mem[e][0] != q["user_id"]: err.append(f"{q['id']}: bad id {e}"); continue
        langs.add(mem[e][1]["lang"])
    if len(langs) != 1: err.append(f"{q['id']}: expected languages {langs}"); continue
    tl = langs.pop()
    if q["kind"] == "same" and tl != q["lang"]: err.append(f"{q['id']}: same/lang")
    if q["kind"] == "cross" and tl == q["lang"]: err.append(f"{q['id']}: cross/lang")
    if q["kind"] not in ("same", "cross"): err.append(f"{q['id']}: kind")
    key = f"{q['kind']}-{q['lang']}" + ("" if q["kind"] == "same" else f">{tl}")
    c[key] += 1; per[(q["user_id"], key)] += 1
keys = ["same-en", "same-zh", "cross-en>zh", "cross-zh>en", "unrelated"]
print("user  " + "  ".join(keys))
for u in doc["users"]:
    uid = u["user_id"]
    print(f"{uid:5} " + "  ".join(f"{per[(uid, k)]:>{len(k)}}" for k in keys)
          + f"   memories={len(u['memories'])}")
print("all   " + "  ".join(f"{c[k]:>{len(k)}}" for k in keys) + f"   queries={len(doc['queries'])} memories={len(mem)}")
for u in doc["users"]:
    if per[(u["user_id"], "unrelated")] != 5: err.append(f"{u['user_id']}: unrelated != 5")
for k, n in {"same-en": 70, "same-zh": 55, "cross-en>zh": 50, "cross-zh>en": 45}.items():
    if c[k] < n: err.append(f"{k} {c[k]} < {n}")
if len(doc["queries"]) < 270: err.append("fewer than 270 queries")
if len(doc["users"]) != 8: err.append("need 8 users")
STYLE = {"r7-u1-m20", "r7-u1-m21", "r7-u2-m20", "r7-u2-m21", "r7-u3-m19", "r7-u3-m20", "r7-u4-m20", "r7-u4-m21",
         "r7-u5-m20", "r7-u5-m21", "r7-u6-m20", "r7-u6-m21", "r7-u7-m20", "r7-u7-m21", "r7-u8-m20", "r7-u8-m21"}
for sid in STYLE:
    if sid not in mem or mem[sid][1]["type"] != "preference": err.append(f"{sid}: style preference missing")
for u in doc["users"]:
    if not u["user_id"].startswith("r7-"): err.append(f"{u['user_id']}: user id prefix")
    if sum(1 for s in STYLE if s.startswith(u["user_id"] + "-")) != 2: err.append(f"{u['user_id']}: needs 2 style prefs")
    langs = Counter(m["lang"] for m in u["memories"])
    print(f"{u['user_id']} memories en/zh: {langs['en']}/{langs['zh']}")
for q in doc["queries"]:
    if not q["id"].startswith("r7-q"): err.append(f"{q['id']}: query id prefix")
    if set(q["expected"]) & STYLE: err.append(f"{q['id']}: targets a style preference")
for e in err: print("ERROR", e)
if err: sys.exit(1)
print("OK")
