"""Build conversations.json from data_en.py, data_zh.py, data_mixed.py."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import data_en, data_zh, data_mixed

KIND = {"S": "standing", "N": "non_standing", "F": "fact"}
P = "c22"

def build_user(u):
    uid = f"{P}-u{u['n']:02d}"
    convs, stmts, keymap = [], [], {}
    for si, (start, turns) in enumerate(u["sessions"], 1):
        sid = f"{uid}-s{si}"
        out = []
        for ti, t in enumerate(turns):
            role = "user" if ti % 2 == 0 else "assistant"
            if isinstance(t, tuple):
                assert role == "user", (sid, ti)
                content, labels = t
            else:
                content, labels = t, []
            out.append({"role": role, "content": content})
            for key, kind, gloss in labels:
                stid = f"{uid}-st{len(stmts) + 1}"
                assert key not in keymap, (uid, key)
                keymap[key] = stid
                stmts.append({"id": stid, "session_id": sid, "turn_index": ti,
                              "kind": KIND[kind], "text": gloss})
        convs.append({"session_id": sid, "start": start if len(start) > 19 else start + u["tz"], "turns": out})
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
users.sort(key=lambda x: x["user_id"])
with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
    json.dump({"users": users}, f, ensure_ascii=False, indent=2)
print("wrote", len(users), "users")
