"""What a search engine reads over HTTP: robots.txt, the sitemap (visible work only, current
as items change, split into an index when large) and the favicon."""

import re
from xml.etree import ElementTree

from sqlmodel import Session

from marketplace_app.models.portfolio import Portfolio
from marketplace_app.services.site import sitemap
from tests.factories import bearer
from tests.portfolio_helpers import create, talent

NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def locs(client, path="/sitemap.xml") -> list[str]:
    response = client.get(path)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/xml")
    return [el.text for el in ElementTree.fromstring(response.content).iterfind(".//sm:loc", NS)]


def publish(client, title="Golden hour portraits"):
    token, user = talent(client)
    item = create(client, token, title=title).json()["portfolio"]
    return token, user, item


def test_sitemap_lists_visible_work_and_its_talent_with_absolute_urls(client):
    _token, user, item = publish(client)
    urls = locs(client)
    base = str(client.base_url).rstrip("/")
    # Trailing slashes: the production server redirects to them.
    assert f"{base}/portfolio-detail/{item['_id']}/" in urls
    assert f"{base}/talent-detail/{user['_id']}/" in urls
    assert f"{base}/main-feed/" in urls and f"{base}/find-talent/" in urls
    assert all(url.startswith("http://") for url in urls)


def test_sitemap_omits_talent_without_public_work(client):
    _token, idle = talent(client)
    assert not any(idle["_id"] in url for url in locs(client))


def test_sitemap_follows_an_item_being_disabled_and_enabled(client):
    token, user, item = publish(client)
    path = f"/api/portfolio/{item['_id']}/status"
    assert client.patch(path, json={"status": False}, headers=bearer(token)).status_code == 200
    urls = locs(client)
    assert not any(item["_id"] in url or user["_id"] in url for url in urls)
    assert client.patch(path, json={"status": True}, headers=bearer(token)).status_code == 200
    assert any(item["_id"] in url for url in locs(client))


def test_sitemap_omits_work_whose_video_is_still_encoding(client, clean_db):
    _token, _user, item = publish(client)
    with Session(clean_db) as session:
        row = session.get(Portfolio, item["_id"])
        row.media_state = "processing"
        session.add(row)
        session.commit()
    assert not any(item["_id"] in url for url in locs(client))


def test_sitemap_uses_the_configured_public_address(client, monkeypatch):
    from marketplace_app.api import share_previews

    class Configured:
        base_url = "https://kalakar.example"

    monkeypatch.setattr(share_previews, "get_settings", lambda: Configured)
    publish(client)
    assert all(url.startswith("https://kalakar.example/") for url in locs(client))


def test_large_sitemap_becomes_an_index_of_page_files(client, monkeypatch):
    monkeypatch.setattr(sitemap, "PAGE_SIZE", 2)
    items = [publish(client, title=f"Work {n}")[2]["_id"] for n in range(3)]
    files = locs(client)
    assert [re.sub(r"^.*/", "", url) for url in files] == [
        "sitemap-portfolios-1.xml", "sitemap-portfolios-2.xml",
        "sitemap-talent-1.xml", "sitemap-talent-2.xml"]
    listed = [url for name in files for url in locs(client, "/" + name.rsplit("/", 1)[1])]
    assert sorted(url.rstrip("/").rsplit("/", 1)[1] for url in listed
                  if "/portfolio-detail/" in url) == sorted(items)
    assert len([url for url in listed if "/talent-detail/" in url]) == 3
    assert client.get("/sitemap-portfolios-9.xml").status_code == 404
    assert client.get("/sitemap-secrets-1.xml").status_code == 404


def test_robots_allows_the_site_and_keeps_crawlers_out_of_what_is_not_a_page(client):
    response = client.get("/robots.txt")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    lines = response.text.splitlines()
    assert "User-agent: *" in lines and "Allow: /" in lines
    for private in ("/api/", "/_event", "/_upload", "/auth-success"):
        assert f"Disallow: {private}" in lines
    # A member's own pages are read, and their sign-in page says noindex (a crawler kept out
    # by robots.txt would never read that, and may list the bare address).
    disallowed = [line.split(": ", 1)[1] for line in lines if line.startswith("Disallow: ")]
    for page in ("/", "/portfolio", "/manage", "/notifications", "/profile-settings",
                 "/talent-detail/x", "/portfolio-detail/x", "/main-feed/"):
        assert not any(page.startswith(path.rstrip("$")) for path in disallowed), page
    assert f"Sitemap: {str(client.base_url).rstrip('/')}/sitemap.xml" in lines


def test_favicon_answers_with_an_icon(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200
    assert response.headers["content-type"] == "image/x-icon"
    assert response.content[:4] == b"\x00\x00\x01\x00"  # the ICO signature
