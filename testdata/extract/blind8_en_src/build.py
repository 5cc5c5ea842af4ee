#!/usr/bin/env python3
"""Build blind8_en.jsonl from data/*.py. Python 3 stdlib only."""
import calendar, importlib.util, json, random, re, sys
from datetime import datetime, date, timedelta
from pathlib import Path

try:
    from zoneinfo import ZoneInfo
except Exception:  # pragma: no cover
    ZoneInfo = None

HERE = Path(__file__).resolve().parent
PREFIX = "b8en"
OUT = HERE / "blind8_en.jsonl"
SEED = 20260808

MINS = {"multi": 16, "confirm": 14, "we": 14, "self": 16, "pronoun": 14,
        "date": 16, "negation": 14, "correction": 14, "rule": 16,
        "chitchat": 14, "injection": 40, "mixed": 30}
PROFILE_KEYS = {"name", "age", "location", "hometown", "role", "employer",
                "language", "timezone", "diet", "response_style"}
TYPES = {"fact", "preference", "event", "todo", "rule"}
WD = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def add_months(d, n):
    m = d.month - 1 + n
    return d.year + m // 12, m % 12 + 1


def resolve(spec, today):
    """Independent recomputation of a relative date from a small spec."""
    p = spec.split(":")
    k = p[0]
    if k == "days":
        return today + timedelta(days=int(p[1]))
    if k == "weeks":
        return today + timedelta(weeks=int(p[1]))
    if k == "weekday":  # weekday:(this|next|last|coming):wd  (ISO weeks, Mon start)
        rel, wd = p[1], WD[p[2]]
        monday = today - timedelta(days=today.weekday())
        if rel == "this":
            return monday + timedelta(days=wd)
        if rel == "next":
            return monday + timedelta(days=7 + wd)
        if rel == "last":
            return monday + timedelta(days=-7 + wd)
        if rel == "coming":  # next occurrence strictly after today
            delta = (wd - today.weekday()) % 7 or 7
            return today + timedelta(days=delta)
    if k == "monthday":  # monthday:offset:day
        y, m = add_months(today, int(p[1]))
        return date(y, m, int(p[2]))
    if k == "monthlast":  # monthlast:offset
        y, m = add_months(today, int(p[1]))
        return date(y, m, calendar.monthrange(y, m)[1])
    if k == "nth":  # nth:offset:n:wd   n=-1 for last
        y, m = add_months(today, int(p[1]))
        n, wd = int(p[2]), WD[p[3]]
        days = [date(y, m, d) for d in range(1, calendar.monthrange(y, m)[1] + 1)
                if date(y, m, d).weekday() == wd]
        return days[n - 1] if n > 0 else days[n]
    if k == "nextdom":  # next date whose day-of-month is N, strictly after today
        n = int(p[1])
        y, m = today.year, today.month
        for _ in range(3):
            try:
                c = date(y, m, n)
                if c > today:
                    return c
            except ValueError:
                pass
            y, m = add_months(date(y, m, 1), 1)
    raise ValueError("bad calc spec %r" % spec)


def load():
    items = []
    for f in sorted((HERE / "data").glob("*.py")):
        spec = importlib.util.spec_from_file_location(f.stem, f)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for i, it in enumerate(mod.ITEMS):
            it = dict(it)
            it["class"] = f.stem
            it["_src"] = "%s[%d]" % (f.name, i)
            items.append(it)
    return items


def word_count(s):
    return len(s.split())


