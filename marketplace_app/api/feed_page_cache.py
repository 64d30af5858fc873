"""Anonymous GET /api/Portfolio/all answered from the page cache before routing: the same bytes
the route produced for the same query string a moment ago (see services/portfolios/
feed_cache.py for when they are forgotten)."""

from ..services.portfolios import feed_cache

FEED_PATHS = frozenset({"/api/Portfolio/all", "/api/portfolio/all"})


def body_key(query_string: bytes) -> tuple:
    """Cache key of an encoded anonymous feed response."""
    return ("body", query_string)


class FeedPageCache:
    """ASGI middleware serving cached anonymous feed responses."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http" and scope["method"] == "GET" \
                and scope["path"] in FEED_PATHS \
                and not any(name == b"authorization" for name, _ in scope["headers"]):
            body = feed_cache.get(body_key(scope["query_string"]))
            if body is not None:
                await send({"type": "http.response.start", "status": 200,
                            "headers": [(b"content-type", b"application/json"),
                                        (b"content-length", str(len(body)).encode())]})
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)
