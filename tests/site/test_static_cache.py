"""Static files of the frontend carry cache lifetimes a phone can reuse."""

from marketplace_app.api.static_cache import YEAR, WEEK, lifetime


def test_hashed_bundles_are_immutable_and_artwork_kept_a_week():
    assert lifetime("/assets/entry.client-D3JR-U0f.js") == YEAR
    assert lifetime("/site/hero-640.webp") == WEEK
    assert lifetime("/fonts/noto-sans-devanagari-devanagari-400-normal.woff2") == WEEK


def test_pages_and_the_api_are_left_alone():
    for path in ("/", "/main-feed/", "/api/Portfolio/all", "/media/portfolio/x.jpg", "/_event"):
        assert lifetime(path) is None


def test_favicon_over_http_is_cached(client):
    response = client.get("/favicon.ico")
    assert response.headers["cache-control"] == WEEK.decode()
