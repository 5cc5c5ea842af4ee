#!/usr/bin/env python3
"""Assemble recall.json from src/u1.txt … src/u8.txt (hand-written), then run validate.py."""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
CJK = re.compile(r'[\u3400-\u9fff\uf900-\ufaff]')
lang = lambda t: "zh" if CJK.search(t) else "en"
users, queries, err = [], [], []
for n in range(1, 9):
    uid = f"r7-u{n}"
    keymap, mems, styles = {}, [], set()
    for line in open(os.path.join(HERE, "src", f"u{n}.txt"), encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"): continue
        parts = [x.strip() for x in line.split(" | ")]
        head = parts[0]
        if head == "Q":
            text, exp = parts[1], [x.strip() for x in parts[2].split(",")]
            ids = []
            for k in exp:
                if k not in keymap: err.append(f"{uid}: unknown key {k} in {text}"); continue
                if k in styles: err.append(f"{uid}: query targets style preference {k}")
                ids.append(keymap[k])
            ml = {lang(next(m for m in mems if m['id'] == i)['content']) for i in ids}
            kind = "same" if ml == {lang(text)} else "cross"
            queries.append({"user_id": uid, "lang": lang(text), "kind": kind, "query": text, "expected": ids})
        elif head == "U":
            queries.append({"user_id": uid, "lang": lang(parts[1]), "kind": "unrelated", "query": parts[1], "expected": []})
        else:
            key, typ = head.split()
            if typ.endswith("*"): styles.add(key); typ = typ[:-1]
            mid = f"{uid}-m{len(mems)+1:02d}"
            keymap[key] = mid
            mems.append({"id": mid, "lang": lang(parts[1]), "type": typ, "content": parts[1]})
    users.append({"user_id": uid, "memories": mems})
for i, q in enumerate(queries, 1):
    q_ = {"id": f"r7-q{i:03d}"}; q_.update(q); queries[i-1] = q_
if err:
    for e in err: print("ERROR", e)
    sys.exit(1)
json.dump({"users": users, "queries": queries}, open(os.path.join(HERE, "recall.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
sys.exit(subprocess.call([sys.executable, os.path.join(HERE, "validate.py")]))
