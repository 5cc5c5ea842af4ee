"""The engram HTTP client."""

from __future__ import annotations

import json
import random
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from datetime import datetime, timezone
from typing import Any, Dict, Iterator, List, Mapping, Optional, Sequence, TypedDict, Union


class APIError(Exception):
    """An error answer of the server: status, the server's message, Retry-After."""

    def __init__(self, status: int, message: str, retry_after: Optional[float] = None) -> None:
        super().__init__("engram: %d: %s" % (status, message))
        self.status = status
        self.message = message
        self.retry_after = retry_after

    @property
    def temporary(self) -> bool:
        """Whether retrying may succeed (429 and 5xx other than 501)."""
        return self.status == 429 or (self.status >= 500 and self.status != 501)


class BadRequestError(APIError):
    """400: the request is malformed."""


class UnauthorizedError(APIError):
    """401: no or unknown API key."""


class ForbiddenError(APIError):
    """403: another tenant or user than the key's."""


class NotFoundError(APIError):
    """404: no such memory (or dead letter) for this tenant and user."""


class ConflictError(APIError):
    """409: conflicts with the current state (reused client key, superseded memory, erased user)."""


class RefusedError(APIError):
    """422: the guard or the tenant's PII policy refused the memory."""


class RateLimitedError(APIError):
    """429: the tenant is over its rate limit; see retry_after (seconds)."""


class NotImplementedByServerError(APIError):
    """501: the feature is not configured on this server."""


class UnavailableError(APIError):
    """503 and other 5xx: a backend is unreachable; retry later."""


_ERRORS = {400: BadRequestError, 401: UnauthorizedError, 403: ForbiddenError, 404: NotFoundError,
           409: ConflictError, 422: RefusedError, 429: RateLimitedError, 501: NotImplementedByServerError}


def _error(status: int, message: str, retry_after: Optional[float]) -> APIError:
    cls = _ERRORS.get(status)
    if cls is None:
        cls = UnavailableError if status >= 500 else APIError
    return cls(status, message, retry_after)


class Message(TypedDict, total=False):
    role: str
    content: str
    name: str


class Memory(TypedDict, total=False):
    id: str
    tenant_id: str
    user_id: str
    agent_id: str
    scope: str
    type: str
    content: str
    key: str
    value: str
    confidence: float
    importance: float
    sensitivity: str
    status: str
    version: int
    created_at: str
    updated_at: str
    pinned: bool
    source_turn_ids: List[str]
    extractor_id: str
    embedder_id: str
    supersedes: str


class RecallResponse(TypedDict, total=False):
    profile: Dict[str, Dict[str, Any]]
    memories: List[Dict[str, Any]]
    context: str
    context_tokens: int
    # ids of the standing instructions rendered with the profile whatever the query
    standing: List[str]
    degraded: bool
    degraded_reasons: List[str]


class WriteResult(TypedDict, total=False):
    outcome: str
    client_key: str
    memory: Memory
    superseded: Memory


class Receipt(TypedDict, total=False):
    tenant_id: str
    user_key: str
    scope: str
    memory_ids: List[str]
    removed: Dict[str, int]
    tombstones: int
    at: str
    duration: str


class DeadLetter(TypedDict, total=False):
    seq: int
    stage: str
    reason: str
    deliveries: int
    subject: str
    kind: str
    user_key: str
    turn_id: str
    dead_at: str
    published_at: str
    size: int
    payload: str


