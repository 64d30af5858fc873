"""Public pages are served with English/Hindi alternates; signed-in screens and files are not."""

import pytest
from starlette.applications import Starlette
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from marketplace_app.api.hreflang import Hreflang
from tests.async_run import run

PAGE = '<!DOCTYPE html><html lang="en"><head><title>Kalakar</title></head><body>hi</body></html>'


def _page(_request):
    return HTMLResponse(PAGE)


def _json(_request):
    return JSONResponse({"ok": True})


@pytest.fixture
def client(monkeypatch):
    monkeypatch.setenv("MARKETPLACE_BASE_URL", "")
    app = Starlette(routes=[Route("/{path:path}", _page), Route("/api/x", _json)])
    app.add_middleware(Hreflang)
    return TestClient(app, base_url="https://kalakar.example")


def _alternates(text: str) -> dict[str, str]:
    import re
    return dict(re.findall(r'<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"/>', text))


@pytest.mark.parametrize("path", ["/", "/main-feed", "/find-talent", "/services",
                                  "/talent-detail/abc123", "/portfolio-detail/p1"])
def test_public_pages_link_their_english_and_hindi_versions(client, path):
    response = client.get(path)
    links = _alternates(response.text)
    assert links == {"en": f"https://kalakar.example{path}",
                     "hi": f"https://kalakar.example{path}?lang=hi",
                     "x-default": f"https://kalakar.example{path}"}
    assert response.text.index("hreflang") < response.text.index("</head>")
    assert int(response.headers["content-length"]) == len(response.content)


def test_an_edited_page_is_sent_compressed_to_a_browser_that_takes_gzip(client):
    big = PAGE.replace("hi</body>", "<p>Kalakar</p>" * 400 + "</body>")
    plain = Starlette(routes=[Route("/{path:path}", lambda _r: HTMLResponse(big))])
    plain.add_middleware(Hreflang)
    browser = TestClient(plain, base_url="https://kalakar.example")
    packed = browser.get("/main-feed", headers={"Accept-Encoding": "gzip, br"})
    assert packed.headers["content-encoding"] == "gzip"
    assert int(packed.headers["content-length"]) < len(big) // 5
    assert 'hreflang="hi"' in packed.text and packed.text.count("<p>Kalakar</p>") == 400
    unpacked = browser.get("/main-feed", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in unpacked.headers
    assert int(unpacked.headers["content-length"]) == len(unpacked.content) > len(big)


def test_pages_stored_compressed_are_asked_for_plain(client):
    seen = {}

    async def spy(scope, receive, send):
        seen["headers"] = dict(scope["headers"])
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-type", b"text/html")]})
        await send({"type": "http.response.body", "body": PAGE.encode()})

    plain = TestClient(Hreflang(spy), base_url="https://kalakar.example")
    served = plain.get("/main-feed/", headers={"Accept-Encoding": "gzip, br"})
    assert b"accept-encoding" not in seen["headers"]
    assert 'hreflang="hi"' in served.text


def test_a_page_the_server_sends_as_a_file_gets_its_alternates_too(tmp_path):
    page = tmp_path / "index.html"
    page.write_text(PAGE)

    async def pathsend(scope, receive, send):  # granian's zero-copy file answer
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-type", b"text/html; charset=utf-8"),
                                (b"content-length", str(len(PAGE)).encode())]})
        await send({"type": "http.response.pathsend", "path": str(page)})

    sent = []

    async def receive():
        return {"type": "http.request", "body": b""}

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": "GET", "path": "/", "query_string": b"lang=hi",
             "headers": [(b"host", b"kalakar.example")], "scheme": "https"}
    run(Hreflang(pathsend)(scope, receive, send))
    assert [m["type"] for m in sent] == ["http.response.start", "http.response.body"]
    body = sent[1]["body"].decode()
    assert '<html lang="hi">' in body and 'hreflang="x-default"' in body
    assert dict(sent[0]["headers"])[b"content-length"] == str(len(sent[1]["body"])).encode()


def test_the_hindi_address_is_served_as_hindi_and_keeps_other_filters(client):
    response = client.get("/main-feed?category=Photography&lang=hi")
    assert '<html lang="hi">' in response.text
    links = _alternates(response.text)
    assert links["en"] == "https://kalakar.example/main-feed?category=Photography"
    assert links["hi"] == "https://kalakar.example/main-feed?category=Photography&amp;lang=hi"


@pytest.mark.parametrize("path", ["/work-upload", "/portfolio", "/profile-settings",
                                  "/set-profile", "/portfolio-edit/p1", "/favicon.ico"])
def test_signed_in_screens_and_files_get_no_alternates(client, path):
    assert "hreflang" not in client.get(path).text
