#!/usr/bin/env python3
"""Build conversations.json from data_en.py, data_zh.py and data_mixed.py."""
import json
import os

from data_en import USERS_EN
from data_zh import USERS_ZH
from data_mixed import USERS_MIXED

PREFIX = "c24"
HERE = os.path.dirname(os.path.abspath(__file__))


def build_user(n, spec):
    uid = f"{PREFIX}-u{n:02d}"
    conversations = []
    for si, (start, texts) in enumerate(spec["sessions"], 1):
        turns = [
            {"role": "user" if i % 2 == 0 else "assistant", "content": t}
            for i, t in enumerate(texts)
        ]
        conversations.append({"session_id": f"{uid}-s{si}", "start": start, "turns": turns})

    statements = []
    for k, (sess, turn, kind, text) in enumerate(spec["statements"], 1):
        statements.append({
            "id": f"{uid}-st{k}",
            "session_id": f"{uid}-s{sess}",
            "turn_index": turn,
            "kind": kind,
            "text": text,
        })
    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    other = [s["id"] for s in statements if s["kind"] != "standing"]

    probes = []
    for q in spec["unrelated"]:
        probes.append({"kind": "unrelated", "query": q,
                       "expected": list(standing), "must_not": list(other)})
    for q, refs in spec["related"]:
        probes.append({"kind": "related", "query": q,
                       "expected": [f"{uid}-st{r}" for r in refs], "must_not": []})
    probes = [{"id": f"{uid}-p{i}", **p} for i, p in enumerate(probes, 1)]

    return {"user_id": uid, "lang": spec["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    specs = USERS_EN + USERS_ZH + USERS_MIXED
    users = [build_user(n, s) for n, s in enumerate(specs, 1)]
    out = os.path.join(HERE, "conversations.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"users": users}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote {out}: {len(users)} users")


if __name__ == "__main__":
    main()
