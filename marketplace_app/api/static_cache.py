"""Cache lifetimes for the compiled frontend's files: content-hashed bundles never change
(a year, immutable), the site's artwork and fonts change rarely (a week); a phone on mobile
data then fetches them once."""

HASHED = (b"/assets/",)
STABLE = (b"/site/", b"/fonts/", b"/favicon.ico")
YEAR = b"public, max-age=31536000, immutable"
WEEK = b"public, max-age=604800"


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
        value = lifetime(scope["path"]) if scope["type"] == "http" else None
        if value is None:
            await self.app(scope, receive, send)
            return

        async def with_cache(message):
            if message["type"] == "http.response.start" and message["status"] == 200:
                headers = [(k, v) for k, v in message.get("headers", [])
                           if k.lower() != b"cache-control"]
                message = {**message, "headers": headers + [(b"cache-control", value)]}
            await send(message)

        await self.app(scope, receive, with_cache)
