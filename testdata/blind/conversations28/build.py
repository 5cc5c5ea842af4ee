#!/usr/bin/env python3
"""Build conversations.json for set c28 from data_en.py, data_zh.py, data_mixed.py.

Computes user, session, statement and probe ids, the turn index of every
statement, and the expected / must_not lists of unrelated probes.
Python 3 standard library only.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import data_en  # noqa: E402
import data_zh  # noqa: E402
import data_mixed  # noqa: E402

PREFIX = "c28"


def build_user(n, src):
    uid = "%s-u%02d" % (PREFIX, n)
    conversations, statements, probes = [], [], []
    key_to_id = {}
    st_n = 0
    for s_n, sess in enumerate(src["sessions"], 1):
        sid = "%s-s%d" % (uid, s_n)
        turns = []
        for t_i, turn in enumerate(sess["turns"]):
            role = turn[0]
            if role == "u":
                turns.append({"role": "user", "content": turn[1]})
                for key, kind, gloss in turn[2]:
                    if key in key_to_id:
                        raise SystemExit("%s: duplicate statement key %r" % (uid, key))
                    st_n += 1
                    st_id = "%s-st%d" % (uid, st_n)
                    key_to_id[key] = st_id
                    statements.append({"id": st_id, "session_id": sid,
                                       "turn_index": t_i, "kind": kind,
                                       "text": gloss})
            elif role == "a":
                turns.append({"role": "assistant", "content": turn[1]})
            else:
                raise SystemExit("%s: bad role %r" % (uid, role))
        conversations.append({"session_id": sid, "start": sess["start"],
                              "turns": turns})
    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    others = [s["id"] for s in statements if s["kind"] != "standing"]
    for p_n, pr in enumerate(src["probes"], 1):
        pid = "%s-p%d" % (uid, p_n)
        kind, query = pr[0], pr[1]
        if kind == "unrelated":
            expected, must_not = list(standing), list(others)
        elif kind == "related":
            try:
                wanted = {key_to_id[k] for k in pr[2]}
            except KeyError as e:
                raise SystemExit("%s: probe %s names unknown key %s" % (uid, pid, e))
            # keep statement order
            expected = [s["id"] for s in statements if s["id"] in wanted]
            must_not = []
        else:
            raise SystemExit("%s: bad probe kind %r" % (uid, kind))
        probes.append({"id": pid, "kind": kind, "query": query,
                       "expected": expected, "must_not": must_not})
    return {"user_id": uid, "lang": src["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    sources = data_en.USERS + data_zh.USERS + data_mixed.USERS
    users = [build_user(i, u) for i, u in enumerate(sources, 1)]
    out = os.path.join(HERE, "conversations.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"users": users}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote %s: %d users" % (out, len(users)))


if __name__ == "__main__":
    main()
