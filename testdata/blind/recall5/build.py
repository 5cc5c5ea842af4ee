#!/usr/bin/env python3
"""Assemble recall.json from src/u*.txt, then run validate.py. --check: validate sources only.
Source format (one user per file):
  @user w1 | description
  m01 fact | memory text            (type may be preference* = standing style pref, never targeted)
  q m04,m32 | query text            (kind derived: same / cross from languages)
  q - | query text                  (unrelated)
"""
import json, os, re, sys, glob, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
CJK = re.compile(r'[\u3400-\u9fff\uf900-\ufaff]')
TYPES = {"fact", "preference", "profile", "event", "todo", "rule"}
lang = lambda s: "zh" if CJK.search(s) else "en"
users, queries, err, styleprefs = [], [], [], []
for path in sorted(glob.glob(os.path.join(HERE, "src", "w*.txt")), key=lambda p: int(re.findall(r'\d+', os.path.basename(p))[0])):
    uid = None; mems = {}; order = []; uq = []
    for ln, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.strip()
        if not line or line.startswith("#"): continue
        if line.startswith("@user"):
            uid = line.split()[1]; continue
        head, _, text = line.partition("|")
        head = head.split(); text = text.strip()
        if not text: err.append(f"{path}:{ln}: empty text"); continue
        if re.fullmatch(r"m\d\d", head[0]):
            mid = f"{uid}-{head[0]}"; t = head[1]; star = t.endswith("*"); t = t.rstrip("*")
            if t not in TYPES: err.append(f"{path}:{ln}: type {t}")
            if mid in mems: err.append(f"{path}:{ln}: dup {mid}")
            mems[mid] = {"id": mid, "lang": lang(text), "type": t, "content": text}; order.append(mid)
            if star: styleprefs.append(mid)
        elif head[0] == "q":
            exp = [] if head[1] == "-" else [f"{uid}-{x}" for x in head[1].split(",")]
            uq.append((ln, exp, text))
        else: err.append(f"{path}:{ln}: bad line")
    for ln, exp, text in uq:
        for e in exp:
            if e not in mems: err.append(f"{path}:{ln}: unknown {e}")
            if e in styleprefs: err.append(f"{path}:{ln}: targets style pref {e}")
        ql = lang(text)
        if not exp: kind = "unrelated"
        else:
            tl = {mems[e]["lang"] for e in exp if e in mems}
            kind = "same" if tl == {ql} else "cross"
        queries.append({"id": None, "user_id": uid, "lang": ql, "kind": kind, "query": text, "expected": exp})
    users.append({"user_id": uid, "memories": [mems[m] for m in order]})
for i, q in enumerate(queries, 1): q["id"] = f"q{i:03d}"
for e in err: print("ERROR", e)
if err: sys.exit(1)
print("style prefs (untargeted):", " ".join(styleprefs))
if "--check" in sys.argv: sys.exit(0)
json.dump({"users": users, "queries": queries}, open(os.path.join(HERE, "recall.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
sys.exit(subprocess.call([sys.executable, os.path.join(HERE, "validate.py")]))
