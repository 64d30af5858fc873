"""The built frontend's hashed files are answered before the middleware once the whole stack
has answered them (AssetsFirst): same status, headers and bytes, with the security headers of
the request's own address; ranges, revalidations, other origins and other paths still go
through the stack."""

import asyncio
import gzip

import httpx
import pytest

from marketplace_app.api.assets_first import AssetsFirst
from marketplace_app.api.security_headers import SecurityHeaders

SCRIPT = b"console.log('kalakar');" * 100
GZIPPED = gzip.compress(SCRIPT)
PLAIN = {"Accept-Encoding": "identity"}


class Stack:
    """Stands for the middleware stack serving /assets/: counts what reaches it."""

    def __init__(self, via_pathsend=None):
        self.reached = []
        self.via_pathsend = via_pathsend

    async def __call__(self, scope, receive, send):
        self.reached.append(scope["path"])
        zipped = any(k == b"accept-encoding" and b"gzip" in v for k, v in scope["headers"])
        if not scope["path"].startswith("/assets/app-"):
            await send({"type": "http.response.start", "status": 404, "headers": []})
            await send({"type": "http.response.body", "body": b""})
            return
        body = GZIPPED if zipped else SCRIPT
        headers = [(b"content-type", b"text/javascript; charset=utf-8"),
                   (b"content-length", str(len(body)).encode()),
                   (b"etag", b'"abc"'), (b"vary", b"Accept-Encoding"),
                   (b"cache-control", b"public, max-age=31536000, immutable")]
        if zipped:
            headers.append((b"content-encoding", b"gzip"))
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        if self.via_pathsend:
            self.via_pathsend.write_bytes(body)
            await send({"type": "http.response.pathsend", "path": str(self.via_pathsend)})
        else:
            await send({"type": "http.response.body", "body": body[:100], "more_body": True})
            await send({"type": "http.response.body", "body": body[100:]})


def _as_server(app):
    """What the server does with a file it is handed (granian's pathsend): sends its bytes."""
    async def served(scope, receive, send):
        async def sending(message):
            if message["type"] == "http.response.pathsend":
                message = {"type": "http.response.body",
                           "body": open(message["path"], "rb").read()}
            await send(message)

        await app(scope, receive, sending)

    return served


def _get(app, requests):
    async def run():
        transport = httpx.ASGITransport(app=_as_server(app))
        async with httpx.AsyncClient(transport=transport) as http:
            return [await http.request(method, url, headers=headers)
                    for method, url, headers in requests]

    return asyncio.run(run())


def _headers(response):
    return sorted((k, v) for k, v in response.headers.multi_items()
                  if k != "content-security-policy")


@pytest.mark.parametrize("pathsend", [False, True])
def test_a_file_the_stack_answered_is_answered_again_first(tmp_path, pathsend):
    stack = Stack(tmp_path / "sent" if pathsend else None)
    app = AssetsFirst(SecurityHeaders(stack))
    gz = {"Accept-Encoding": "gzip"}
    answers = _get(app, [("GET", "http://127.0.0.1:3000/assets/app-1.js", gz),
                         ("GET", "http://192.168.1.20:3000/assets/app-1.js", gz),
                         ("GET", "http://127.0.0.1:3000/assets/app-1.js", PLAIN),
                         ("GET", "http://127.0.0.1:3000/assets/app-1.js", PLAIN)])
    assert stack.reached == ["/assets/app-1.js", "/assets/app-1.js"]  # once per encoding
    whole, first, plain, plain_first = answers
    assert first.status_code == whole.status_code == 200
    assert first.content == whole.content == SCRIPT  # as the browser reads it
    assert first.headers["content-encoding"] == "gzip"
    assert _headers(first) == _headers(whole)
    assert "192.168.1.20:3000" in first.headers["content-security-policy"]
    assert "192.168.1.20:3000" not in whole.headers["content-security-policy"]
    assert plain_first.content == plain.content == SCRIPT
    assert _headers(plain_first) == _headers(plain)


def test_ranges_revalidations_other_origins_and_other_paths_reach_the_stack():
    stack = Stack()
    app = AssetsFirst(SecurityHeaders(stack))
    url = "http://127.0.0.1:3000/assets/app-1.js"
    _get(app, [("GET", url, {})])
    _get(app, [("GET", url, {"Range": "bytes=0-9"}),
               ("GET", url, {"If-None-Match": '"abc"'}),
               ("GET", url, {"If-Modified-Since": "Sun, 29 Nov 2026 22:12:18 GMT"}),
               ("GET", url, {"Origin": "https://elsewhere.example"}),
               ("HEAD", url, {}),
               ("GET", url + "?v=2", {}),
               ("GET", "http://127.0.0.1:3000/main-feed/", {}),
               ("GET", "http://127.0.0.1:3000/assets/missing.js", {}),
               ("GET", "http://127.0.0.1:3000/assets/missing.js", {})])
    assert len(stack.reached) == 10  # the first answer, then every request above


def test_an_answer_that_is_not_a_whole_200_is_not_kept():
    stack = Stack()
    app = AssetsFirst(SecurityHeaders(stack))
    url = "http://127.0.0.1:3000/assets/missing.js"
    first, second = _get(app, [("GET", url, {}), ("GET", url, {})])
    assert first.status_code == second.status_code == 404
    assert stack.reached == ["/assets/missing.js"] * 2