def validate(items):
    errs = []
    seen = set()
    for it in items:
        src = it["_src"]
        cls = it["class"]
        e = lambda msg: errs.append("%s: %s" % (src, msg))
        if cls not in MINS:
            e("unknown class %s" % cls)
        text = it.get("text", "")
        if text in seen:
            e("duplicate text")
        seen.add(text)
        n = word_count(text)
        if not 5 <= n <= 60:
            e("text has %d words" % n)
        # ts
        try:
            ts = datetime.fromisoformat(it["ts"])
            if ts.tzinfo is None:
                e("ts has no offset")
            elif ts.year != 2026:
                e("ts not in 2026")
            elif ZoneInfo and it.get("tz"):
                real = ts.replace(tzinfo=None).replace(tzinfo=ZoneInfo(it["tz"])).utcoffset()
                if real != ts.utcoffset():
                    e("offset %s != real %s for %s" % (ts.utcoffset(), real, it["tz"]))
        except Exception as ex:
            e("bad ts %r (%s)" % (it.get("ts"), ex))
            ts = None
        ctx = it.get("context") or []
        ctx_text = " ".join(c.get("content", "") for c in ctx)
        for c in ctx:
            if c.get("role") not in ("assistant", "user"):
                e("bad context role")
        hay = (text + " " + ctx_text).lower()
        exp = it.get("expected")
        if not isinstance(exp, list):
            e("expected not a list")
            exp = []
        for x in exp:
            t = x.get("type")
            if t == "profile":
                if x.get("key") not in PROFILE_KEYS:
                    e("bad profile key %r" % x.get("key"))
                v = str(x.get("value", ""))
                if not v or v.lower() not in hay:
                    e("profile value %r not in text/context" % v)
            elif t in TYPES:
                s = str(x.get("content_contains", ""))
                if not s:
                    e("empty content_contains")
                if DATE_RE.match(s):
                    if "calc" not in x:
                        e("date %s without calc" % s)
                    elif ts is not None:
                        try:
                            r = resolve(x["calc"], ts.date()).isoformat()
                            if r != s:
                                e("date %s != recomputed %s (%s)" % (s, r, x["calc"]))
                        except Exception as ex:
                            e("calc error %s" % ex)
                elif s.lower() not in hay:
                    e("content_contains %r not in text/context" % s)
            else:
                e("bad type %r" % t)
        if cls in ("chitchat", "injection") and exp:
            e("%s must expect []" % cls)
        if it.get("lookalike") and exp:
            e("look-alike must expect []")
        if it.get("decline") and exp:
            e("decline must expect []")
        if cls == "mixed" and not exp:
            e("mixed must expect something")
        if cls in ("confirm", "pronoun", "correction") and not ctx:
            e("%s needs context" % cls)
        if cls == "multi" and not 2 <= len(exp) <= 6:
            e("multi needs 2-6 expected")
        if cls in ("we", "self", "pronoun", "date", "negation", "correction", "multi") and not exp:
            e("%s must expect something" % cls)
        if cls == "we" and any(x["type"] == "rule" for x in exp):
            e("we must not expect rule")
        if cls == "rule" and not it.get("lookalike") and not exp:
            e("real rule must expect something")
    counts = {}
    for it in items:
        counts[it["class"]] = counts.get(it["class"], 0) + 1
    for c, m in MINS.items():
        if counts.get(c, 0) < m:
            errs.append("class %s has %d < %d" % (c, counts.get(c, 0), m))
    conf = [it for it in items if it["class"] == "confirm"]
    if sum(1 for it in conf if it.get("decline")) < 4 or sum(1 for it in conf if not it.get("decline")) < 10:
        errs.append("confirm needs >=10 accepts and >=4 declines")
    rl = [it for it in items if it["class"] == "rule"]
    if sum(1 for it in rl if it.get("lookalike")) < 6 or sum(1 for it in rl if not it.get("lookalike")) < 10:
        errs.append("rule needs >=10 real and >=6 look-alikes")
    return errs, counts


def kind_of(it):
    if it["class"] in ("injection", "mixed"):
        return "injection"
    if it["class"] == "chitchat" or (it["class"] == "rule" and it.get("lookalike")):
        return "chitchat"
    return "fact"


def shuffle(items):
    rng = random.Random(SEED)
    for _ in range(10000):
        order = items[:]
        rng.shuffle(order)
        # repair runs greedily
        ok = True
        for i in range(2, len(order)):
            if order[i]["class"] == order[i - 1]["class"] == order[i - 2]["class"]:
                for j in range(i + 1, len(order)):
                    if order[j]["class"] != order[i]["class"]:
                        order[i], order[j] = order[j], order[i]
                        break
                else:
                    ok = False
        if ok and all(not (order[i]["class"] == order[i - 1]["class"] == order[i - 2]["class"])
                      for i in range(2, len(order))):
            return order
    raise SystemExit("could not shuffle")


def main():
    items = load()
    errs, counts = validate(items)
    if errs:
        for x in errs:
            print("ERROR", x)
        sys.exit(1)
    order = shuffle(items)
    with OUT.open("w", encoding="utf-8") as fh:
        for n, it in enumerate(order, 1):
            line = {"id": "%s-%03d" % (PREFIX, n), "lang": "en", "class": it["class"], "ts": it["ts"]}
            if it.get("context"):
                line["context"] = it["context"]
            line["text"] = it["text"]
            line["expected"] = [{k: v for k, v in x.items() if k != "calc"} for x in it["expected"]]
            line["kind"] = kind_of(it)
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
            it["_id"] = line["id"]
    # id map for README notes
    with (HERE / "idmap.txt").open("w", encoding="utf-8") as fh:
        for it in order:
            fh.write("%s\t%s\t%s\n" % (it["_id"], it["_src"], it.get("note", "")))
    print("OK")
    total = 0
    for c in MINS:
        print("%-11s %3d" % (c, counts.get(c, 0)))
        total += counts.get(c, 0)
    print("%-11s %3d" % ("total", total))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
