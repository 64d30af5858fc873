"""The served HTML (what a crawler reads, no JavaScript) of every public page carries a
title, one meta description and <html lang>; talent and portfolio pages also carry their own
OpenGraph and Twitter tags."""

import re

import httpx
import pytest

pytestmark = pytest.mark.e2e
PUBLIC = ["/", "/main-feed/", "/find-talent/", "/services/", "/photography/", "/signup/",
          "/talent-signin/", "/client-signin/", "/coming-soon/"]


def head(url: str) -> str:
    response = httpx.get(url, timeout=60, follow_redirects=True)
    assert response.status_code == 200
    return response.text.split("</head>", 1)[0]


def descriptions(text: str) -> list[str]:
    return re.findall(r'<meta\b(?=[^>]*\bname="description")[^>]*\bcontent="([^"]*)"', text)


@pytest.mark.parametrize("path", PUBLIC)
def test_each_public_page_has_a_title_and_one_description(seeded_server, path):
    text = head(seeded_server.url + path)
    assert '<html lang="en"' in text
    assert re.search(r"<title>[^<]*Kalakar[^<]*</title>", text)
    found = descriptions(text)
    assert len(found) == 1 and 50 <= len(found[0]) <= 170, found


def test_feed_and_find_talent_describe_themselves_differently(seeded_server):
    feed = descriptions(head(seeded_server.url + "/main-feed/"))
    find = descriptions(head(seeded_server.url + "/find-talent/"))
    assert feed != find


@pytest.mark.parametrize("kind", ["talent-detail", "portfolio-detail"])
def test_talent_and_portfolio_pages_carry_their_own_tags(seeded_server, kind):
    item = httpx.get(f"{seeded_server.url}/api/Portfolio/all", timeout=60).json()["portfolios"][0]
    target = item["user"]["_id"] if kind == "talent-detail" else item["_id"]
    text = head(f"{seeded_server.url}/{kind}/{target}/")
    title = re.search(r"<title>([^<]+)</title>", text).group(1)
    assert "not found" not in title.lower()
    if kind == "portfolio-detail":
        assert title.startswith(item["title"])
    assert len(descriptions(text)) == 1 and descriptions(text)[0]
    for tag in ('property="og:title"', 'property="og:description"', 'property="og:image"',
                'property="og:url"', 'name="twitter:card"', 'name="twitter:title"'):
        assert text.count(tag) == 1, tag
    image = re.search(r'property="og:image" content="([^"]+)"', text).group(1)
    assert image.startswith("http") and httpx.get(image, timeout=60).status_code == 200


def test_served_landing_starts_its_js_after_paint_and_the_feed_at_low_priority(seeded_server):
    """The post-build step (launch/preloads.py) really met the build's tags: a change in how
    React Router writes them would otherwise leave every preload at high priority, ahead of
    the stylesheet and the hero image. The feed pages come with their first screen, so their
    JS also starts after the paint; a page of placeholders keeps low-priority preloads."""
    for page in ("/", "/main-feed/", "/find-talent/"):
        served = httpx.get(seeded_server.url + page, timeout=60).text
        assert '<link rel="modulepreload"' not in served, page
        assert "async function hydrate()" in served and "entry.client" in served, page
    jobs = head(seeded_server.url + "/browse/")
    preloads = re.findall(r'<link[^>]*rel="modulepreload"[^>]*>', jobs)
    assert preloads, "no module preloads found in the served job board"
    assert all('fetchPriority="low"' in tag for tag in preloads), preloads[:3]