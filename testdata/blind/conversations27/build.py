#!/usr/bin/env python3
"""Build conversations.json for the c27 set from data_en.py, data_zh.py, data_mixed.py."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import data_en, data_zh, data_mixed  # noqa: E402

PREFIX = "c27"


def build_user(n, u):
    uid = f"{PREFIX}-u{n:02d}"
    conversations, statements, keymap = [], [], {}
    for si, (start, pairs) in enumerate(u["sessions"], 1):
        sid = f"{uid}-s{si}"
        turns = []
        for pi, (utext, labels, atext) in enumerate(pairs):
            tidx = len(turns)
            turns.append({"role": "user", "content": utext})
            turns.append({"role": "assistant", "content": atext})
            for key, kind, gloss in labels:
                if key in keymap:
                    raise SystemExit(f"{uid}: duplicate statement key {key}")
                stid = f"{uid}-st{len(statements) + 1}"
                keymap[key] = (stid, kind)
                statements.append({"id": stid, "session_id": sid, "turn_index": tidx,
                                   "kind": kind, "text": gloss})
        conversations.append({"session_id": sid, "start": start, "turns": turns})
    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    others = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    for pi, p in enumerate(u["probes"], 1):
        pid = f"{uid}-p{pi}"
        if p[0] == "unrelated":
            probes.append({"id": pid, "kind": "unrelated", "query": p[1],
                           "expected": list(standing), "must_not": list(others)})
        elif p[0] == "related":
            exp = []
            for k in p[2]:
                if k not in keymap:
                    raise SystemExit(f"{uid} {pid}: unknown statement key {k}")
                exp.append(keymap[k][0])
            exp.sort(key=lambda x: int(x.rsplit("st", 1)[1]))
            probes.append({"id": pid, "kind": "related", "query": p[1],
                           "expected": exp, "must_not": []})
        else:
            raise SystemExit(f"{uid} {pid}: bad probe kind {p[0]}")
    return {"user_id": uid, "lang": u["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    raw = data_en.USERS + data_zh.USERS + data_mixed.USERS
    users = [build_user(i, u) for i, u in enumerate(raw, 1)]
    out = os.path.join(HERE, "conversations.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"users": users}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {out}: {len(users)} users")


if __name__ == "__main__":
    main()
