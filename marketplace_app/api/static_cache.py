"""Cache lifetimes for the compiled frontend's files: content-hashed bundles never change
(a year, immutable), the site's artwork, fonts and icons change rarely (a week); a phone on mobile
data then fetches them once. Pages are revalidated on every visit (no-cache): a shell kept by
the browser's heuristics would outlive a new build, and with no signal it would stand in for
the offline copy the service worker keeps (launch/pwa/sw.js)."""

HASHED = (b"/assets/",)
STABLE = (b"/site/", b"/fonts/", b"/icons/", b"/favicon.ico")
YEAR = b"public, max-age=31536000, immutable"
WEEK = b"public, max-age=604800"
REVALIDATE = b"no-cache"


def lifetime(path: str) -> bytes | None:
    """The Cache-Control value for a path, or None to leave the answer alone."""
    raw = path.encode()
    if raw.startswith(HASHED):
        return YEAR
    if raw.startswith(STABLE):
        return WEEK
    return None


class StaticCache:
    """ASGI middleware adding Cache-Control to successful answers for static files."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        value = lifetime(scope["path"])

        async def with_cache(message):
            if message["type"] == "http.response.start" and message["status"] == 200:
                headers = message.get("headers", [])
                if value is not None:
                    headers = [(k, v) for k, v in headers if k.lower() != b"cache-control"]
                    message = {**message, "headers": headers + [(b"cache-control", value)]}
                elif _is_page(headers):
                    message = {**message, "headers": headers + [(b"cache-control", REVALIDATE)]}
            await send(message)

        await self.app(scope, receive, with_cache)


def _is_page(headers) -> bool:
    """An HTML answer that set no lifetime of its own."""
    names = {k.lower(): v for k, v in headers}
    return b"cache-control" not in names and names.get(b"content-type", b"").startswith(
        b"text/html")
