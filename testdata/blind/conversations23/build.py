#!/usr/bin/env python3
"""Build conversations.json from data_en.py, data_zh.py and data_mixed.py."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import data_en
import data_mixed
import data_zh

PREFIX = "c23"


def build_user(u):
    uid = "%s-u%02d" % (PREFIX, u["n"])
    conversations = []
    for si, (start, texts) in enumerate(u["sessions"], 1):
        turns = []
        for i, t in enumerate(texts):
            turns.append({"role": "user" if i % 2 == 0 else "assistant", "content": t})
        conversations.append({"session_id": "%s-s%d" % (uid, si), "start": start, "turns": turns})
    statements = []
    for k, (sess, turn, kind, text) in enumerate(u["statements"], 1):
        statements.append({
            "id": "%s-st%d" % (uid, k),
            "session_id": "%s-s%d" % (uid, sess),
            "turn_index": turn,
            "kind": kind,
            "text": text,
        })
    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    other = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    pn = 0
    for q in u["unrelated"]:
        pn += 1
        probes.append({"id": "%s-p%d" % (uid, pn), "kind": "unrelated", "query": q,
                       "expected": list(standing), "must_not": list(other)})
    for q, exp in u["related"]:
        pn += 1
        probes.append({"id": "%s-p%d" % (uid, pn), "kind": "related", "query": q,
                       "expected": ["%s-st%d" % (uid, e) for e in exp], "must_not": []})
    return {"user_id": uid, "lang": u["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    users = data_en.USERS + data_zh.USERS + data_mixed.USERS
    users = sorted(users, key=lambda u: u["n"])
    out = {"users": [build_user(u) for u in users]}
    path = os.path.join(HERE, "conversations.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote %s (%d users)" % (path, len(out["users"])))


if __name__ == "__main__":
    main()
