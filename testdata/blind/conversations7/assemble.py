#!/usr/bin/env python3
"""Parse src/*.txt, write conversations.json, validate, print counts and OK.

Source format (one line each):
  U <user_id> <lang>                 start a user (lang en|zh|mixed)
  S <start ISO-8601 with offset>     start a conversation (session ids assigned s1, s2, ...)
  > text                             user turn
  < text                             assistant turn
  = <kind> <key> | gloss             statement (st|ns|fa) attached to the preceding user turn
  P U | query                        unrelated probe (expected/must_not generated from labels)
  P R key,key | query                related probe
  (a literal \\n in a turn is a line break)
  - text                             continuation line (a bullet) of the preceding turn
  # comment
"""
import json, os, sys, glob, re
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
KIND = {"st": "standing", "ns": "non_standing", "fa": "fact"}


def parse():
    users, u, conv, keys = [], None, None, {}
    for fn in sorted(glob.glob(os.path.join(HERE, "src", "*.txt"))):
        for ln, line in enumerate(open(fn, encoding="utf-8"), 1):
            line = line.rstrip("\n")
            where = f"{os.path.basename(fn)}:{ln}"
            if not line.strip() or line.startswith("#"):
                continue
            tag, rest = line[0], line[1:].strip()
            if len(line) > 1 and line[1] != " ":
                sys.exit(f"{where}: tag must be followed by a space: {line[:40]!r}")
            if tag == "U":
                uid, lang = rest.split()
                u = {"user_id": uid, "lang": lang, "conversations": [], "statements": [], "probes": []}
                users.append(u); keys = {}; conv = None
            elif tag == "S":
                conv = {"session_id": f"{u['user_id']}-s{len(u['conversations'])+1}", "start": rest, "turns": []}
                u["conversations"].append(conv)
            elif tag == "-":
                conv["turns"][-1]["content"] += "\n" + line
            elif tag in "><":
                conv["turns"].append({"role": "user" if tag == ">" else "assistant", "content": rest.replace("\\n", "\n")})
            elif tag == "=":
                head, gloss = rest.split("|", 1)
                kind, key = head.split()
                if key in keys:
                    sys.exit(f"{where}: duplicate key {key}")
                sid = f"{u['user_id']}-st{len(u['statements'])+1}"
                keys[key] = sid
                ti = len(conv["turns"]) - 1
                if conv["turns"][ti]["role"] != "user":
                    sys.exit(f"{where}: statement not after a user turn")
                u["statements"].append({"id": sid, "session_id": conv["session_id"], "turn_index": ti,
                                        "kind": KIND[kind], "text": gloss.strip()})
            elif tag == "P":
                head, q = rest.split("|", 1)
                parts = head.split()
                pid = f"{u['user_id']}-p{len(u['probes'])+1}"
                if parts[0] == "U":
                    std = [s["id"] for s in u["statements"] if s["kind"] == "standing"]
                    oth = [s["id"] for s in u["statements"] if s["kind"] != "standing"]
                    u["probes"].append({"id": pid, "kind": "unrelated", "query": q.strip(), "expected": std, "must_not": oth})
                else:
                    try:
                        exp = [keys[k] for k in parts[1].split(",")]
                    except KeyError as e:
                        sys.exit(f"{where}: unknown key {e}")
                    u["probes"].append({"id": pid, "kind": "related", "query": q.strip(), "expected": exp, "must_not": []})
            else:
                sys.exit(f"{where}: bad line {line!r}")
    return {"users": users}


def validate(data):
    errs, c = [], {"users": 0, "conversations": 0, "turns": 0, "standing": 0, "non_standing": 0,
                   "fact": 0, "unrelated": 0, "related": 0}
    langs, tiers = {}, {"1 conv": 0, "2-3 convs": 0, "4-5 convs": 0}
    seen = set()
    for u in data["users"]:
        uid = u["user_id"]; c["users"] += 1
        langs[u["lang"]] = langs.get(u["lang"], 0) + 1
        if u["lang"] not in ("en", "zh", "mixed"):
            errs.append(f"{uid}: bad lang")
        if uid in seen: errs.append(f"duplicate user {uid}")
        seen.add(uid)
        convs = {}
        prev = None
        for cv in u["conversations"]:
            c["conversations"] += 1
            convs[cv["session_id"]] = cv
            t = datetime.fromisoformat(cv["start"])
            if t.tzinfo is None: errs.append(f"{cv['session_id']}: start without offset")
            if prev and t <= prev: errs.append(f"{cv['session_id']}: start not increasing")
            prev = t
            tr = cv["turns"]; c["turns"] += len(tr)
            if not tr or len(tr) % 2: errs.append(f"{cv['session_id']}: odd/empty turns")
            for i, x in enumerate(tr):
                if x["role"] != ("user" if i % 2 == 0 else "assistant"):
                    errs.append(f"{cv['session_id']} turn {i}: role order")
                if not x["content"].strip(): errs.append(f"{cv['session_id']} turn {i}: empty")
        n = len(u["conversations"])
        ids = {}
        for s in u["statements"]:
            if s["id"] in ids or s["id"] in seen: errs.append(f"dup id {s['id']}")
            ids[s["id"]] = s; seen.add(s["id"])
            c[s["kind"]] += 1
            cv = convs.get(s["session_id"])
            if cv is None: errs.append(f"{s['id']}: bad session"); continue
            if not (0 <= s["turn_index"] < len(cv["turns"])) or cv["turns"][s["turn_index"]]["role"] != "user":
                errs.append(f"{s['id']}: turn_index not a user turn")
            if s["kind"] not in KIND.values(): errs.append(f"{s['id']}: bad kind")
        ns = len(u["statements"])
        nst = sum(1 for s in u["statements"] if s["kind"] == "standing")
        if nst > 3: errs.append(f"{uid}: >3 standing")
        if n == 1:
            tiers["1 conv"] += 1
            if not 1 <= ns <= 3: errs.append(f"{uid}: 1-conv user has {ns} statements")
        elif n <= 3:
            tiers["2-3 convs"] += 1
        elif n <= 5:
            tiers["4-5 convs"] += 1
            if not 8 <= ns <= 15: errs.append(f"{uid}: 4-5-conv user has {ns} statements")
        else:
            errs.append(f"{uid}: {n} conversations")
        std = sorted(k for k, s in ids.items() if s["kind"] == "standing")
        oth = sorted(k for k, s in ids.items() if s["kind"] != "standing")
        nu = nr = 0; covered = set()
        for p in u["probes"]:
            if p["id"] in seen: errs.append(f"dup id {p['id']}")
            seen.add(p["id"])
            for x in p["expected"] + p["must_not"]:
                if x not in ids: errs.append(f"{p['id']}: unknown id {x}")
            if p["kind"] == "unrelated":
                nu += 1
                if sorted(p["expected"]) != std or sorted(p["must_not"]) != oth:
                    errs.append(f"{p['id']}: unrelated labels wrong")
            elif p["kind"] == "related":
                nr += 1
                if not p["expected"]: errs.append(f"{p['id']}: related with no expected")
                if p["must_not"]: errs.append(f"{p['id']}: related must_not not empty")
                covered.update(p["expected"])
            else:
                errs.append(f"{p['id']}: bad kind")
        c["unrelated"] += nu; c["related"] += nr
        if nu != 3: errs.append(f"{uid}: {nu} unrelated probes")
        if not 2 <= nr <= 4: errs.append(f"{uid}: {nr} related probes")
        for k in oth:
            if k not in covered: errs.append(f"{k}: not targeted by any related probe")
    c["langs"] = langs; c["tiers"] = tiers
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
