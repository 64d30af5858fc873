"""GET /api/Portfolio/all answered from the page cache before routing, when the route kept this
query string's page a moment ago (see services/portfolios/feed_cache.py for when pages are
forgotten): a visitor gets the same bytes; a signed-in reader gets the shared page with their
own marks merged in (one query, services/portfolios/viewer_marks.py)."""

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor


from .. import db
from ..services.accounts import auth, tokens
from ..services.errors import Unauthorized
from ..services.portfolios import feed_cache, viewer_marks
from .marked_body import EncodedPage, marked_body

FEED_PATHS = frozenset({"/api/Portfolio/all", "/api/portfolio/all"})


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


def viewer_body(cursor, paramstyle: str, token: str, kept: EncodedPage) -> bytes | None:
    """The encoded page as this token's reader sees it; None when the token is refused (the
    route then answers, with its 401). The token's version and the reader's marks come in
    one round trip; nothing is answered unless the version matches."""
    try:
        viewer_id, version = tokens.read_claims(token)
        stored, marks = viewer_marks.read_version_and_marks(
            cursor, paramstyle, viewer_id, kept.page["portfolios"],
            prepare=paramstyle != "qmark")
        auth.check_version(version, stored)
    except Unauthorized:
        return None
    return marked_body(kept, marks)


def _kept_viewer_body(token: str, page: EncodedPage) -> bytes | None:
    try:
        return viewer_body(*db.kept_cursor(), token, page)
    except Exception:
        db.forget_kept_cursor()
        raise


# PostgreSQL reads wait on the network: a few threads of their own, each keeping one
# connection (the pool's checkout, ping and reset cost more than the query).
_readers = ThreadPoolExecutor(max_workers=4, thread_name_prefix="feed-marks")


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
            if db.engine.dialect.name == "sqlite":  # microseconds: less than a thread hand-off
                return _kept_viewer_body(token, page)
            return await asyncio.get_running_loop().run_in_executor(
                _readers, _kept_viewer_body, token, page)
        except Exception:  # noqa: BLE001 - the route answers, through the usual error handling
            logging.getLogger(__name__).exception("Kept feed page not answered")
            return None
