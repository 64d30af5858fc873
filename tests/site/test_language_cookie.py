"""A page opened at ?lang= keeps that language in the `lang` cookie with its own answer, so the
server serves the next page in it before the page's JS has saved the choice."""

import pytest
from starlette.applications import Starlette
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from marketplace_app.api.language_cookie import LanguageCookie


def _page(_request):
    return HTMLResponse('<!DOCTYPE html><html lang="en"><head></head><body></body></html>')


def _json(_request):
    return JSONResponse({"ok": True})


@pytest.fixture
def client():
    app = Starlette(routes=[Route("/api/x", _json), Route("/{path:path}", _page)])
    app.add_middleware(LanguageCookie)
    return TestClient(app)


@pytest.mark.parametrize("lang", ["hi", "en"])
def test_a_page_at_lang_keeps_the_language_for_the_next_page(client, lang):
    response = client.get(f"/main-feed?lang={lang}")
    cookie = response.headers["set-cookie"]
    assert cookie.startswith(f"lang={lang};") and "Path=/" in cookie, cookie
    assert "Max-Age=31536000" in cookie and "SameSite=Lax" in cookie
    assert client.get("/find-talent").request.headers["cookie"] == f"lang={lang}"


@pytest.mark.parametrize("address", ["/main-feed", "/main-feed?lang=xx", "/main-feed?lang=hi-IN",
                                     "/main-feed?lang="])
def test_an_address_that_names_no_language_leaves_the_choice_alone(client, address):
    assert "set-cookie" not in client.get(address).headers


def test_a_reader_who_already_keeps_the_language_is_sent_no_cookie(client):
    client.cookies.set("lang", "hi")
    assert "set-cookie" not in client.get("/?lang=hi").headers
    client.cookies.set("lang", "en")
    assert client.get("/?lang=hi").headers["set-cookie"].startswith("lang=hi;")


def test_only_pages_keep_the_language(client):
    assert "set-cookie" not in client.get("/api/x?lang=hi").headers
