"""Tiny helpers so the hand-written data files stay readable.

A user turn carries zero or more labelled statements; the build script
numbers sessions, statements and probes and works out turn indices and
UTC offsets (from the IANA zone of the place the user is in that day).
"""


def S(key, text):
    return ("standing", key, text)


def N(key, text):
    return ("non_standing", key, text)


def F(key, text):
    return ("fact", key, text)


def U(content, *statements):
    return {"role": "user", "content": content, "statements": list(statements)}


def A(content):
    return {"role": "assistant", "content": content, "statements": []}


def sess(local_start, turns, tz=None):
    """local_start: 'YYYY-MM-DD HH:MM' wall-clock time where the user is."""
    return {"local": local_start, "tz": tz, "turns": turns}


def unrel(query):
    return {"kind": "unrelated", "query": query, "keys": []}


def rel(query, *keys):
    return {"kind": "related", "query": query, "keys": list(keys)}


def user(num, lang, tz, sessions, probes):
    return {"num": num, "lang": lang, "tz": tz, "sessions": sessions, "probes": probes}
