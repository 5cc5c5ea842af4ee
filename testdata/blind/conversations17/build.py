#!/usr/bin/env python3
"""Assemble conversations.json from the hand-written sources src_en.py,
src_zh.py and src_mixed.py (Python 3.11 standard library only).

The script only does bookkeeping: it numbers statements and probes, computes
turn indices and the UTC offset of each session start from its time zone, and
fills in the expected/must_not lists of unrelated probes (all standing vs all
other statements of the user). All text comes from the source files.
"""
import datetime
import json
import os
import zoneinfo

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "c17"
KINDS = {"S": "standing", "N": "non_standing", "F": "fact"}


def load(name):
    ns = {}
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        exec(f.read(), ns)
    return ns["USERS"]


def build_user(u):
    uid = f"{PREFIX}-{u['uid']}"
    tz = zoneinfo.ZoneInfo(u["tz"])
    conversations, statements, tags = [], [], {}
    for si, (local, turns) in enumerate(u["sessions"], 1):
        sid = f"{uid}-s{si}"
        start = datetime.datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=tz)
        out_turns = []
        for ti, t in enumerate(turns):
            role = "user" if ti % 2 == 0 else "assistant"
            if isinstance(t, tuple):
                assert role == "user", (sid, ti)
                text, sts = t
                for kind, tag, gloss in sts:
                    stid = f"{uid}-st{len(statements) + 1}"
                    assert tag not in tags, (uid, tag)
                    tags[tag] = stid
                    statements.append({"id": stid, "session_id": sid, "turn_index": ti,
                                       "kind": KINDS[kind], "text": gloss})
            else:
                text = t
            out_turns.append({"role": role, "content": text})
        conversations.append({"session_id": sid, "start": start.isoformat(), "turns": out_turns})
    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    others = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    for pi, p in enumerate(u["probes"], 1):
        pid = f"{uid}-p{pi}"
        if p[0] == "u":
            probes.append({"id": pid, "kind": "unrelated", "query": p[1],
                           "expected": list(standing), "must_not": list(others)})
        else:
            probes.append({"id": pid, "kind": "related", "query": p[1],
                           "expected": [tags[t] for t in p[2]], "must_not": []})
    return {"user_id": uid, "lang": u["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    users = []
    for name in ("src_en.py", "src_zh.py", "src_mixed.py"):
        users += [build_user(u) for u in load(name)]
    with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
        json.dump({"users": users}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote {len(users)} users")


if __name__ == "__main__":
    main()
