"""Static files of the frontend carry cache lifetimes a phone can reuse."""

from marketplace_app.api.static_cache import YEAR, WEEK, lifetime


def test_hashed_bundles_are_immutable_and_artwork_kept_a_week():
    assert lifetime("/assets/entry.client-D3JR-U0f.js") == YEAR
    assert lifetime("/site/hero-640.webp") == WEEK
    assert lifetime("/fonts/noto-sans-devanagari-devanagari-400-normal.woff2") == WEEK
    assert lifetime("/icons/masks/heart.svg") == WEEK


def test_pages_and_the_api_are_left_alone():
    for path in ("/", "/main-feed/", "/api/Portfolio/all", "/media/portfolio/x.jpg", "/_event"):
        assert lifetime(path) is None


def test_favicon_over_http_is_cached(client):
    response = client.get("/favicon.ico")
    assert response.headers["cache-control"] == WEEK.decode()


def _answer(path: str, content_type: bytes, extra=()) -> dict:
    """The response headers StaticCache sends for an app answering `content_type`."""
    import asyncio
    import threading

    from marketplace_app.api.static_cache import StaticCache

    async def app(scope, receive, send):
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-type", content_type), *extra]})
        await send({"type": "http.response.body", "body": b""})

    sent = []

    async def send(message):
        sent.append(message)

    async def run():
        await StaticCache(app)({"type": "http", "path": path}, None, send)

    # A thread of its own: after the browser tests the main thread already runs a loop.
    worker = threading.Thread(target=asyncio.run, args=(run(),))
    worker.start()
    worker.join()
    return dict(sent[0]["headers"])


def test_pages_are_revalidated_on_every_visit():
    """A page shell kept by the browser's heuristics would outlive a new build, and with no
    signal it would stand in for the service worker's offline copy."""
    assert _answer("/main-feed/", b"text/html; charset=utf-8")[b"cache-control"] == b"no-cache"
    assert b"cache-control" not in _answer("/robots.txt", b"text/plain")
    kept = _answer("/x/", b"text/html", [(b"cache-control", b"private, max-age=60")])
    assert kept[b"cache-control"] == b"private, max-age=60"
