#!/usr/bin/env python3
"""Build conversations.json from data_en.py, data_zh.py and data_mixed.py."""
import json
import os

import data_en
import data_mixed
import data_zh

PREFIX = "c18"
HERE = os.path.dirname(os.path.abspath(__file__))


def build_user(u):
    uid = f"{PREFIX}-{u['uid']}"
    conversations = []
    for n, (start, turns) in enumerate(u["sessions"], 1):
        conversations.append({
            "session_id": f"{uid}-s{n}",
            "start": start,
            "turns": [{"role": "user" if i % 2 == 0 else "assistant", "content": t}
                      for i, t in enumerate(turns)],
        })
    statements = []
    for n, (sess, ti, kind, text) in enumerate(u["statements"], 1):
        statements.append({
            "id": f"{uid}-st{n}",
            "session_id": f"{uid}-s{sess}",
            "turn_index": ti,
            "kind": kind,
            "text": text,
        })
    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    other = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    for n, p in enumerate(u["probes"], 1):
        pid = f"{uid}-p{n}"
        if isinstance(p, str):
            probes.append({"id": pid, "kind": "unrelated", "query": p,
                           "expected": list(standing), "must_not": list(other)})
        else:
            query, refs = p
            probes.append({"id": pid, "kind": "related", "query": query,
                           "expected": [f"{uid}-st{r}" for r in refs], "must_not": []})
    return {"user_id": uid, "lang": u["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    users = [build_user(u) for u in data_en.USERS + data_zh.USERS + data_mixed.USERS]
    with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
        json.dump({"users": users}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote conversations.json with {len(users)} users")


if __name__ == "__main__":
    main()
