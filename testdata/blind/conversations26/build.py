"""Build conversations.json from data_en.py, data_zh.py and data_mixed.py.

Statement and probe ids are assigned here; unrelated probes get
expected = all standing statements of the user and
must_not = all non_standing and fact statements of the user.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from data_en import USERS_EN
from data_zh import USERS_ZH
from data_mixed import USERS_MIXED

PREFIX = "c26"


def build():
    users = []
    for n, u in enumerate(USERS_EN + USERS_ZH + USERS_MIXED, start=1):
        uid = f"{PREFIX}-u{n:02d}"
        convs = []
        for s, (start, texts) in enumerate(u["sessions"], start=1):
            turns = [
                {"role": "user" if i % 2 == 0 else "assistant", "content": t}
                for i, t in enumerate(texts)
            ]
            convs.append({"session_id": f"{uid}-s{s}", "start": start, "turns": turns})
        stmts = []
        for k, (s, ti, kind, text) in enumerate(u["st"], start=1):
            stmts.append({
                "id": f"{uid}-st{k}",
                "session_id": f"{uid}-s{s}",
                "turn_index": ti,
                "kind": kind,
                "text": text,
            })
        standing = [x["id"] for x in stmts if x["kind"] == "standing"]
        others = [x["id"] for x in stmts if x["kind"] != "standing"]
        probes = []
        p = 0
        for q in u["unrel"]:
            p += 1
            probes.append({"id": f"{uid}-p{p}", "kind": "unrelated", "query": q,
                           "expected": list(standing), "must_not": list(others)})
        for q, refs in u["rel"]:
            p += 1
            probes.append({"id": f"{uid}-p{p}", "kind": "related", "query": q,
                           "expected": [f"{uid}-st{r}" for r in refs], "must_not": []})
        users.append({
            "user_id": uid,
            "lang": u["lang"],
            "conversations": convs,
            "statements": stmts,
            "probes": probes,
        })
    return {"users": users}


if __name__ == "__main__":
    data = build()
    out = os.path.join(HERE, "conversations.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote {out}: {len(data['users'])} users")
