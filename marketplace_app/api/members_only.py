"""Members-only pages on a plain GET: a visitor is sent to sign in by the server, before any
of the page is drawn; a member (the session cookie) gets the page, never kept by a cache."""

import re
from urllib.parse import quote, urlencode, parse_qsl

from starlette.concurrency import run_in_threadpool

from .. import db
from ..services.accounts import web_session
from ..display_rules.members_only import MEMBERS_ONLY_PATTERN, SIGNIN_PATH

MEMBERS_ONLY = re.compile(MEMBERS_ONLY_PATTERN)
NO_STORE = (b"cache-control", b"private, no-cache")


def is_members_only(path: str) -> bool:
    """The path is one of the pages only members see."""
    return bool(MEMBERS_ONLY.match(path))


def signin_address(path: str, query_string: str) -> str:
    """/signin, coming back to this page once signed in (in the same language)."""
    here = quote(path, safe="/") + (f"?{query_string}" if query_string else "")
    params = {"next": here}
    lang = dict(parse_qsl(query_string)).get("lang")
    if lang:
        params = {"lang": lang, **params}
    return f"{SIGNIN_PATH}?{urlencode(params)}"


def _is_member(cookie_header: str) -> bool:
    with db.session_scope() as session:
        return web_session.member(session, cookie_header) is not None


class MembersOnly:
    """Pure ASGI: only GET and HEAD of members-only pages are looked at."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if (scope["type"] != "http" or scope["method"] not in ("GET", "HEAD")
                or not is_members_only(scope["path"])):
            return await self.app(scope, receive, send)
        cookie = dict(scope.get("headers") or []).get(b"cookie", b"").decode("latin-1")
        member = bool(web_session.cookie_token(cookie)) and await run_in_threadpool(
            _is_member, cookie)
        if not member:
            target = signin_address(scope["path"], scope["query_string"].decode("latin-1"))
            await send({"type": "http.response.start", "status": 303, "headers": [
                (b"location", target.encode("latin-1")), NO_STORE,
                (b"content-length", b"0")]})
            return await send({"type": "http.response.body", "body": b""})

        async def private(message):
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers") or []
                           if k.lower() not in (b"cache-control", b"etag", b"last-modified")]
                message = {**message, "headers": [*headers, NO_STORE]}
            await send(message)

        return await self.app(scope, receive, private)
