"""Python client of engram's HTTP API (api/openapi.yaml), standard library only.

    from engram_client import Client
    c = Client("http://127.0.0.1:8080", api_key="...")
    c.publish_turn("u1", "I prefer short answers")
    print(c.recall("u1", "how should I answer?")["context"])

Every call is retried with exponential backoff on network errors, 429
(honouring Retry-After) and 5xx other than 501; other errors raise at once.
Errors are subclasses of APIError (NotFoundError, ForbiddenError,
RateLimitedError, UnavailableError, ...). Lists are iterators that fetch
page after page. user_key() derives the subject token of a user for agents
that publish turns straight to NATS with their own NATS client.
"""

from ._client import (
    APIError,
    BadRequestError,
    Client,
    ConflictError,
    ForbiddenError,
    NotFoundError,
    NotImplementedByServerError,
    RateLimitedError,
    RefusedError,
    UnauthorizedError,
    UnavailableError,
)
from ._userkey import subject, user_key

__all__ = [
    "APIError",
    "BadRequestError",
    "Client",
    "ConflictError",
    "ForbiddenError",
    "NotFoundError",
    "NotImplementedByServerError",
    "RateLimitedError",
    "RefusedError",
    "UnauthorizedError",
    "UnavailableError",
    "subject",
    "user_key",
]
