"""Public pages are served with hreflang alternates (English, Hindi via ?lang=hi, x-default),
and <html lang="hi"> when the address asks for Hindi, so search engines index both languages."""

import gzip
import html
import re
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

from ..settings import get_settings

# Signed-in screens and machinery: no alternates there.
PRIVATE = re.compile(r"^/(api|_event|_upload|_health|ping|media|assets|set-profile|work-upload|"
                     r"portfolio-edit|profile-settings|portfolio/?$|auth-success|manage|messages|"
                     r"notifications)(/|$)|\.[A-Za-z0-9]{1,5}$")
MIN_GZIP = 1024  # smaller pages gain nothing from compression
_HTML_LANG = re.compile(rb"<html([^>]*?)\slang=\"[^\"]*\"")


def alternates(base: str, path: str, query: str) -> str:
    """The three <link rel="alternate"> tags of one page address."""
    kept = [(k, v) for k, v in parse_qsl(query, keep_blank_values=True) if k != "lang"]
    english = base + path + (f"?{urlencode(kept)}" if kept else "")
    hindi = base + path + "?" + urlencode([*kept, ("lang", "hi")])
    return "".join(f'<link rel="alternate" hreflang="{code}" href="{html.escape(url)}"/>'
                   for code, url in (("en", english), ("hi", hindi), ("x-default", english)))


def with_alternates(page: bytes, tags: str, hindi: bool) -> bytes:
    """The page with the tags at the end of its head (and lang="hi" when asked)."""
    if hindi:
        page = _HTML_LANG.sub(rb'<html\1 lang="hi"', page, count=1)
    return page.replace(b"</head>", tags.encode() + b"</head>", 1)


def _base(scope) -> str:
    configured = get_settings().base_url
    if configured:
        return configured.rstrip("/")
    headers = dict(scope.get("headers") or ())
    host = headers.get(b"host", b"localhost").decode("latin-1")
    return f"{scope.get('scheme', 'http')}://{host}"


class Hreflang:
    """Adds the alternates to HTML pages of public routes (pure ASGI; pages are small)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] != "GET" \
                or PRIVATE.search(scope["path"]):
            return await self.app(scope, receive, send)
        query = scope.get("query_string", b"").decode("latin-1")
        tags = alternates(_base(scope), scope["path"], query)
        hindi = ("lang", "hi") in parse_qsl(query)
        headers = scope.get("headers") or ()
        gzip_ok = any(k == b"accept-encoding" and b"gzip" in v.lower() for k, v in headers)
        # The static pages are stored precompressed; ask for the plain file to edit its head,
        # then compress the edited page again (80 KB of HTML is 15 KB on the wire).
        scope = {**scope, "headers": [(k, v) for k, v in headers if k != b"accept-encoding"]}
        start: dict = {}
        chunks: list[bytes] = []

        async def wrapped(message):
            if message["type"] == "http.response.start":
                headers = dict(message.get("headers") or ())
                if message["status"] == 200 and \
                        headers.get(b"content-type", b"").startswith(b"text/html") and \
                        b"content-encoding" not in headers:
                    start["message"] = message
                    return None
                return await send(message)
            if message["type"] == "http.response.pathsend" and start:
                # The server sends the file itself (granian): read it here instead.
                chunks.append(Path(message["path"]).read_bytes())
                message = {"type": "http.response.body"}
            if message["type"] == "http.response.body" and start:
                chunks.append(message.get("body", b""))
                if message.get("more_body"):
                    return None
                body = with_alternates(b"".join(chunks), tags, hindi)
                first = start["message"]
                headers = [(k, v) for k, v in first.get("headers") or ()
                           if k not in (b"content-length", b"vary")]
                headers.append((b"vary", b", ".join(
                    [v for k, v in first.get("headers") or () if k == b"vary"]
                    + [b"Accept-Encoding"])))
                if gzip_ok and len(body) > MIN_GZIP:
                    body = gzip.compress(body, compresslevel=6)
                    headers.append((b"content-encoding", b"gzip"))
                headers.append((b"content-length", str(len(body)).encode()))
                await send({**first, "headers": headers})
                return await send({"type": "http.response.body", "body": body})
            return await send(message)

        return await self.app(scope, receive, wrapped)
