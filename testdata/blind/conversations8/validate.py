#!/usr/bin/env python3
"""Validate conversations.json: schema, id prefix, dates, brief minimums. Prints counts and OK."""
import json, os, re, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = ("standing", "non_standing", "fact")
LO = datetime(2026, 9, 1, tzinfo=timezone.utc)
HI = datetime(2026, 12, 1, 23, 59, tzinfo=timezone.utc)
OFFSET = re.compile(r"[+-]\d\d:\d\d$")


def validate(data):
    errs = []
    c = {"users": 0, "conversations": 0, "turns": 0, "user_turns": 0, "user_turns_no_statement": 0,
         "user_turns_multi_statement": 0, "standing": 0, "non_standing": 0, "fact": 0,
         "unrelated": 0, "related": 0}
    langs, tiers, seen = {}, {"1 conv": 0, "2-3 convs": 0, "4-5 convs": 0}, set()
    for u in data["users"]:
        uid = u["user_id"]; c["users"] += 1
        if not re.fullmatch(r"c8-u\d\d", uid): errs.append(f"{uid}: bad user id")
        if uid in seen: errs.append(f"duplicate user {uid}")
        seen.add(uid)
        if u["lang"] not in ("en", "zh", "mixed"): errs.append(f"{uid}: bad lang")
        langs[u["lang"]] = langs.get(u["lang"], 0) + 1
        convs, prev = {}, None
        for i, cv in enumerate(u["conversations"], 1):
            c["conversations"] += 1
            if cv["session_id"] != f"{uid}-s{i}": errs.append(f"{cv['session_id']}: bad session id")
            convs[cv["session_id"]] = cv
            if not OFFSET.search(cv["start"]): errs.append(f"{cv['session_id']}: start lacks offset")
            t = datetime.fromisoformat(cv["start"])
            if not (LO <= t <= HI): errs.append(f"{cv['session_id']}: start {cv['start']} outside window")
            if prev and t <= prev: errs.append(f"{cv['session_id']}: starts not increasing")
            prev = t
            tr = cv["turns"]; c["turns"] += len(tr)
            if not tr or len(tr) % 2: errs.append(f"{cv['session_id']}: empty or odd turns")
            for j, x in enumerate(tr):
                if x["role"] != ("user" if j % 2 == 0 else "assistant"): errs.append(f"{cv['session_id']}/{j}: role order")
                if not x["content"].strip(): errs.append(f"{cv['session_id']}/{j}: empty")
        per_turn = {}
        ids = {}
        for k, s in enumerate(u["statements"], 1):
            if s["id"] != f"{uid}-st{k}": errs.append(f"{s['id']}: bad statement id")
            if s["id"] in seen: errs.append(f"dup id {s['id']}")
            seen.add(s["id"]); ids[s["id"]] = s
            if s["kind"] not in KINDS: errs.append(f"{s['id']}: bad kind"); continue
            c[s["kind"]] += 1
            if not s["text"].strip(): errs.append(f"{s['id']}: empty gloss")
            cv = convs.get(s["session_id"])
            if cv is None: errs.append(f"{s['id']}: unknown session"); continue
            ti = s["turn_index"]
            if not (0 <= ti < len(cv["turns"])) or cv["turns"][ti]["role"] != "user":
                errs.append(f"{s['id']}: turn_index is not a user turn")
            per_turn[(s["session_id"], ti)] = per_turn.get((s["session_id"], ti), 0) + 1
        for cv in u["conversations"]:
            for j, x in enumerate(cv["turns"]):
                if x["role"] == "user":
                    c["user_turns"] += 1
                    n = per_turn.get((cv["session_id"], j), 0)
                    c["user_turns_no_statement"] += n == 0
                    c["user_turns_multi_statement"] += n >= 2
        n, ns = len(u["conversations"]), len(u["statements"])
        nst = sum(s["kind"] == "standing" for s in u["statements"])
        if nst > 3: errs.append(f"{uid}: more than 3 standing")
        if n == 1:
            tiers["1 conv"] += 1
            if not 1 <= ns <= 3: errs.append(f"{uid}: 1-conv user has {ns} statements")
        elif n <= 3:
            tiers["2-3 convs"] += 1
            if not 3 <= ns <= 8: errs.append(f"{uid}: 2-3-conv user has {ns} statements")
        elif n <= 5:
            tiers["4-5 convs"] += 1
            if not 8 <= ns <= 15: errs.append(f"{uid}: 4-5-conv user has {ns} statements")
        else:
            errs.append(f"{uid}: {n} conversations")
        std = sorted(k for k, s in ids.items() if s["kind"] == "standing")
        oth = sorted(k for k, s in ids.items() if s["kind"] != "standing")
        nu = nr = 0; covered = set()
        for k, p in enumerate(u["probes"], 1):
            if p["id"] != f"{uid}-p{k}": errs.append(f"{p['id']}: bad probe id")
            if p["id"] in seen: errs.append(f"dup id {p['id']}")
            seen.add(p["id"])
            if not p["query"].strip(): errs.append(f"{p['id']}: empty query")
            for x in p["expected"] + p["must_not"]:
                if x not in ids: errs.append(f"{p['id']}: unknown id {x}")
            if p["kind"] == "unrelated":
                nu += 1
                if sorted(p["expected"]) != std or sorted(p["must_not"]) != oth:
                    errs.append(f"{p['id']}: unrelated labels wrong")
            elif p["kind"] == "related":
                nr += 1
                if not p["expected"]: errs.append(f"{p['id']}: related without expected")
                if p["must_not"]: errs.append(f"{p['id']}: related must_not not empty")
                covered.update(p["expected"])
            else:
                errs.append(f"{p['id']}: bad probe kind")
        c["unrelated"] += nu; c["related"] += nr
        if nu != 3: errs.append(f"{uid}: {nu} unrelated probes")
        if not 2 <= nr <= 4: errs.append(f"{uid}: {nr} related probes")
        for k in oth:
            if k not in covered: errs.append(f"{k}: no related probe targets it")
    if c["users"] != 24: errs.append(f"{c['users']} users, want 24")
    if not 60 <= c["conversations"] <= 75: errs.append(f"{c['conversations']} conversations, want 60-75")
    for k, m in (("standing", 30), ("non_standing", 40), ("fact", 40)):
        if c[k] < m: errs.append(f"only {c[k]} {k}, want >= {m}")
    for lang, m in langs.items():
        if not 6 <= m <= 10: errs.append(f"lang {lang}: {m} users, want about a third")
    for tier, m in tiers.items():
        if not 6 <= m <= 10: errs.append(f"tier {tier}: {m} users, want about a third")
    qs = [p["query"] for u in data["users"] for p in u["probes"]]
    if len(qs) != len(set(qs)): errs.append("duplicate probe queries")
    c["langs"], c["tiers"] = langs, tiers
    return c, errs


def report(data):
    c, errs = validate(data)
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
    with open(os.path.join(HERE, "conversations.json"), encoding="utf-8") as f:
        sys.exit(report(json.load(f)))
