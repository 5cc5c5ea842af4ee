"""User-key derivation: how a user id becomes the last token of its subjects."""

import hashlib
import hmac


def user_key(secret: str, tenant_id: str, user_id: str) -> str:
    """Return the keyed hash that stands for a user in subjects.

    It is the lowercase hex of the first 12 bytes of HMAC-SHA256 keyed with
    the UTF-8 bytes of the server's user-key secret exactly as configured
    (never hex-decoded) over the UTF-8 bytes of tenant_id, NUL, user_id.
    """
    mac = hmac.new(secret.encode("utf-8"), (tenant_id + "\x00" + user_id).encode("utf-8"), hashlib.sha256)
    return mac.hexdigest()[:24]


def subject(kind: str, secret: str, tenant_id: str, user_id: str) -> str:
    """Return engram.<kind>.<tenant_id>.<user_key> (kind "turns" or "facts")."""
    return "engram.%s.%s.%s" % (kind, tenant_id, user_key(secret, tenant_id, user_id))
