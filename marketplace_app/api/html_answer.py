"""An HTML answer made for one reader."""


async def send_html(scope, send, page: str, cookie: str = "", headers=()) -> None:
    """An HTML answer made for this reader, never stored by shared caches, and varying on
    its cookies (the language, the member's session) (Hreflang, outside, compresses it)."""
    body = page.encode("utf-8")
    extra = [(b"cache-control", b"private, no-cache"), (b"vary", b"Cookie"), *headers]
    if cookie:
        extra.append((b"set-cookie", cookie.encode("latin-1")))
    await send({"type": "http.response.start", "status": 200, "headers": [
        (b"content-type", b"text/html; charset=utf-8"),
        (b"content-length", str(len(body)).encode()), *extra]})
    await send({"type": "http.response.body",
                "body": b"" if scope["method"] == "HEAD" else body})
