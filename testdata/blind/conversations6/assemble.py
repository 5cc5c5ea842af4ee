#!/usr/bin/env python3
"""Parse src/*.txt -> conversations.json, validate, print counts and OK.

Source format (one line per item):
  U <user_id> <lang>            start a user (lang en|zh|mixed)
  S <ISO start time>            start a new session for the current user
  > <text>                      user turn
  < <text>                      assistant turn
  = <kind> <key> | <gloss>      statement attached to the preceding user turn
  P U | <query>                 unrelated probe (expected/must_not generated from labels)
  P R <key>[,<key>...] | <query> related probe
  # ...                         comment
  any other line                continues the preceding turn (list items "- "/"1. " on a new line, else a new paragraph)
"""
import json, os, re, sys, glob
from datetime import datetime
HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = {"standing", "non_standing", "fact"}

def parse():
    users = []
    for fn in sorted(glob.glob(os.path.join(HERE, "src", "*.txt"))):
        u = None
        for ln, raw in enumerate(open(fn, encoding="utf-8"), 1):
            line = raw.rstrip("\n").strip()
            if not line or line.startswith("#"):
                continue
            where = f"{os.path.basename(fn)}:{ln}"
            tag, _, rest = line.partition(" ")
            rest = rest.strip()
            if tag == "U":
                uid, lang = rest.split()
                u = {"user_id": uid, "lang": lang, "conversations": [], "statements": [], "probes": [],
                     "_keys": {}, "_pending": []}
                users.append(u)
            elif tag == "S":
                n = len(u["conversations"]) + 1
                u["conversations"].append({"session_id": f"{u['user_id']}-s{n}", "start": rest, "turns": []})
            elif tag in (">", "<"):
                c = u["conversations"][-1]
                c["turns"].append({"role": "user" if tag == ">" else "assistant", "content": rest})
            elif tag == "=":
                head, _, gloss = rest.partition("|")
                kind, key = head.split()
                assert kind in KINDS, where
                c = u["conversations"][-1]
                ti = len(c["turns"]) - 1
                assert ti >= 0 and c["turns"][ti]["role"] == "user", f"{where}: statement not after user turn"
                sid = f"{u['user_id']}-st{len(u['statements']) + 1}"
                assert key not in u["_keys"], f"{where}: dup key {key}"
                u["_keys"][key] = sid
                u["statements"].append({"id": sid, "session_id": c["session_id"], "turn_index": ti,
                                        "kind": kind, "text": gloss.strip()})
            elif tag == "P":
                head, _, q = rest.partition("|")
                parts = head.split()
                u["_pending"].append((parts[0], parts[1] if len(parts) > 1 else "", q.strip(), where))
            else:
                # continuation line: new paragraph of the preceding turn
                c = u["conversations"][-1]
                assert c["turns"], f"{where}: bad line"
                sep = "\n" if re.match(r"(- |\d+[.、] |· )", line) else "\n\n"
                c["turns"][-1]["content"] += sep + line
    for u in users:
        std = [s["id"] for s in u["statements"] if s["kind"] == "standing"]
        oth = [s["id"] for s in u["statements"] if s["kind"] != "standing"]
        for kind, keys, q, where in u["_pending"]:
            pid = f"{u['user_id']}-p{len(u['probes']) + 1}"
            if kind == "U":
                u["probes"].append({"id": pid, "kind": "unrelated", "query": q, "expected": list(std), "must_not": list(oth)})
            else:
                exp = []
                for k in keys.split(","):
                    assert k in u["_keys"], f"{where}: unknown key {k}"
                    exp.append(u["_keys"][k])
                u["probes"].append({"id": pid, "kind": "related", "query": q, "expected": exp, "must_not": []})
        del u["_keys"], u["_pending"]
    return {"users": users}

