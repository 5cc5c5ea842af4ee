"""Tiny helpers used by the data files to describe users, turns and labels."""


def U(content, *labels):
    return {"role": "user", "content": content, "labels": list(labels)}


def A(content):
    return {"role": "assistant", "content": content, "labels": []}


def S(key, text):
    return ("standing", key, text)


def N(key, text):
    return ("non_standing", key, text)


def F(key, text):
    return ("fact", key, text)


def user(lang, sessions, unrelated, related):
    return {"lang": lang, "sessions": sessions,
            "unrelated": unrelated, "related": related}
