#!/usr/bin/env python3
"""Assemble src/*.txt (hand-written) into conversations.json, validate, print counts and OK.

Source format (one item per line, '#' lines ignored):
  USER <user_id> <lang>
  S <ISO start>                       -> new conversation/session
  U: <text>                           -> user turn   (literal \\n = newline)
  A: <text>                           -> assistant turn
  = <std|non|fact> <key> | <gloss>    -> statement stated in the preceding U: turn
  P U | <query>                       -> unrelated probe (expected/must_not derived)
  P R <key,key> | <query>             -> related probe (must_not = [])
"""
import json, sys, glob, os, re
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
KIND = {"std": "standing", "non": "non_standing", "fact": "fact"}


def parse(path):
    users, u, conv = [], None, None
    for ln, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        where = f"{os.path.basename(path)}:{ln}"
        if line.startswith("USER "):
            _, uid, lang = line.split()
            u = {"user_id": uid, "lang": lang, "conversations": [], "_st": [], "_pr": [], "_keys": {}}
            users.append(u)
        elif line.startswith("S "):
            n = len(u["conversations"]) + 1
            conv = {"session_id": f"{u['user_id']}-s{n}", "start": line[2:].strip(), "turns": []}
            u["conversations"].append(conv)
        elif line.startswith("U: ") or line.startswith("A: "):
            role = "user" if line[0] == "U" else "assistant"
            conv["turns"].append({"role": role, "content": line[3:].strip().replace("\\n", "\n")})
        elif line.startswith("= "):
            head, gloss = line[2:].split("|", 1)
            kind, key = head.split()
            assert conv["turns"] and conv["turns"][-1]["role"] == "user", where
            assert key not in u["_keys"], f"{where} dup key {key}"
            sid = f"{u['user_id']}-st{len(u['_st']) + 1}"
            u["_keys"][key] = sid
            u["_st"].append({"id": sid, "session_id": conv["session_id"],
                             "turn_index": len(conv["turns"]) - 1, "kind": KIND[kind],
                             "text": gloss.strip()})
        elif line.startswith("P "):
            head, q = line[2:].split("|", 1)
            parts = head.split()
            u["_pr"].append((parts[0], parts[1].split(",") if len(parts) > 1 else [], q.strip(), where))
        else:
            raise SystemExit(f"{where}: cannot parse: {line[:60]}")
    return users


def build():
    users = []
    for p in sorted(glob.glob(os.path.join(HERE, "src", "*.txt"))):
        users += parse(p)
    out = []
    for u in users:
        std = [s["id"] for s in u["_st"] if s["kind"] == "standing"]
        other = [s["id"] for s in u["_st"] if s["kind"] != "standing"]
        probes = []
        for i, (k, keys, q, where) in enumerate(u["_pr"], 1):
            pid = f"{u['user_id']}-p{i}"
            if k == "U":
                assert not keys, where
                probes.append({"id": pid, "kind": "unrelated", "query": q, "expected": list(std), "must_not": list(other)})
            else:
                for kk in keys:
                    assert kk in u["_keys"], f"{where}: unknown key {kk}"
                probes.append({"id": pid, "kind": "related", "query": q,
                               "expected": [u["_keys"][kk] for kk in keys], "must_not": []})
        out.append({"user_id": u["user_id"], "lang": u["lang"], "conversations": u["conversations"],
                    "statements": u["_st"], "probes": probes})
    return {"users": out}


