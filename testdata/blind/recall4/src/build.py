"""Assemble recall.json from the hand-written text blocks in src/u*.py."""
import json, re, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from u1_2 import *; from u3_4 import *; from u5_6 import *; from u7_8 import *

TYPES = {"pf": "profile", "fa": "fact", "pr": "preference", "ev": "event", "td": "todo", "ru": "rule"}
CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]")
def lang(s): return "zh" if CJK.search(s) else "en"

users, queries = [], []
qn = 0
for i in range(1, 9):
    uid = f"v{i}"
    mems = []
    for line in globals()[f"V{i}_MEM"].strip().splitlines():
        num, t, content = line.split(" ", 2)
        mems.append({"id": f"{uid}-m{num}", "lang": lang(content), "type": TYPES[t], "content": content.strip()})
    users.append({"user_id": uid, "memories": mems})
    mlang = {m["id"]: m["lang"] for m in mems}
    for line in globals()[f"V{i}_Q"].strip().splitlines():
        tgt, q = [x.strip() for x in line.split("|", 1)]
        qn += 1
        ql = lang(q)
        if tgt == "U":
            exp, kind = [], "unrelated"
        else:
            exp = [f"{uid}-m{n}" for n in tgt.split(",")]
            langs = {mlang[e] for e in exp}
            assert len(langs) == 1, (uid, line)
            kind = "same" if langs == {ql} else "cross"
        queries.append({"id": f"q{qn:03d}", "user_id": uid, "lang": ql, "kind": kind, "query": q, "expected": exp})

json.dump({"users": users, "queries": queries}, open(os.path.join(os.path.dirname(__file__), "..", "recall.json"), "w"),
          ensure_ascii=False, indent=1)
print("written", qn, "queries")