def validate(data):
    errs = []
    c = {"users": 0, "conversations": 0, "turns": 0, "standing": 0, "non_standing": 0, "fact": 0,
         "unrelated": 0, "related": 0}
    bylang = {}
    sizes = {"1 conv": 0, "2-3 conv": 0, "4-5 conv": 0}
    ids = set()
    for u in data["users"]:
        uid = u["user_id"]
        c["users"] += 1
        bylang[u["lang"]] = bylang.get(u["lang"], 0) + 1
        if u["lang"] not in ("en", "zh", "mixed"):
            errs.append(f"{uid}: bad lang")
        convs = {}
        prev = None
        for cv in u["conversations"]:
            c["conversations"] += 1
            convs[cv["session_id"]] = cv
            t = datetime.fromisoformat(cv["start"])
            if t.tzinfo is None:
                errs.append(f"{cv['session_id']}: start without offset")
            if prev and t <= prev:
                errs.append(f"{cv['session_id']}: start not increasing")
            prev = t
            tr = cv["turns"]
            c["turns"] += len(tr)
            if not tr or len(tr) % 2:
                errs.append(f"{cv['session_id']}: odd/empty turns")
            for i, x in enumerate(tr):
                if x["role"] != ("user" if i % 2 == 0 else "assistant"):
                    errs.append(f"{cv['session_id']}: turn {i} role")
                if not x["content"].strip():
                    errs.append(f"{cv['session_id']}: empty turn {i}")
        n = len(u["conversations"])
        sizes["1 conv" if n == 1 else "2-3 conv" if n <= 3 else "4-5 conv" if n <= 5 else "other"] = \
            sizes.get("1 conv" if n == 1 else "2-3 conv" if n <= 3 else "4-5 conv" if n <= 5 else "other", 0) + 1
        ns = len(u["statements"])
        if n == 1 and not (1 <= ns <= 3):
            errs.append(f"{uid}: 1-conv user must have 1-3 statements, has {ns}")
        if n >= 4 and not (8 <= ns <= 15):
            errs.append(f"{uid}: 4-5-conv user must have 8-15 statements, has {ns}")
        kinds = {}
        for s in u["statements"]:
            if s["id"] in ids:
                errs.append(f"dup id {s['id']}")
            ids.add(s["id"])
            kinds[s["id"]] = s["kind"]
            c[s["kind"]] += 1
            cv = convs.get(s["session_id"])
            if not cv or s["turn_index"] >= len(cv["turns"]) or cv["turns"][s["turn_index"]]["role"] != "user":
                errs.append(f"{s['id']}: bad session/turn_index")
        std = sorted(k for k, v in kinds.items() if v == "standing")
        oth = sorted(k for k, v in kinds.items() if v != "standing")
        if len(std) > 3:
            errs.append(f"{uid}: more than 3 standing")
        nu = nr = 0
        covered = set()
        for p in u["probes"]:
            if p["id"] in ids:
                errs.append(f"dup id {p['id']}")
            ids.add(p["id"])
            if not p["query"].strip():
                errs.append(f"{p['id']}: empty query")
            if p["kind"] == "unrelated":
                nu += 1
                if sorted(p["expected"]) != std or sorted(p["must_not"]) != oth:
                    errs.append(f"{p['id']}: unrelated labels wrong")
            elif p["kind"] == "related":
                nr += 1
                if not p["expected"] or p["must_not"]:
                    errs.append(f"{p['id']}: related labels wrong")
                for e in p["expected"]:
                    if e not in kinds:
                        errs.append(f"{p['id']}: unknown {e}")
                covered.update(p["expected"])
            else:
                errs.append(f"{p['id']}: bad kind")
        c["unrelated"] += nu
        c["related"] += nr
        if nu != 3:
            errs.append(f"{uid}: {nu} unrelated probes")
        if not (2 <= nr <= 4):
            errs.append(f"{uid}: {nr} related probes")
        for k in oth:
            if k not in covered:
                errs.append(f"{k}: not targeted by any related probe")
    c["langs"] = bylang
    c["sizes"] = sizes
    return c, errs

if __name__ == "__main__":
    data = parse()
    json.dump(data, open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    c, errs = validate(data)
    for k, v in c.items():
        print(f"{k}: {v}")
    print(f"probes: {c['unrelated'] + c['related']}")
    for e in errs:
        print("ERROR", e)
    sys.exit(1) if errs else print("OK")
