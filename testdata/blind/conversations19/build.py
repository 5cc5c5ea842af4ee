#!/usr/bin/env python3
"""Build conversations.json from data_en.py, data_zh.py and data_mixed.py."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import data_en, data_zh, data_mixed

KIND = {"s": "standing", "n": "non_standing", "f": "fact"}
P = "c19"


def build_user(u):
    uid = f"{P}-u{u['n']:02d}"
    convs, statements, key2id = [], [], {}
    for si, (start, turns) in enumerate(u["sessions"], 1):
        sid = f"{uid}-s{si}"
        out = []
        for ti, (utext, atext, labels) in enumerate(turns):
            idx = len(out)
            out.append({"role": "user", "content": utext})
            out.append({"role": "assistant", "content": atext})
            for kind, text, key in labels:
                if key in key2id:
                    raise SystemExit(f"{uid}: duplicate key {key}")
                stid = f"{uid}-st{len(statements) + 1}"
                key2id[key] = stid
                statements.append({"id": stid, "session_id": sid, "turn_index": idx,
                                   "kind": KIND[kind], "text": text})
        convs.append({"session_id": sid, "start": start, "turns": out})
    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    others = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    for q in u["unrelated"]:
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "unrelated", "query": q,
                       "expected": list(standing), "must_not": list(others)})
    for q, keys in u["related"]:
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "related", "query": q,
                       "expected": [key2id[k] for k in keys], "must_not": []})
    return {"user_id": uid, "lang": u["lang"], "conversations": convs,
            "statements": statements, "probes": probes}


def main():
    users = data_en.USERS + data_zh.USERS + data_mixed.USERS
    users = sorted(users, key=lambda u: u["n"])
    data = {"users": [build_user(u) for u in users]}
    with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote conversations.json with {len(data['users'])} users")


if __name__ == "__main__":
    main()
