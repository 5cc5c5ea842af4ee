#!/usr/bin/env python3
"""Build conversations.json from data_en.py, data_zh.py and data_mixed.py."""
import json
import os

from data_en import USERS_EN
from data_zh import USERS_ZH
from data_mixed import USERS_MIXED

PREFIX = "c25"
HERE = os.path.dirname(os.path.abspath(__file__))


def build_user(n, spec):
    uid = f"{PREFIX}-u{n:02d}"
    conversations, statements, keymap = [], [], {}
    for s_no, (start, raw_turns) in enumerate(spec["sessions"], 1):
        sid = f"{uid}-s{s_no}"
        turns = []
        for idx, item in enumerate(raw_turns):
            if idx % 2 == 0:
                text, stmts = item
                turns.append({"role": "user", "content": text})
                for key, kind, gloss in stmts:
                    if key in keymap:
                        raise ValueError(f"{uid}: duplicate key {key}")
                    st_id = f"{uid}-st{len(statements) + 1}"
                    keymap[key] = st_id
                    statements.append({"id": st_id, "session_id": sid,
                                       "turn_index": idx, "kind": kind,
                                       "text": gloss})
            else:
                if not isinstance(item, str):
                    raise ValueError(f"{sid} turn {idx}: assistant turn must be a string")
                turns.append({"role": "assistant", "content": item})
        conversations.append({"session_id": sid, "start": start, "turns": turns})

    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    others = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    for q in spec["unrelated"]:
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "unrelated",
                       "query": q, "expected": list(standing),
                       "must_not": list(others)})
    for q, keys in spec["related"]:
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "related",
                       "query": q, "expected": [keymap[k] for k in keys],
                       "must_not": []})
    return {"user_id": uid, "lang": spec["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    specs = USERS_EN + USERS_ZH + USERS_MIXED
    users = [build_user(i, s) for i, s in enumerate(specs, 1)]
    path = os.path.join(HERE, "conversations.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"users": users}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote {path}: {len(users)} users")


if __name__ == "__main__":
    main()
