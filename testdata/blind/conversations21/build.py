#!/usr/bin/env python3
"""Build conversations.json from data_en.py, data_zh.py, data_mixed.py."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data_en, data_zh, data_mixed

KIND = {"S": "standing", "N": "non_standing", "F": "fact"}
P = "c21"

def build_user(u):
    uid = f"{P}-u{u['n']:02d}"
    convs, stmts, keymap = [], [], {}
    for si, (start, turns) in enumerate(u["sessions"], 1):
        sid = f"{uid}-s{si}"
        out = []
        for ti, t in enumerate(turns):
            role = {"u": "user", "a": "assistant"}[t[0]]
            out.append({"role": role, "content": t[1]})
            if role == "user":
                for kind, key, gloss in t[2]:
                    stid = f"{uid}-st{len(stmts) + 1}"
                    assert key not in keymap, (uid, key)
                    keymap[key] = stid
                    stmts.append({"id": stid, "session_id": sid, "turn_index": ti,
                                  "kind": KIND[kind], "text": gloss})
            else:
                assert len(t) == 2
        convs.append({"session_id": sid, "start": start, "turns": out})
    standing = [s["id"] for s in stmts if s["kind"] == "standing"]
    other = [s["id"] for s in stmts if s["kind"] != "standing"]
    probes = []
    for q in u["unrelated"]:
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "unrelated", "query": q,
                       "expected": list(standing), "must_not": list(other)})
    for q, keys in u["related"]:
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "related", "query": q,
                       "expected": [keymap[k] for k in keys], "must_not": []})
    return {"user_id": uid, "lang": u["lang"], "conversations": convs,
            "statements": stmts, "probes": probes}

users = [build_user(u) for u in data_en.USERS + data_zh.USERS + data_mixed.USERS]
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "conversations.json"), "w", encoding="utf-8") as f:
    json.dump({"users": users}, f, ensure_ascii=False, indent=2)
    f.write("\n")
print("wrote conversations.json with", len(users), "users")
