#!/usr/bin/env python3
"""Build blind8_zh.jsonl from data/*.py (stdlib only)."""
import ast, datetime as dt, glob, json, os, random, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "b8zh"
OUT = os.path.join(HERE, "blind8_zh.jsonl")
SEED = 8026

MINS = {"multi": 16, "confirm": 14, "we": 14, "self": 16, "pronoun": 14,
        "date": 16, "negation": 14, "correction": 14, "rule": 16,
        "chitchat": 14, "injection": 40, "mixed": 30}
PROFILE_KEYS = {"name", "age", "location", "hometown", "role", "employer",
                "language", "timezone", "diet", "response_style"}
TYPES = {"fact", "preference", "event", "todo", "rule"}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

try:
    import zoneinfo
except ImportError:  # pragma: no cover
    zoneinfo = None


def load_items():
    items = []
    for path in sorted(glob.glob(os.path.join(HERE, "data", "*.py"))):
        cls = os.path.splitext(os.path.basename(path))[0]
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        found = None
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "ITEMS" for t in node.targets):
                found = ast.literal_eval(node.value)
        if found is None:
            sys.exit(f"{path}: no ITEMS")
        for i, it in enumerate(found):
            it = dict(it)
            it["_cls"] = cls
            it["_src"] = f"{os.path.basename(path)}#{i}"
            items.append(it)
    return items


def add_months(d, n):
    y, m = d.year, d.month + n
    while m > 12:
        y, m = y + 1, m - 12
    while m < 1:
        y, m = y - 1, m + 12
    return y, m


def resolve(spec, local):
    kind = spec[0]
    if kind == "days":
        return local + dt.timedelta(days=spec[1])
    if kind == "wd":  # (wd, week_offset, weekday 0=Mon) ; weeks start Monday
        monday = local - dt.timedelta(days=local.weekday())
        return monday + dt.timedelta(days=7 * spec[1] + spec[2])
    if kind == "md":  # (md, month_offset, day)
        y, m = add_months(local, spec[1])
        return dt.date(y, m, spec[2])
    if kind == "mlast":  # (mlast, month_offset)
        y, m = add_months(local, spec[1] + 1)
        return dt.date(y, m, 1) - dt.timedelta(days=1)
    raise ValueError(f"bad date spec {spec}")


def norm_expected(raw):
    out = []
    for e in raw:
        if e[0] == "profile":
            out.append({"type": "profile", "key": e[1], "value": e[2]})
        else:
            out.append({"type": e[0], "content_contains": e[1]})
    return out


def kind_of(cls, it):
    if cls in ("injection", "mixed"):
        return "injection"
    if cls == "chitchat" or (cls == "rule" and it.get("lookalike")):
        return "chitchat"
    return "fact"


def validate(items):
    errs = []
    seen = set()
    counts = {}
    for it in items:
        cls, src = it["_cls"], it["_src"]
        where = f"{src} ({it.get('text', '')[:20]})"
        counts[cls] = counts.get(cls, 0) + 1
        if cls not in MINS:
            errs.append(f"{where}: unknown class {cls}")
        text = it.get("text", "")
        if not isinstance(text, str) or not (5 <= len(text) <= 120):
            errs.append(f"{where}: text length {len(text)} not in 5..120 chars")
        if text in seen:
            errs.append(f"{where}: duplicate text")
        seen.add(text)
        ctx = it.get("ctx")
        ctx_text = ctx if isinstance(ctx, str) else ""
        # ts
        ts = it.get("ts", "")
        try:
            t = dt.datetime.fromisoformat(ts)
            if t.year != 2026:
                errs.append(f"{where}: ts not in 2026")
            if t.tzinfo is None:
                errs.append(f"{where}: ts has no offset")
            elif zoneinfo is not None:
                tzname = it.get("tz", "Asia/Shanghai")
                naive = t.replace(tzinfo=None)
                real = naive.replace(tzinfo=zoneinfo.ZoneInfo(tzname)).utcoffset()
                if real != t.utcoffset():
                    errs.append(f"{where}: offset {t.utcoffset()} != real {real} for {tzname}")
        except Exception as ex:  # noqa
            errs.append(f"{where}: bad ts {ts!r}: {ex}")
            t = None
        # expected
        try:
            exp = norm_expected(it.get("exp", []))
        except Exception as ex:  # noqa
            errs.append(f"{where}: bad exp {ex}")
            exp = []
        hay = (text + "\n" + ctx_text).lower()
        dated = []
        for e in exp:
            if e["type"] == "profile":
                if e["key"] not in PROFILE_KEYS:
                    errs.append(f"{where}: bad profile key {e['key']}")
                if str(e["value"]).lower() not in hay:
                    errs.append(f"{where}: profile value {e['value']!r} not in text/context")
            else:
                if e["type"] not in TYPES:
                    errs.append(f"{where}: bad type {e['type']}")
                s = e["content_contains"]
                if DATE_RE.match(s):
                    dated.append(s)
                elif s.lower() not in hay:
                    errs.append(f"{where}: S {s!r} not in text/context")
        calc = it.get("calc", [])
        if len(calc) != len(dated):
            errs.append(f"{where}: {len(dated)} dated S but {len(calc)} calc specs")
        elif t is not None:
            for s, spec in zip(dated, calc):
                got = resolve(spec, t.date()).isoformat()
                if got != s:
                    errs.append(f"{where}: date {s} but recomputed {got} from {spec}")
        k = kind_of(cls, it)
        if k in ("chitchat",) or cls == "injection":
            if exp:
                errs.append(f"{where}: {cls} line must expect []")
        if cls == "mixed" and not exp:
            errs.append(f"{where}: mixed line must expect something")
        if cls in ("confirm", "pronoun", "correction") and not ctx:
            errs.append(f"{where}: needs context")
        if cls == "confirm" and it.get("decline") and exp:
            errs.append(f"{where}: decline must expect []")
        if cls == "multi" and not (2 <= len(exp) <= 6):
            errs.append(f"{where}: multi needs 2..6 expected")
        if cls == "rule" and not it.get("lookalike") and not exp:
            errs.append(f"{where}: real rule needs expected")
        if cls == "date" and not it.get("yearly") and not dated:
            errs.append(f"{where}: date line without a dated event")
        it["_exp"] = exp
        it["_kind"] = k
    for cls, m in MINS.items():
        if counts.get(cls, 0) < m:
            errs.append(f"class {cls}: {counts.get(cls, 0)} < min {m}")
    conf = [i for i in items if i["_cls"] == "confirm"]
    if sum(1 for i in conf if i.get("decline")) < 4 or sum(1 for i in conf if not i.get("decline")) < 10:
        errs.append("confirm: need >=10 accepts and >=4 declines")
    rl = [i for i in items if i["_cls"] == "rule"]
    if sum(1 for i in rl if i.get("lookalike")) < 6 or sum(1 for i in rl if not i.get("lookalike")) < 10:
        errs.append("rule: need >=10 real and >=6 look-alikes")
    return errs, counts


