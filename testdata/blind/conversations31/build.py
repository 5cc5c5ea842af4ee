#!/usr/bin/env python3
"""Build conversations.json from data_en.py, data_zh.py, data_mixed.py (stdlib only).

Assigns ids (<P>-uNN, <P>-uNN-sK, <P>-uNN-stK, <P>-uNN-pK), resolves probe keys to
statement ids, and fills unrelated probes: expected = all standing statements,
must_not = all non_standing and fact statements. Related probes get must_not = [].
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import data_en  # noqa: E402
import data_zh  # noqa: E402
import data_mixed  # noqa: E402

PREFIX = "c31"
KINDS = ("standing", "non_standing", "fact")


def all_users():
    users = data_en.USERS + data_zh.USERS + data_mixed.USERS
    return sorted(users, key=lambda u: u["n"])


def build_user(u):
    uid = f"{PREFIX}-u{u['n']:02d}"
    convs, stmts, key2id = [], [], {}
    for k, sess in enumerate(u["sessions"], 1):
        sid = f"{uid}-s{k}"
        turns = []
        for user_text, labels, reply in sess["pairs"]:
            ti = len(turns)
            turns.append({"role": "user", "content": user_text})
            turns.append({"role": "assistant", "content": reply})
            for key, kind, gloss in labels:
                if key in key2id:
                    raise SystemExit(f"{uid}: duplicate statement key {key!r}")
                if kind not in KINDS:
                    raise SystemExit(f"{uid}: bad kind {kind!r} for {key!r}")
                stid = f"{uid}-st{len(stmts) + 1}"
                key2id[key] = stid
                stmts.append({"id": stid, "session_id": sid, "turn_index": ti,
                              "kind": kind, "text": gloss})
        convs.append({"session_id": sid, "start": sess["start"], "turns": turns})

    standing = [s["id"] for s in stmts if s["kind"] == "standing"]
    other = [s["id"] for s in stmts if s["kind"] != "standing"]
    probes = []
    for q in u["unrelated"]:
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "unrelated",
                       "query": q, "expected": list(standing), "must_not": list(other)})
    for q, keys in u["related"]:
        missing = [k for k in keys if k not in key2id]
        if missing:
            raise SystemExit(f"{uid}: related probe {q!r} refers to unknown keys {missing}")
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "related",
                       "query": q, "expected": [key2id[k] for k in keys], "must_not": []})
    return {"user_id": uid, "lang": u["lang"], "conversations": convs,
            "statements": stmts, "probes": probes}


def main():
    users = [build_user(u) for u in all_users()]
    out = os.path.join(HERE, "conversations.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"users": users}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote {out}: {len(users)} users")


if __name__ == "__main__":
    main()
