"""GET /api/Portfolio/all answered from the page cache before routing, when the route kept this
query string's page a moment ago (see services/portfolios/feed_cache.py for when pages are
forgotten): a visitor gets the same bytes; a signed-in reader gets the shared page with their
own marks merged in (one query, services/portfolios/viewer_marks.py)."""

import asyncio
import logging
from weakref import WeakKeyDictionary

from .. import db
from ..services.accounts import auth, tokens
from ..services.errors import Unauthorized
from ..services.portfolios import feed_cache, viewer_marks
from .loop_readers import LoopReaders
from .marked_body import EncodedPage, marked_body
from .security_headers import headers_for

FEED_PATHS = frozenset({"/api/Portfolio/all", "/api/portfolio/all"})
# Set on a request KeptFeedFirst already looked up: FeedPageCache then leaves it to the route.
TRIED_FIRST = "marketplace.kept_feed_tried"


def body_key(query_string: bytes) -> tuple:
    """Cache key of an encoded anonymous feed response."""
    return ("body", query_string)


def shared_key(query_string: bytes) -> tuple:
    """Cache key of the page every reader of this query string shares (before their marks),
    kept as an EncodedPage."""
    return ("shared", query_string)


def bearer(headers) -> str | None:
    """The token of `Authorization: Bearer ...`; "" for another scheme; None without one."""
    for name, value in headers:
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            return token.strip() if scheme.lower() == "bearer" else ""
    return None


def _claims(token: str) -> tuple[str, int] | None:
    try:
        return tokens.read_claims(token)
    except Unauthorized:
        return None


def _answer(claims: tuple[str, int], stored: int | None, marks: dict,
            kept: EncodedPage) -> bytes | None:
    try:
        auth.check_version(claims[1], stored)
    except Unauthorized:
        return None
    return marked_body(kept, marks)


def viewer_body(cursor, paramstyle: str, token: str, kept: EncodedPage) -> bytes | None:
    """The encoded page as this token's reader sees it; None when the token is refused (the
    route then answers, with its 401). The token's version and the reader's marks come in
    one round trip; nothing is answered unless the version matches."""
    claims = _claims(token)
    if claims is None:
        return None
    stored, marks = viewer_marks.read_version_and_marks(
        cursor, paramstyle, claims[0], kept.page["portfolios"])
    return _answer(claims, stored, marks, kept)


async def loop_viewer_body(readers: LoopReaders, token: str,
                           kept: EncodedPage) -> bytes | None:
    """viewer_body() over connections kept on the event loop (PostgreSQL)."""
    claims = _claims(token)
    if claims is None:
        return None
    sql, params = viewer_marks.version_and_marks_statement(
        "format", claims[0], kept.page["portfolios"])
    stored, marks = viewer_marks.version_and_marks(await readers.fetch(sql, params))
    return _answer(claims, stored, marks, kept)


def _kept_viewer_body(token: str, page: EncodedPage) -> bytes | None:
    try:
        return viewer_body(*db.kept_cursor(), token, page)
    except Exception:
        db.forget_kept_cursor()
        raise


# PostgreSQL reads wait on the network: on the loop, over connections of their own (the pool's
# checkout, ping and reset cost more than the query). A connection serves only the loop that
# opened it: a worker has one loop, a test server and its test client one each.
_loop_readers: WeakKeyDictionary = WeakKeyDictionary()
_last: tuple = (None, None)  # the loop asked last and its readers: the one lookup most take


def _readers_of_this_loop() -> LoopReaders:
    global _last
    loop = asyncio.get_running_loop()
    last_loop, readers = _last
    if last_loop is loop and readers.engine is db.engine:
        return readers
    readers = _loop_readers.get(loop)
    if readers is None or readers.engine is not db.engine:
        readers = _loop_readers[loop] = LoopReaders(db.engine, loop)
    _last = (loop, readers)
    return readers


async def _send_json(send, body: bytes, extra=()) -> None:
    await send({"type": "http.response.start", "status": 200,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()), *extra]})
    await send({"type": "http.response.body", "body": body})


class FeedPageCache:
    """ASGI middleware serving feed responses from kept pages."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http" and scope["method"] == "GET" \
                and scope["path"] in FEED_PATHS and not scope.get(TRIED_FIRST):
            body = await self._kept_body(scope)
            if body is not None:
                return await _send_json(send, body)
        await self.app(scope, receive, send)

    @staticmethod
    async def _kept_body(scope) -> bytes | None:
        token = bearer(scope["headers"])
        if token is None:
            return feed_cache.get(body_key(scope["query_string"]))
        page = feed_cache.get(shared_key(scope["query_string"])) if token else None
        if page is None:
            return None
        try:
            if db.engine.dialect.name == "sqlite":  # microseconds: less than a thread hand-off
                return _kept_viewer_body(token, page)
            return await loop_viewer_body(_readers_of_this_loop(), token, page)
        except Exception:  # noqa: BLE001 - the route answers, through the usual error handling
            logging.getLogger(__name__).exception("Kept feed page not answered")
            return None


class KeptFeedFirst:
    """The outermost ASGI wrapper: a same-origin GET of a kept feed page is answered before
    Reflex's and the API's middleware (half of such a request's time), with the one thing they
    add to it, the security headers; a cross-origin one (CORS headers) and anything else go
    through them, to FeedPageCache and the routes."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http" and scope["method"] == "GET" \
                and scope["path"] in FEED_PATHS \
                and not any(name == b"origin" for name, _ in scope["headers"]):
            body = await FeedPageCache._kept_body(scope)
            if body is not None:
                return await _send_json(send, body, headers_for(scope).items())
            scope = {**scope, TRIED_FIRST: True}  # a refused token is read once, not twice
        await self.app(scope, receive, send)
