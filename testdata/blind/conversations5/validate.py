"""Validate conversations.json (stdlib only). Prints counts and OK, or lists problems."""
import json, sys, pathlib, collections
from datetime import datetime
D = json.loads((pathlib.Path(__file__).parent / "conversations.json").read_text(encoding="utf-8"))
err = []
def bad(m): err.append(m)
ids = set()
def uniq(i):
    if i in ids: bad("duplicate id " + i)
    ids.add(i)
langs = collections.Counter(); nconv = nturn = 0; kinds = collections.Counter(); pk = collections.Counter()
users = D["users"]
for u in users:
    uid = u["user_id"]; uniq(uid); langs[u["lang"]] += 1
    if u["lang"] not in ("en", "zh", "mixed"): bad(uid + " lang")
    convs = u["conversations"]
    if not 2 <= len(convs) <= 3: bad(uid + " needs 2-3 conversations")
    prev = None; sess = {}
    for c in convs:
        uniq(c["session_id"]); sess[c["session_id"]] = c; nconv += 1
        t = datetime.fromisoformat(c["start"])
        if t.utcoffset() is None: bad(c["session_id"] + " start lacks UTC offset")
        if not (t.year == 2026 and t.month in (10, 11)): bad(c["session_id"] + " start not Oct-Nov 2026")
        if prev and t <= prev: bad(c["session_id"] + " start not increasing")
        prev = t
        T = c["turns"]; nturn += len(T)
        if not 4 <= len(T) <= 8: bad(c["session_id"] + f" has {len(T)} turns")
        for i, x in enumerate(T):
            if x["role"] != ("user" if i % 2 == 0 else "assistant"): bad(c["session_id"] + f" turn {i} role")
            if not x["content"].strip(): bad(c["session_id"] + f" turn {i} empty")
        if T and T[-1]["role"] != "assistant": bad(c["session_id"] + " must end on assistant")
    st = u["statements"]; std = [s["id"] for s in st if s["kind"] == "standing"]
    ns = [s["id"] for s in st if s["kind"] != "standing"]
    for s in st:
        uniq(s["id"]); kinds[s["kind"]] += 1
        if s["kind"] not in ("standing", "non_standing", "fact"): bad(s["id"] + " kind")
        c = sess.get(s["session_id"])
        if c is None: bad(s["id"] + " unknown session"); continue
        ti = s["turn_index"]
        if not (0 <= ti < len(c["turns"]) and c["turns"][ti]["role"] == "user"): bad(s["id"] + " turn_index not a user turn")
        if not s["text"].strip(): bad(s["id"] + " empty gloss")
    if not 1 <= len(std) <= 3: bad(uid + f" has {len(std)} standing statements")
    if not ns: bad(uid + " has no non-standing/fact statements")
    un = [p for p in u["probes"] if p["kind"] == "unrelated"]; rel = [p for p in u["probes"] if p["kind"] == "related"]
    if len(un) != 3: bad(uid + " needs exactly 3 unrelated probes")
    if not 3 <= len(rel) <= 4: bad(uid + " needs 3-4 related probes")
    for p in u["probes"]:
        uniq(p["id"]); pk[p["kind"]] += 1
        if not p["query"].strip(): bad(p["id"] + " empty query")
    for p in un:
        if sorted(p["expected"]) != sorted(std): bad(p["id"] + " expected != all standing")
        if sorted(p["must_not"]) != sorted(ns): bad(p["id"] + " must_not != all non-standing/fact")
    covered = set()
    for p in rel:
        if p["must_not"]: bad(p["id"] + " related must_not must be empty")
        if not p["expected"]: bad(p["id"] + " related expected empty")
        for e in p["expected"]:
            if e not in ns: bad(p["id"] + " expects unknown/standing id " + e)
            covered.add(e)
    for e in ns:
        if e not in covered: bad(e + " not targeted by any related probe")
if len(users) < 24: bad("need >= 24 users")
if nconv < 70: bad("need >= 70 conversations")
print("users", len(users), dict(langs))
print("conversations", nconv, "turns", nturn)
print("statements", sum(kinds.values()), dict(kinds))
print("probes", sum(pk.values()), dict(pk))
if err:
    print("\n".join(err)); print("FAIL", len(err)); sys.exit(1)
print("OK")
