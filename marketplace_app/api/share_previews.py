"""Prerendered pages filled in per request. Link previews (WhatsApp, Slack...): the talent and
portfolio pages are served with their title, description, keywords and OpenGraph tags filled
in, since crawlers run no JavaScript, and their first screen (first_screen/). Feed pages: the
first screen of cards. The landing page and the other public pages, for a member (their
header) or in Hindi."""

import html
import os
import re
from pathlib import Path
from urllib.parse import parse_qsl

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse

from .. import db
from ..display_rules.members_only import SESSION_SCRIPT_START
from ..first_screen import json_ld
from ..services.accounts import web_session
from . import members_only
from .hreflang import PRIVATE
from .html_answer import send_html
from ..services.social.talent_page import share_preview
from ..settings import get_settings

FEED_PATH = re.compile(r"^(/main-feed|/find-talent)/?$")
# The landing page, or a prerendered page of its own, as /services.
PUBLIC_PAGE = re.compile(r"^/(?:[a-z][a-z-]*/?)?$")
PREVIEW_PATH = re.compile(r"^/(talent-detail|portfolio-detail)/([0-9A-Za-z_-]{1,64})/?$")
_TITLE = re.compile(r"<title>.*?</title>", re.S)
# The shell's own generic description and link-preview tags, replaced by the page's.
_GENERIC = re.compile(r'<meta\b[^>]*\b(?:name|property)="(?:description|keywords|og:[^"]*|'
                      r'twitter:[^"]*)"[^>]*>')
_shell: dict = {}


def shell_file() -> Path:
    """The compiled SPA page Reflex serves for these routes."""
    web = Path(os.environ.get("REFLEX_WEB_WORKDIR", ".web"))
    return web / "build" / "client" / "404.html"


def shell_html() -> str | None:
    """The shell's text, re-read when the build changes."""
    path = shell_file()
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return None
    if _shell.get("stamp") != stamp:
        _shell.update(stamp=stamp, text=path.read_text(encoding="utf-8"))
    return _shell["text"]


def base_url(request: Request) -> str:
    """The configured public address, else the one this request came in on."""
    configured = get_settings().base_url
    return (configured or str(request.base_url)).rstrip("/")


def meta_tags(preview: dict, url: str, base: str) -> str:
    """The head tags for one preview."""
    image = preview.get("image") or ""
    if image.startswith("/"):
        image = base + image
    pairs = [("name", "description", preview["description"]),
             ("name", "keywords", preview["keywords"]),
             ("property", "og:title", preview["title"]),
             ("property", "og:description", preview["description"]),
             ("property", "og:type", preview["type"]), ("property", "og:url", url),
             ("property", "og:image", image), ("name", "twitter:card", "summary_large_image"),
             ("name", "twitter:title", preview["title"]),
             ("name", "twitter:description", preview["description"])]
    tags = [f'<meta {attr}="{name}" content="{html.escape(value or "", quote=True)}"/>'
            for attr, name, value in pairs if value]
    return f"<title>{html.escape(preview['title'])}</title>" + "".join(tags)


def with_preview(shell: str, tags: str) -> str:
    """The shell with its title and generic tags replaced by the preview's tags."""
    shell = _GENERIC.sub("", shell)
    if _TITLE.search(shell):
        return _TITLE.sub(lambda _m: tags, shell, count=1)
    return shell.replace("</head>", tags + "</head>", 1)


def _visitor_head(page: str, preview: dict, url: str, base: str) -> str:
    """The sign-in page's head with the link-preview tags; its JSON-LD goes at the end of the
    head, where React's hydration does not mind a script it did not render (in the middle it
    draws the whole page again, and the page lost its colours)."""
    return with_preview(page, meta_tags(preview, url, base)).replace(
        SESSION_SCRIPT_START, json_ld.script(preview, url, base) + SESSION_SCRIPT_START, 1)


def _preview(kind: str, target_id: str) -> dict | None:
    with db.session_scope() as session:
        return share_preview(session, kind=kind, target_id=target_id)


def _detail_page(kind: str, target_id: str, query_string: str, headers: dict, tags: str):
    from ..first_screen.serve import detail_page  # imports the States: after the app is built

    return detail_page(kind, target_id, query_string, headers,
                       lambda shell: with_preview(shell, tags))


def _headers(scope) -> dict:
    return {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}


def _feed_page(base: str, query_string: str, headers: dict):
    from ..first_screen.serve import feed_page  # imports the States: after the app is built

    return feed_page(base, query_string, headers)


def _in_english(scope) -> bool:
    """Whether this request's reader reads English (the language the pages are built in)."""
    from ..first_screen.serve import reader_language  # imports the States: after the build

    query = dict(parse_qsl(scope["query_string"].decode("latin-1"), keep_blank_values=True))
    return reader_language(query, _headers(scope)) == "en"


def _public_is_drawn(scope) -> bool:
    """Whether a public prerendered page (the landing page, /services...; not members-only) is
    drawn for this request: for a member (their header), or in a language other than the
    built pages' English (an English visitor gets the built page as it is)."""
    path = scope["path"]
    if PUBLIC_PAGE.match(path) is None or PRIVATE.search(path) \
            or members_only.MEMBERS_ONLY.match(path):
        return False
    return bool(web_session.cookie_token(_headers(scope).get("cookie"))) or not _in_english(scope)


def _public_page(path: str, query_string: str, headers: dict):
    from ..first_screen.serve import public_page  # imports the States: after the app is built

    return public_page(path, query_string, headers)


class SharePreviews:
    """Serve prerendered pages filled in for this request: the feed pages' first screen, the
    talent and portfolio pages' link-preview tags (pure ASGI: every other request passes
    straight through, with no task group or body streaming)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] not in ("GET", "HEAD"):
            return await self.app(scope, receive, send)
        if feed := FEED_PATH.match(scope["path"]):
            served = await run_in_threadpool(_feed_page, feed.group(1),
                                             scope["query_string"].decode("latin-1"),
                                             _headers(scope))
            if served is not None:
                return await send_html(scope, send, served[0], served[1])
            return await self.app(scope, receive, send)
        if _public_is_drawn(scope):
            served = await run_in_threadpool(_public_page, scope["path"],
                                             scope["query_string"].decode("latin-1"),
                                             _headers(scope))
            if served is not None:
                return await send_html(scope, send, served)
            return await self.app(scope, receive, send)
        match = PREVIEW_PATH.match(scope["path"])
        shell = shell_html() if match else None
        preview = None
        if shell is not None:
            preview = await run_in_threadpool(_preview, match.group(1), match.group(2))
        visitor = members_only.is_visitor(scope)
        if preview is None:
            if visitor and shell is not None:
                return await members_only.send_signin(scope, receive, send)
            return await self.app(scope, receive, send)
        request = Request(scope)
        base = base_url(request)
        url = base + request.url.path
        tags = meta_tags(preview, url, base) + json_ld.script(preview, url, base)
        if visitor:  # the sign-in page, with the link-preview tags crawlers read
            return await members_only.send_signin(
                scope, receive, send, lambda page: _visitor_head(page, preview, url, base),
                fallback=HTMLResponse(with_preview(shell, tags)))
        served = await run_in_threadpool(_detail_page, match.group(1), match.group(2),
                                         scope["query_string"].decode("latin-1"),
                                         _headers(scope), tags)
        if served is not None:  # the first screen, in the reader's language
            return await send_html(scope, send, served[0], served[1])
        await HTMLResponse(with_preview(shell, tags))(scope, receive, send)
