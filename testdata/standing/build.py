import json, random, re, glob, os
random.seed(7)
src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "src")
items = []
for path in sorted(glob.glob(os.path.join(src, "*.txt"))):
    name = os.path.basename(path)
    label = "standing" if name.startswith("standing") else "not"
    lang = "en" if "_en" in name else ("zh" if "_zh" in name else "mixed")
    with open(path, encoding="utf-8") as f:
        for line in f:
            t = line.strip()
            if t:
                items.append({"text": t, "label": label, "lang": lang})
random.shuffle(items)
with open(os.path.join(os.path.dirname(src), "train.jsonl"), "w", encoding="utf-8") as f:
    for it in items:
        f.write(json.dumps(it, ensure_ascii=False) + "\n")
print("wrote", len(items))