def order(items):
    for seed in range(SEED, SEED + 1000):
        rng = random.Random(seed)
        pool = {}
        for it in items:
            pool.setdefault(it["_cls"], []).append(it)
        for v in pool.values():
            rng.shuffle(v)
        out = []
        ok = True
        while any(pool.values()):
            banned = None
            if len(out) >= 2 and out[-1]["_cls"] == out[-2]["_cls"]:
                banned = out[-1]["_cls"]
            cands = [c for c, v in sorted(pool.items()) if v and c != banned]
            if not cands:
                ok = False
                break
            weights = [len(pool[c]) for c in cands]
            c = rng.choices(cands, weights=weights)[0]
            out.append(pool[c].pop())
        if ok and all(not (out[i]["_cls"] == out[i - 1]["_cls"] == out[i - 2]["_cls"])
                      for i in range(2, len(out))):
            return out
    sys.exit("could not order without runs of three")


def _replace(doc, tag, body):
    b, e = f"<!-- {tag}:BEGIN -->", f"<!-- {tag}:END -->"
    if b not in doc or e not in doc:
        return doc
    return doc[:doc.index(b) + len(b)] + "\n" + body + "\n" + doc[doc.index(e):]


def update_readme(ordered, counts):
    path = os.path.join(HERE, "README.md")
    if not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as f:
        doc = f.read()
    rows = ["| class | count | min | kind |", "|---|---|---|---|"]
    for cls, m in MINS.items():
        k = {"injection": "injection", "mixed": "injection", "chitchat": "chitchat"}.get(cls, "fact")
        if cls == "rule":
            k = "fact (real) / chitchat (look-alikes)"
        rows.append(f"| {cls} | {counts.get(cls, 0)} | {m} | {k} |")
    rows.append(f"| **total** | {len(ordered)} | {sum(MINS.values())} | |")
    doc = _replace(doc, "COUNTS", "\n".join(rows))
    nrows = ["| id | class | note |", "|---|---|---|"]
    for n, it in enumerate(ordered, 1):
        if it.get("note"):
            nrows.append(f"| {PREFIX}-{n:03d} | {it['_cls']} | {it['note'].replace('|', '/')} |")
    doc = _replace(doc, "NOTES", "\n".join(nrows))
    with open(path, "w", encoding="utf-8") as f:
        f.write(doc)


def main():
    items = load_items()
    errs, counts = validate(items)
    if errs:
        for e in errs:
            print(e)
        print(f"{len(errs)} problem(s)")
        sys.exit(1)
    ordered = order(items)
    with open(OUT, "w", encoding="utf-8") as f:
        for n, it in enumerate(ordered, 1):
            line = {"id": f"{PREFIX}-{n:03d}", "lang": "zh", "class": it["_cls"], "ts": it["ts"]}
            if it.get("ctx"):
                line["context"] = [{"role": "assistant", "content": it["ctx"]}]
            line["text"] = it["text"]
            line["expected"] = it["_exp"]
            line["kind"] = it["_kind"]
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    update_readme(ordered, counts)
    print("OK")
    for cls in MINS:
        print(f"{cls:11s} {counts.get(cls, 0)}")
    print(f"{'total':11s} {len(items)}")
    print(OUT)


if __name__ == "__main__":
    main()
