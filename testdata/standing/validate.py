import json, collections, re, sys
import os
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train.jsonl")
rows = []
with open(path, encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        d = json.loads(line)
        assert set(d) == {"text", "label", "lang"}, n
        assert d["label"] in ("standing", "not"), n
        assert d["lang"] in ("en", "zh", "mixed"), n
        assert d["text"].strip(), n
        rows.append(d)
texts = collections.Counter(r["text"] for r in rows)
dups = [t for t, c in texts.items() if c > 1]
norm = collections.Counter(re.sub(r"[\W_]+", "", r["text"].lower()) for r in rows)
near = [t for t, c in norm.items() if c > 1]
def length(r):
    t = r["text"]
    if r["lang"] == "zh":
        return len(re.findall(r"[\u4e00-\u9fff]", t)) / 1.6
    han = len(re.findall(r"[\u4e00-\u9fff]", t))
    return len(re.findall(r"[A-Za-z0-9']+", t)) + han / 1.6
lens = [length(r) for r in rows]
short = [r["text"] for r, l in zip(rows, lens) if l < 3]
long_ = [r["text"] for r, l in zip(rows, lens) if l > 60]
print("total", len(rows))
print("by label", dict(collections.Counter(r["label"] for r in rows)))
print("by lang", dict(collections.Counter(r["lang"] for r in rows)))
print("by label x lang", dict(collections.Counter((r["label"], r["lang"]) for r in rows)))
print("exact duplicates", len(dups), "normalised duplicates", len(near))
print("shorter than ~3 words", len(short), "longer than ~60 words", len(long_))
print("length min/max", round(min(lens), 1), round(max(lens), 1))
if "-v" in sys.argv:
    for t in dups + near: print("DUP", t)
    for t in short: print("SHORT", t)
    for t in long_: print("LONG", t)
