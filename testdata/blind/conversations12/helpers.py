"""Tiny helpers used by the hand-written data files (data_en.py, data_zh.py,
data_mixed.py). They only shape the data; all message text is written by hand
in those files."""


def S(key, kind, text):
    """A labelled statement carried by the user turn it is attached to."""
    return {"key": key, "kind": kind, "text": text}


def U(content, *statements):
    return {"role": "user", "content": content, "statements": list(statements)}


def A(content):
    return {"role": "assistant", "content": content, "statements": []}


def X(query):
    """Unrelated probe: expected/must_not are filled in by build.py."""
    return {"kind": "unrelated", "query": query, "keys": []}


def R(query, *keys):
    """Related probe naming the statement keys it concerns."""
    return {"kind": "related", "query": query, "keys": list(keys)}
