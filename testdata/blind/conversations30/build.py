#!/usr/bin/env python3
"""Build conversations.json for set c30 from data_en.py, data_zh.py, data_mixed.py.

Each data module defines LANG and USERS. A user is a dict with
  n         user number (1..24)
  persona   one line describing the invented person
  zone      IANA time zone
  sessions  list of {"start": ISO-8601 with offset, "turns": [...]}
            a turn is ("user", text, [labels]) or ("assistant", text);
            a label is (kind, tag, gloss), tag being a local name
  related   list of (query, [tags])
  unrelated list of three queries

This script numbers sessions, statements (in conversation order) and probes,
works out every turn_index, fills the unrelated probes' expected/must_not
lists, and writes conversations.json. Standard library only.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import data_en  # noqa: E402
import data_zh  # noqa: E402
import data_mixed  # noqa: E402

SET = "c30"
MODULES = [data_en, data_zh, data_mixed]


class BuildError(Exception):
    pass


def build_user(raw, lang):
    uid = "%s-u%02d" % (SET, raw["n"])
    conversations = []
    statements = []
    tag_to_id = {}
    for k, sess in enumerate(raw["sessions"], start=1):
        sid = "%s-s%d" % (uid, k)
        turns = []
        for idx, turn in enumerate(sess["turns"]):
            role, content = turn[0], turn[1]
            labels = turn[2] if len(turn) > 2 else []
            if labels and role != "user":
                raise BuildError("%s turn %d: labels on a non-user turn" % (sid, idx))
            turns.append({"role": role, "content": content})
            for kind, tag, gloss in labels:
                if tag in tag_to_id:
                    raise BuildError("%s: duplicate tag %r" % (uid, tag))
                stid = "%s-st%d" % (uid, len(statements) + 1)
                tag_to_id[tag] = stid
                statements.append({
                    "id": stid,
                    "session_id": sid,
                    "turn_index": idx,
                    "kind": kind,
                    "text": gloss,
                })
        conversations.append({"session_id": sid, "start": sess["start"], "turns": turns})

    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    others = [s["id"] for s in statements if s["kind"] != "standing"]

    probes = []

    def pid():
        return "%s-p%d" % (uid, len(probes) + 1)

    for q in raw["unrelated"]:
        probes.append({"id": pid(), "kind": "unrelated", "query": q,
                       "expected": list(standing), "must_not": list(others)})
    for q, tags in raw["related"]:
        try:
            exp = [tag_to_id[t] for t in tags]
        except KeyError as e:
            raise BuildError("%s: unknown tag %s in related probe %r" % (uid, e, q))
        # keep conversation order inside expected
        order = {s["id"]: i for i, s in enumerate(statements)}
        exp.sort(key=order.get)
        probes.append({"id": pid(), "kind": "related", "query": q,
                       "expected": exp, "must_not": []})

    return {"user_id": uid, "lang": lang, "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    users = []
    for mod in MODULES:
        for raw in mod.USERS:
            users.append(build_user(raw, mod.LANG))
    users.sort(key=lambda u: u["user_id"])
    out = os.path.join(HERE, "conversations.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"users": users}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n_sess = sum(len(u["conversations"]) for u in users)
    n_turns = sum(len(c["turns"]) for u in users for c in u["conversations"])
    n_st = sum(len(u["statements"]) for u in users)
    n_pr = sum(len(u["probes"]) for u in users)
    print("wrote %s: %d users, %d sessions, %d turns, %d statements, %d probes"
          % (out, len(users), n_sess, n_turns, n_st, n_pr))


if __name__ == "__main__":
    try:
        main()
    except BuildError as e:
        print("build error:", e)
        sys.exit(1)
