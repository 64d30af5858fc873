"""Members-only pages on a plain GET: a member (the session cookie) gets the page, never kept
by a cache; a visitor gets the sign-in page at the same address, drawn before any JavaScript
runs (its script moves the address to /signin?next= before React starts, so React draws the
same sign-in page: no flash of the member's page, none of the sign-in page for a member)."""

import re
from urllib.parse import parse_qsl, quote, urlencode

from starlette.concurrency import run_in_threadpool

from .. import db
from ..display_rules.members_only import MEMBERS_ONLY_PATTERN, SIGNIN_PATH
from ..first_screen.keys import MEMBER_PAGES
from ..services.accounts import web_session
from .html_answer import send_html

MEMBERS_ONLY = re.compile(MEMBERS_ONLY_PATTERN)
NO_STORE = (b"cache-control", b"private, no-cache")
# The sign-in page a visitor (a crawler too) gets at a member's own address is kept out of
# search results by this header, not by robots.txt: a crawler kept out by robots.txt never
# reads it, and may list the bare address anyway. The member's page, which needs the session
# cookie, is never served to a crawler.
NOINDEX = (b"x-robots-tag", b"noindex")
# Served by SharePreviews, with their first screen and link-preview tags.
DETAIL_PAGES = ("/talent-detail/", "/portfolio-detail/")
VISITOR = "kalakar.visitor"  # scope key: this request's reader has no session


def is_members_only(path: str) -> bool:
    """The path is one of the pages only members see."""
    return bool(MEMBERS_ONLY.match(path))


def is_visitor(scope) -> bool:
    """A members-only page asked for without a valid session cookie."""
    return bool(scope.get(VISITOR))


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


def _headers(scope) -> dict:
    return {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}


def _signin_html(scope, with_head) -> str | None:
    from ..first_screen.serve import signin_page  # imports the States: after the app is built

    return signin_page(scope["query_string"].decode("latin-1"), _headers(scope), with_head)


def _member_html(scope) -> tuple[str, str] | None:
    from ..first_screen.serve import member_page  # imports the States: after the app is built

    return member_page(scope["path"].rstrip("/"), scope["query_string"].decode("latin-1"),
                       _headers(scope))


def _own_page(scope, cookie_header: str):
    """The member's own page with its first screen (first_screen/serve.py), or None."""
    from ..first_screen.serve import OWN_PAGES, own_page  # imports the States

    path = scope["path"].rstrip("/") or "/"
    if path not in OWN_PAGES:
        return None
    with db.session_scope() as session:
        member = web_session.member(session, cookie_header)
        return own_page(path, scope["query_string"].decode("latin-1"), _headers(scope),
                           member) if member is not None else None


def _drawn_page(scope) -> str | None:
    """A members-only page with no first screen of its own (the profile and upload forms,
    messages) as built, in the reader's language with the member's header; a page React
    alone draws, the SPA shell in the reader's language: neither the visitor's header nor
    English shows before React starts."""
    from ..first_screen.serve import public_page, shell_page  # imports the States

    query, headers = scope["query_string"].decode("latin-1"), _headers(scope)
    # Forms take a file or a tap at once: their JS starts as built, not after the first paint
    # (React, once started, answers what came before it took a control over; the loader that
    # waits for the paint keeps taps only).
    return (public_page(scope["path"], query, headers, deferred=False)
            or shell_page(query, headers))


async def send_signin(scope, receive, send, with_head=lambda page: page, fallback=None,
                      headers=()):
    """The sign-in page at this address (its head made by `with_head`, with `headers`);
    without a build, `fallback`, else a redirect to /signin."""
    html = await run_in_threadpool(_signin_html, scope, with_head)
    if html is not None:
        return await send_html(scope, send, html, headers=headers)
    if fallback is not None:
        return await fallback(scope, receive, send)
    target = signin_address(scope["path"], scope["query_string"].decode("latin-1"))
    await send({"type": "http.response.start", "status": 303, "headers": [
        (b"location", target.encode("latin-1")), NO_STORE, (b"content-length", b"0")]})
    return await send({"type": "http.response.body", "body": b""})


class MembersOnly:
    """Pure ASGI: only GET and HEAD of members-only pages are looked at. The talent and
    portfolio pages go on to SharePreviews, which adds their link-preview tags."""

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
            if scope["path"].startswith(DETAIL_PAGES):
                return await self.app({**scope, VISITOR: True}, receive, send)
            return await send_signin(scope, receive, send, headers=[NOINDEX])
        if scope["path"].rstrip("/") in MEMBER_PAGES:  # served with the member's first screen
            served = await run_in_threadpool(_member_html, scope)
            if served is not None:
                return await send_html(scope, send, *served)

        async def private(message):
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers") or []
                           if k.lower() not in (b"cache-control", b"etag", b"last-modified")]
                message = {**message, "headers": [*headers, NO_STORE]}
            await send(message)

        if scope["path"].startswith(DETAIL_PAGES):
            return await self.app(scope, receive, private)
        served = await run_in_threadpool(_own_page, scope, cookie)
        if served is not None:  # the member's own page with its first screen
            return await send_html(scope, private, served[0], served[1])
        drawn = await run_in_threadpool(_drawn_page, scope)
        if drawn is not None:
            return await send_html(scope, send, drawn)
        return await self.app(scope, receive, private)