class Client:
    """A client of one engram server; safe to share between threads.

    api_key is sent as a bearer token (None for a server in development
    mode, which then needs tenant). timeout bounds each attempt (seconds);
    max_retries and max_elapsed bound the retries.
    """

    def __init__(self, base_url: str, api_key: Optional[str] = None, *, tenant: Optional[str] = None,
                 timeout: float = 10.0, max_retries: int = 4, max_elapsed: float = 30.0,
                 initial_backoff: float = 0.1) -> None:
        u = urllib.parse.urlparse(base_url)
        if u.scheme not in ("http", "https") or not u.netloc:
            raise ValueError("base_url %r must be http(s)://host[:port]" % base_url)
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.tenant = tenant
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_elapsed = max_elapsed
        self.initial_backoff = initial_backoff

    # -- transport ---------------------------------------------------------

    def _request(self, method: str, path: str, query: Optional[Mapping[str, Any]] = None,
                 body: Any = None, raw: bool = False) -> Any:
        q = {k: v for k, v in (query or {}).items() if v is not None and v != ""}
        if self.tenant and "tenant_id" not in q and body is None:
            q["tenant_id"] = self.tenant
        url = self.base_url + path + ("?" + urllib.parse.urlencode(q) if q else "")
        data = None
        headers = {"Accept": "application/json"}
        if body is not None:
            if self.tenant and isinstance(body, dict) and not body.get("tenant_id"):
                body = dict(body, tenant_id=self.tenant)
            data = json.dumps(body).encode("utf-8")
            headers["Content-Type"] = "application/json"
        if self.api_key:
            headers["Authorization"] = "Bearer " + self.api_key
        start = time.monotonic()
        delay = self.initial_backoff
        attempt = 0
        while True:
            try:
                return self._once(method, url, data, headers, raw)
            except APIError as e:
                err: Exception = e
                retry = e.temporary
                wait = max(delay, min(e.retry_after or 0.0, 30.0))
            except (urllib.error.URLError, OSError, TimeoutError) as e:
                err, retry, wait = e, True, delay
            attempt += 1
            if not retry or attempt > self.max_retries or time.monotonic() - start + wait > self.max_elapsed:
                raise err
            time.sleep(wait * (0.5 + random.random() / 2) if wait == delay else wait)
            delay = min(delay * 2, 5.0)

    def _once(self, method: str, url: str, data: Optional[bytes], headers: Dict[str, str], raw: bool) -> Any:
        req = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                payload = resp.read()
        except urllib.error.HTTPError as e:
            text = e.read().decode("utf-8", "replace")
            try:
                msg = json.loads(text).get("error") or text
            except ValueError:
                msg = text.strip()
            ra = e.headers.get("Retry-After") if e.headers else None
            retry_after = float(ra) if ra and ra.strip().isdigit() else None
            raise _error(e.code, msg, retry_after) from None
        if raw:
            return payload.decode("utf-8")
        return json.loads(payload) if payload else None

    @staticmethod
    def _p(s: str) -> str:
        return urllib.parse.quote(s, safe="")

    # -- turns and recall --------------------------------------------------

    def publish_turn(self, user_id: str, messages: Union[str, Sequence[Message]], *, turn_id: Optional[str] = None,
                     scope: Optional[str] = None, agent_id: Optional[str] = None, session_id: Optional[str] = None,
                     ts: Optional[datetime] = None, metadata: Optional[Mapping[str, str]] = None) -> Dict[str, Any]:
        """Publish a conversation turn (a text is one user message). The turn id,
        generated when None before the first attempt, makes retries safe."""
        if isinstance(messages, str):
            messages = [{"role": "user", "content": messages}]
        body: Dict[str, Any] = {"user_id": user_id, "turn_id": turn_id or "py-" + uuid.uuid4().hex,
                                "messages": list(messages)}
        if ts is not None:
            body["ts"] = ts.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")
        for k, v in (("scope", scope), ("agent_id", agent_id), ("session_id", session_id), ("metadata", metadata)):
            if v:
                body[k] = v
        return self._request("POST", "/v1/turns", body=body)

    def recall(self, user_id: str, query: str = "", *, scope: Optional[str] = None, types: Optional[Sequence[str]] = None,
               k: Optional[int] = None, token_budget: Optional[int] = None) -> RecallResponse:
        """Recall the user's profile and the memories most relevant to query."""
        body: Dict[str, Any] = {"user_id": user_id, "query": query}
        for key, v in (("scope", scope), ("types", list(types) if types else None), ("k", k), ("token_budget", token_budget)):
            if v:
                body[key] = v
        return self._request("POST", "/v1/recall", body=body)

    # -- memories ----------------------------------------------------------

    def list_memories(self, user_id: str, *, scope: Optional[str] = None, types: Optional[Sequence[str]] = None,
                      status: Optional[str] = None, key: Optional[str] = None, cursor: Optional[str] = None,
                      limit: Optional[int] = None) -> Dict[str, Any]:
        """One page of the user's memories: {"memories": [...], "next_cursor": ...}."""
        q = {"user_id": user_id, "scope": scope, "type": ",".join(types) if types else None, "status": status,
             "key": key, "cursor": cursor, "limit": limit}
        return self._request("GET", "/v1/memories", q)

    def memories(self, user_id: str, **filters: Any) -> Iterator[Memory]:
        """Iterate over every memory of the user matching filters (see list_memories), page by page."""
        cursor = filters.pop("cursor", None)
        while True:
            page = self.list_memories(user_id, cursor=cursor, **filters)
            yield from page["memories"]
            cursor = page.get("next_cursor")
            if not cursor:
                return

    def get_memory(self, user_id: str, memory_id: str) -> Dict[str, Any]:
        """A memory with its provenance, history and key versions (NotFoundError if not the user's)."""
        return self._request("GET", "/v1/memories/" + self._p(memory_id), {"user_id": user_id})

    def write(self, user_id: Optional[str], content: Optional[str] = None, *, type: Optional[str] = None, key: Optional[str] = None,
              value: Optional[str] = None, scope: Optional[str] = None, agent_id: Optional[str] = None,
              importance: Optional[float] = None, confidence: Optional[float] = None, ttl_seconds: Optional[int] = None,
              client_key: Optional[str] = None) -> WriteResult:
        """Write one memory through the server's ingester (recallable on return).
        client_key (your business id) makes it idempotent; RefusedError if the guard refuses it.
        user_id may be None with a key bound to a user."""
        body: Dict[str, Any] = {"user_id": user_id}
        for k, v in (("content", content), ("type", type), ("key", key), ("value", value), ("scope", scope),
                     ("agent_id", agent_id), ("importance", importance), ("confidence", confidence),
                     ("ttl_seconds", ttl_seconds), ("client_key", client_key)):
            if v is not None:
                body[k] = v
        return self._request("POST", "/v1/memories", body=body)

    def correct(self, user_id: str, memory_id: str, *, content: Optional[str] = None, value: Optional[str] = None,
                importance: Optional[float] = None) -> WriteResult:
        """Write a corrected version that supersedes the memory (kept as history)."""
        body = {k: v for k, v in (("content", content), ("value", value), ("importance", importance)) if v is not None}
        q = {"user_id": user_id}
        if self.tenant:
            q["tenant_id"] = self.tenant
        return self._request("PATCH", "/v1/memories/" + self._p(memory_id), q, body=body)

    def pin(self, user_id: str, memory_id: str) -> Memory:
        """Pin a memory: it never decays."""
        return self._request("POST", "/v1/memories/" + self._p(memory_id) + "/pin", {"user_id": user_id})

    def unpin(self, user_id: str, memory_id: str) -> Memory:
        """Unpin a memory."""
        return self._request("POST", "/v1/memories/" + self._p(memory_id) + "/unpin", {"user_id": user_id})

    def delete_memory(self, user_id: str, memory_id: str) -> Receipt:
        """Erase one memory; returns the erasure receipt."""
        return self._request("DELETE", "/v1/memories/" + self._p(memory_id), {"user_id": user_id})

    def forget(self, user_id: str, query: str, *, scope: Optional[str] = None) -> Receipt:
        """Erase the user's memories matching query (a profile key or text)."""
        body = {"user_id": user_id, "query": query}
        if scope:
            body["scope"] = scope
        return self._request("POST", "/v1/forget", body=body)

    def wait_recallable(self, user_id: str, turn_id: str, timeout: float = 10.0) -> List[Memory]:
        """Wait until a memory extracted from the turn is stored; return those memories.
        TimeoutError after timeout seconds (a turn of chit-chat never yields one)."""
        deadline = time.monotonic() + timeout
        delay = 0.02
        while True:
            found = [m for m in self.memories(user_id, status="all", limit=500) if turn_id in (m.get("source_turn_ids") or [])]
            if found:
                return found
            if time.monotonic() + delay > deadline:
                raise TimeoutError("turn %s not recallable after %.1fs" % (turn_id, timeout))
            time.sleep(delay)
            delay = min(delay * 2, 1.0)

    # -- users -------------------------------------------------------------

    def users(self) -> Iterator[str]:
        """Iterate over the user ids of the tenant that have memories, ascending."""
        cursor = None
        while True:
            page = self._request("GET", "/v1/users", {"cursor": cursor})
            for u in page["users"]:
                yield u["user_id"]
            cursor = page.get("next_cursor")
            if not cursor:
                return

    def scopes(self, user_id: str) -> List[str]:
        """The distinct scopes of the user's memories ("" for unscoped ones)."""
        return self._request("GET", "/v1/users/" + self._p(user_id) + "/scopes")["scopes"]

    def export(self, user_id: str) -> List[Dict[str, Any]]:
        """Everything remembered about the user: JSON lines of kind user, memory, profile, audit."""
        text = self._request("GET", "/v1/users/" + self._p(user_id) + "/export", raw=True)
        return [json.loads(line) for line in text.splitlines() if line.strip()]

    def erase_user(self, user_id: str) -> Receipt:
        """Erase everything of the user ("forget me"); returns the receipt."""
        return self._request("DELETE", "/v1/users/" + self._p(user_id))

    # -- dead letters ------------------------------------------------------

    def dead_letters(self) -> Iterator[DeadLetter]:
        """Iterate over the tenant's dead letters, oldest first (without payloads)."""
        cursor = None
        while True:
            page = self._request("GET", "/v1/dlq", {"cursor": cursor})
            yield from page["dead_letters"]
            cursor = page.get("next_cursor")
            if not cursor:
                return

    def dead_letter(self, seq: int) -> DeadLetter:
        """One dead letter with its payload (the raw event: what the user said)."""
        return self._request("GET", "/v1/dlq/%d" % seq)

    def replay_dead_letter(self, seq: int) -> Dict[str, Any]:
        """Publish a dead letter again and delete it (ConflictError for an erased user)."""
        return self._request("POST", "/v1/dlq/%d/replay" % seq)
