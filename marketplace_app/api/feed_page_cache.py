"""GET /api/Portfolio/all answered from the page cache before routing, when the route kept this
query string's page a moment ago (see services/portfolios/feed_cache.py for when pages are
forgotten): a visitor gets the same bytes; a signed-in reader gets the shared page with their
own marks merged in (one query, services/portfolios/viewer_marks.py)."""

import threading

import orjson
from starlette.concurrency import run_in_threadpool

from .. import db
from ..services.accounts import auth
from ..services.errors import Unauthorized
from ..services.portfolios import feed_cache, viewer_marks

FEED_PATHS = frozenset({"/api/Portfolio/all", "/api/portfolio/all"})


def body_key(query_string: bytes) -> tuple:
    """Cache key of an encoded anonymous feed response."""
    return ("body", query_string)


def shared_key(query_string: bytes) -> tuple:
    """Cache key of the page every reader of this query string shares (before their marks)."""
    return ("shared", query_string)


def bearer(headers) -> str | None:
    """The token of `Authorization: Bearer ...`; "" for another scheme; None without one."""
    for name, value in headers:
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            return token.strip() if scheme.lower() == "bearer" else ""
    return None


def viewer_body(cursor, paramstyle: str, token: str, page: dict) -> bytes | None:
    """The encoded page as this token's reader sees it; None when the token is refused (the
    route then answers, with its 401)."""
    try:
        viewer_id = auth.viewer_id_on(cursor, paramstyle, token)
    except Unauthorized:
        return None
    marks = viewer_marks.read_marks_raw(cursor, paramstyle, viewer_id, page["portfolios"])
    return orjson.dumps({"success": True, **viewer_marks.with_marks(page, marks)})


def _pooled_viewer_body(token: str, page: dict) -> bytes | None:
    with db.raw_cursor() as (cursor, paramstyle):
        return viewer_body(cursor, paramstyle, token, page)


_loop_readers: dict = {}  # (engine, thread) -> a SQLite connection for that event loop's reads


def _loop_cursor():
    """A SQLite cursor on a connection this thread keeps (not the pool's: the event loop
    never waits for a pooled connection). SQLite reads take microseconds, less than handing
    them to a worker thread; a SELECT outside a transaction always sees the latest commit."""
    key = (db.engine, threading.get_ident())
    connection = _loop_readers.get(key)
    if connection is None:
        connection = _loop_readers[key] = db.engine.raw_connection()
        connection.detach()  # the pool neither counts nor resets it
    return connection.cursor()


class FeedPageCache:
    """ASGI middleware serving feed responses from kept pages."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http" and scope["method"] == "GET" \
                and scope["path"] in FEED_PATHS:
            body = await self._kept_body(scope)
            if body is not None:
                await send({"type": "http.response.start", "status": 200,
                            "headers": [(b"content-type", b"application/json"),
                                        (b"content-length", str(len(body)).encode())]})
                await send({"type": "http.response.body", "body": body})
                return
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
            if db.engine.dialect.name == "sqlite":
                return viewer_body(_loop_cursor(), "qmark", token, page)
            return await run_in_threadpool(_pooled_viewer_body, token, page)
        except Exception:  # noqa: BLE001 - the route answers, through the usual error handling
            _loop_readers.pop((db.engine, threading.get_ident()), None)
            return None
