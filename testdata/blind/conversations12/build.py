"""Assemble conversations.json from the hand-written data files.

Statements are written inline on the user turn that carries them; this script
numbers sessions, statements and probes, computes turn_index, and fills the
expected/must_not lists of unrelated probes (all standing / all other).
Python 3.11 standard library only.
"""
import json
import os

import data_en
import data_mixed
import data_zh

PREFIX = "c12"
HERE = os.path.dirname(os.path.abspath(__file__))


def build_user(spec):
    uid = f"{PREFIX}-u{spec['n']:02d}"
    conversations, statements, key_to_id = [], [], {}
    for s_no, (start, turns) in enumerate(spec["sessions"], 1):
        sid = f"{uid}-s{s_no}"
        out_turns = []
        for t_idx, turn in enumerate(turns):
            out_turns.append({"role": turn["role"], "content": turn["content"]})
            for st in turn["statements"]:
                if st["key"] in key_to_id:
                    raise SystemExit(f"duplicate key {st['key']} in {uid}")
                st_id = f"{uid}-st{len(statements) + 1}"
                key_to_id[st["key"]] = st_id
                statements.append({"id": st_id, "session_id": sid, "turn_index": t_idx,
                                   "kind": st["kind"], "text": st["text"]})
        conversations.append({"session_id": sid, "start": start, "turns": out_turns})

    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    others = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    for p_no, p in enumerate(spec["probes"], 1):
        pid = f"{uid}-p{p_no}"
        if p["kind"] == "unrelated":
            probes.append({"id": pid, "kind": "unrelated", "query": p["query"],
                           "expected": list(standing), "must_not": list(others)})
        else:
            try:
                exp = [key_to_id[k] for k in p["keys"]]
            except KeyError as e:
                raise SystemExit(f"{pid}: unknown key {e}")
            probes.append({"id": pid, "kind": "related", "query": p["query"],
                           "expected": exp, "must_not": []})
    return {"user_id": uid, "lang": spec["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    specs = data_en.USERS + data_zh.USERS + data_mixed.USERS
    specs.sort(key=lambda s: s["n"])
    doc = {"users": [build_user(s) for s in specs]}
    with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote {len(doc['users'])} users")


if __name__ == "__main__":
    main()
