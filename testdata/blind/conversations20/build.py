#!/usr/bin/env python3
"""Build conversations.json from the data files (data_en.py, data_zh.py, data_mixed.py)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import data_en  # noqa: E402
import data_zh  # noqa: E402
import data_mixed  # noqa: E402

PREFIX = "c20"


def build_user(n, spec):
    uid = "%s-u%02d" % (PREFIX, n)
    conversations, statements, keymap = [], [], {}
    for si, (start, turns) in enumerate(spec["sessions"], 1):
        sid = "%s-s%d" % (uid, si)
        out_turns = []
        for ti, t in enumerate(turns):
            out_turns.append({"role": t["role"], "content": t["content"]})
            for kind, key, text in t["labels"]:
                if key in keymap:
                    raise SystemExit("%s: duplicate statement key %s" % (uid, key))
                stid = "%s-st%d" % (uid, len(statements) + 1)
                keymap[key] = stid
                statements.append({"id": stid, "session_id": sid, "turn_index": ti,
                                   "kind": kind, "text": text})
        conversations.append({"session_id": sid, "start": start, "turns": out_turns})
    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    others = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    for q in spec["unrelated"]:
        probes.append({"id": "%s-p%d" % (uid, len(probes) + 1), "kind": "unrelated",
                       "query": q, "expected": list(standing), "must_not": list(others)})
    for q, keys in spec["related"]:
        try:
            exp = [keymap[k] for k in keys]
        except KeyError as e:
            raise SystemExit("%s: unknown statement key %s" % (uid, e))
        probes.append({"id": "%s-p%d" % (uid, len(probes) + 1), "kind": "related",
                       "query": q, "expected": exp, "must_not": []})
    return {"user_id": uid, "lang": spec["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    specs = data_en.USERS + data_zh.USERS + data_mixed.USERS
    users = [build_user(i, s) for i, s in enumerate(specs, 1)]
    path = os.path.join(HERE, "conversations.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"users": users}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote %s (%d users)" % (path, len(users)))


if __name__ == "__main__":
    main()
