"""Tiny helpers so the hand-written conversation text stays readable.

A user turn is U(text, *labels); a label is ST/NS/FA(key, gloss).
Keys are local to one user; build.py turns them into statement ids.
"""


def U(text, *labels):
    return {"role": "user", "content": text, "labels": list(labels)}


def A(text):
    return {"role": "assistant", "content": text, "labels": []}


def ST(key, gloss):
    return ("standing", key, gloss)


def NS(key, gloss):
    return ("non_standing", key, gloss)


def FA(key, gloss):
    return ("fact", key, gloss)


def S(local_start, *turns):
    """local_start: wall-clock time in the user's zone, 'YYYY-MM-DDTHH:MM'."""
    return {"local_start": local_start, "turns": list(turns)}


def USER(num, lang, tz, sessions, unrelated, related):
    return {
        "num": num,
        "lang": lang,
        "tz": tz,
        "sessions": sessions,
        "unrelated": unrelated,
        "related": related,
    }