def validate(data):
    errs = []
    users = data["users"]
    ids = set()
    c = {"users": 0, "lang": {}, "conversations": 0, "turns": 0, "standing": 0, "non_standing": 0,
         "fact": 0, "unrelated": 0, "related": 0}
    for u in users:
        c["users"] += 1
        c["lang"][u["lang"]] = c["lang"].get(u["lang"], 0) + 1
        uid = u["user_id"]
        if uid in ids: errs.append(f"dup user {uid}")
        ids.add(uid)
        if u["lang"] not in ("en", "zh", "mixed"): errs.append(f"{uid} lang")
        if not 2 <= len(u["conversations"]) <= 3: errs.append(f"{uid} has {len(u['conversations'])} conversations")
        prev = None
        sess = {}
        for cv in u["conversations"]:
            c["conversations"] += 1
            t = cv["turns"]
            c["turns"] += len(t)
            sess[cv["session_id"]] = t
            if not 4 <= len(t) <= 8: errs.append(f"{cv['session_id']} has {len(t)} turns")
            for i, turn in enumerate(t):
                want = "user" if i % 2 == 0 else "assistant"
                if turn["role"] != want: errs.append(f"{cv['session_id']} turn {i} role")
                if not turn["content"]: errs.append(f"{cv['session_id']} turn {i} empty")
            if len(t) % 2: errs.append(f"{cv['session_id']} ends on user turn")
            st = datetime.fromisoformat(cv["start"])
            if prev and st <= prev: errs.append(f"{cv['session_id']} not after previous session")
            prev = st
        kinds = {"standing": 0, "non_standing": 0, "fact": 0}
        sids = {}
        for s in u["statements"]:
            kinds[s["kind"]] += 1
            c[s["kind"]] += 1
            sids[s["id"]] = s["kind"]
            t = sess.get(s["session_id"])
            if t is None or not (0 <= s["turn_index"] < len(t)) or t[s["turn_index"]]["role"] != "user":
                errs.append(f"{s['id']} bad turn ref")
        if not 1 <= kinds["standing"] <= 3: errs.append(f"{uid} standing={kinds['standing']}")
        if kinds["non_standing"] < 2: errs.append(f"{uid} non_standing={kinds['non_standing']}")
        if kinds["fact"] < 2: errs.append(f"{uid} fact={kinds['fact']}")
        std = sorted(k for k, v in sids.items() if v == "standing")
        oth = sorted(k for k, v in sids.items() if v != "standing")
        nu = nr = 0
        qs = set()
        for p in u["probes"]:
            if p["query"] in qs: errs.append(f"{p['id']} dup query")
            qs.add(p["query"])
            for x in p["expected"] + p["must_not"]:
                if x not in sids: errs.append(f"{p['id']} unknown {x}")
            if set(p["expected"]) & set(p["must_not"]): errs.append(f"{p['id']} overlap")
            if p["kind"] == "unrelated":
                nu += 1
                if sorted(p["expected"]) != std or sorted(p["must_not"]) != oth: errs.append(f"{p['id']} unrelated sets")
            elif p["kind"] == "related":
                nr += 1
                if not p["expected"] or p["must_not"]: errs.append(f"{p['id']} related sets")
            else:
                errs.append(f"{p['id']} kind")
        c["unrelated"] += nu
        c["related"] += nr
        if nu != 3: errs.append(f"{uid} unrelated={nu}")
        if not 3 <= nr <= 4: errs.append(f"{uid} related={nr}")
        # every non-standing/fact statement should be used by at least one related probe? (soft)
    L = c["lang"]
    if c["users"] < 26 or L.get("en", 0) < 11 or L.get("zh", 0) < 9 or L.get("mixed", 0) < 6: errs.append(f"user/lang counts {c['users']} {L}")
    if c["conversations"] < 70: errs.append(f"conversations={c['conversations']}")
    if c["standing"] < 45: errs.append(f"standing={c['standing']}")
    if c["non_standing"] < 55: errs.append(f"non_standing={c['non_standing']}")
    if c["fact"] < 55: errs.append(f"fact={c['fact']}")
    if c["unrelated"] + c["related"] < 160: errs.append(f"probes={c['unrelated'] + c['related']}")
    return c, errs


if __name__ == "__main__":
    data = build()
    out = os.path.join(HERE, "conversations.json")
    if "--check" not in sys.argv:
        with open(out, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
    else:
        data = json.load(open(out, encoding="utf-8"))
    c, errs = validate(data)
    for k, v in c.items():
        print(f"{k}: {v}")
    print(f"probes: {c['unrelated'] + c['related']}")
    for e in errs:
        print("ERROR", e)
    if errs:
        sys.exit(1)
    print("OK")
