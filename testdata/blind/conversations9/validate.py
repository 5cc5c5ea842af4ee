#!/usr/bin/env python3
"""Validate conversations.json: schema, ids, labels, brief minimums. Prints counts and OK; exit 1 on error."""
import json, os, sys
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = ("standing", "non_standing", "fact")
LO, HI = datetime.fromisoformat("2026-09-01T00:00:00+14:00"), datetime.fromisoformat("2026-12-01T23:59:59-12:00")


def check(data):
    errs = []
    c = {"users": 0, "conversations": 0, "turns": 0, "user_turns": 0, "user_turns_with_statement": 0,
         "user_turns_with_2plus": 0, "standing": 0, "non_standing": 0, "fact": 0, "unrelated": 0, "related": 0}
    langs, tiers = {}, {"1 conv": 0, "2-3 convs": 0, "4-5 convs": 0}
    seen = set()
    if set(data) != {"users"}:
        errs.append("top level must be {'users': [...]}")
    for u in data["users"]:
        uid = u["user_id"]; c["users"] += 1
        if set(u) != {"user_id", "lang", "conversations", "statements", "probes"}:
            errs.append(f"{uid}: bad user keys")
        if not uid.startswith("c9-u"):
            errs.append(f"{uid}: id prefix")
        if u["lang"] not in ("en", "zh", "mixed"):
            errs.append(f"{uid}: bad lang")
        langs[u["lang"]] = langs.get(u["lang"], 0) + 1
        if uid in seen:
            errs.append(f"duplicate id {uid}")
        seen.add(uid)
        convs, prev = {}, None
        for cv in u["conversations"]:
            c["conversations"] += 1
            if set(cv) != {"session_id", "start", "turns"}:
                errs.append(f"{cv.get('session_id')}: bad conversation keys")
            if not cv["session_id"].startswith(uid + "-s"):
                errs.append(f"{cv['session_id']}: session id prefix")
            convs[cv["session_id"]] = cv
            t = datetime.fromisoformat(cv["start"])
            if t.tzinfo is None:
                errs.append(f"{cv['session_id']}: start without offset")
            elif not LO <= t <= HI:
                errs.append(f"{cv['session_id']}: start outside 2026-09-01..2026-12-01")
            if prev and t <= prev:
                errs.append(f"{cv['session_id']}: start not increasing")
            prev = t
            tr = cv["turns"]; c["turns"] += len(tr)
            if not tr or len(tr) % 2:
                errs.append(f"{cv['session_id']}: odd or empty turns")
            for i, x in enumerate(tr):
                if set(x) != {"role", "content"}:
                    errs.append(f"{cv['session_id']} turn {i}: bad keys")
                if x["role"] != ("user" if i % 2 == 0 else "assistant"):
                    errs.append(f"{cv['session_id']} turn {i}: role order")
                if not x["content"].strip():
                    errs.append(f"{cv['session_id']} turn {i}: empty")
            for i in range(0, len(tr), 2):
                c["user_turns"] += 1
                k = sum(1 for s in u["statements"] if s["session_id"] == cv["session_id"] and s["turn_index"] == i)
                c["user_turns_with_statement"] += k > 0
                c["user_turns_with_2plus"] += k > 1
        n = len(u["conversations"])
        ids = {}
        for s in u["statements"]:
            if set(s) != {"id", "session_id", "turn_index", "kind", "text"}:
                errs.append(f"{s.get('id')}: bad statement keys")
            if not s["id"].startswith(uid + "-st") or s["id"] in seen:
                errs.append(f"bad/dup statement id {s['id']}")
            ids[s["id"]] = s; seen.add(s["id"])
            if s["kind"] not in KINDS:
                errs.append(f"{s['id']}: bad kind"); continue
            c[s["kind"]] += 1
            cv = convs.get(s["session_id"])
            if cv is None:
                errs.append(f"{s['id']}: bad session"); continue
            ti = s["turn_index"]
            if not (0 <= ti < len(cv["turns"])) or cv["turns"][ti]["role"] != "user":
                errs.append(f"{s['id']}: turn_index not a user turn")
            if not s["text"].strip():
                errs.append(f"{s['id']}: empty gloss")
        ns = len(ids)
        nst = sum(1 for s in ids.values() if s["kind"] == "standing")
        if nst > 3:
            errs.append(f"{uid}: more than 3 standing")
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
            if set(p) != {"id", "kind", "query", "expected", "must_not"}:
                errs.append(f"{p.get('id')}: bad probe keys")
            if not p["id"].startswith(uid + "-p") or p["id"] in seen:
                errs.append(f"bad/dup probe id {p['id']}")
            seen.add(p["id"])
            if not p["query"].strip():
                errs.append(f"{p['id']}: empty query")
            for x in p["expected"] + p["must_not"]:
                if x not in ids: errs.append(f"{p['id']}: unknown id {x}")
            if set(p["expected"]) & set(p["must_not"]):
                errs.append(f"{p['id']}: id both expected and must_not")
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
                errs.append(f"{p['id']}: bad probe kind")
        c["unrelated"] += nu; c["related"] += nr
        if nu != 3: errs.append(f"{uid}: {nu} unrelated probes")
        if not 2 <= nr <= 4: errs.append(f"{uid}: {nr} related probes")
        for k in oth:
            if k not in covered: errs.append(f"{k}: not targeted by any related probe")
    # brief minimums
    if c["users"] != 24: errs.append(f"{c['users']} users, want 24")
    if not 60 <= c["conversations"] <= 75: errs.append(f"{c['conversations']} conversations, want 60-75")
    if c["standing"] < 30: errs.append("fewer than 30 standing")
    if c["non_standing"] < 40: errs.append("fewer than 40 non_standing")
    if c["fact"] < 40: errs.append("fewer than 40 facts")
    for t, v in tiers.items():
        if not 6 <= v <= 10: errs.append(f"tier {t} has {v} users (want about a third)")
    for l in ("en", "zh", "mixed"):
        if not 6 <= langs.get(l, 0) <= 10: errs.append(f"lang {l} has {langs.get(l, 0)} users (want about a third)")
    c["langs"] = langs; c["tiers"] = tiers
    return c, errs


def main():
    data = json.load(open(os.path.join(HERE, "conversations.json"), encoding="utf-8"))
    c, errs = check(data)
    for k, v in c.items():
        print(f"{k}: {v}")
    print(f"probes: {c['unrelated'] + c['related']}")
    for e in errs:
        print("ERROR", e)
    if errs:
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
