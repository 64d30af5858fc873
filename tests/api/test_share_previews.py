"""Talent and portfolio links are served with their title, description and OpenGraph tags."""

from marketplace_app.settings import get_settings
from tests.factories import bearer, register_via_api


def _shell(tmp_path, monkeypatch):
    client_dir = tmp_path / "build" / "client"
    client_dir.mkdir(parents=True)
    (client_dir / "404.html").write_text(
        "<html><head><title>Talent Profile</title></head><body><div id=root></div></body></html>")
    monkeypatch.setenv("REFLEX_WEB_WORKDIR", str(tmp_path))


def test_talent_link_carries_seo_fields_and_the_configured_base_url(client, tmp_path,
                                                                   monkeypatch):
    _shell(tmp_path, monkeypatch)
    monkeypatch.setattr(get_settings(), "base_url", "https://kalakar.example.in")
    talent = register_via_api(client, full_name="Meera <Rao>")
    bio = "Wedding & portrait photographer in Jaipur. " * 10
    assert client.put("/api/user/profile", json={"bio": bio, "seoKeywords": ["weddings"]},
                      headers=bearer(talent["token"])).status_code == 200
    page = client.get(f"/talent-detail/{talent['user']['_id']}/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    text = page.text
    assert "<title>Meera &lt;Rao&gt;</title>" in text
    assert f'content="{bio[:160].replace("&", "&amp;")}"' in text
    assert '<meta name="keywords" content="weddings"/>' in text
    assert (f'<meta property="og:url" content="https://kalakar.example.in/talent-detail/'
            f'{talent["user"]["_id"]}/"/>') in text
    assert "Talent Profile" not in text and '<div id=root>' in text


def test_unknown_ids_and_other_paths_are_left_alone(client, tmp_path, monkeypatch):
    _shell(tmp_path, monkeypatch)
    assert "og:title" not in client.get("/talent-detail/nobody/").text
    assert client.get("/api/Portfolio/all").status_code == 200


def test_portfolio_link_replaces_the_shells_generic_tags(client, tmp_path, monkeypatch):
    from tests.portfolio_helpers import create

    client_dir = tmp_path / "build" / "client"
    client_dir.mkdir(parents=True)
    (client_dir / "404.html").write_text(
        '<html lang="en"><head><title>Page not found</title>'
        '<meta content="The page was not found" name="description"/>'
        '<meta content="favicon.ico" property="og:image"/></head><body></body></html>')
    monkeypatch.setenv("REFLEX_WEB_WORKDIR", str(tmp_path))
    talent = register_via_api(client, full_name="Ravi Menon")
    item = create(client, talent["token"], title="Monsoon in Kochi",
                  description="Rain-soaked streets at dusk").json()["portfolio"]
    text = client.get(f"/portfolio-detail/{item['_id']}/").text
    assert text.count('name="description"') == 1 and text.count('property="og:image"') == 1
    assert "The page was not found" not in text and "favicon.ico" not in text
    assert '<meta name="description" content="Rain-soaked streets at dusk"/>' in text
    assert '<meta name="twitter:title" content="Monsoon in Kochi · Ravi Menon"/>' in text
    assert '<meta name="twitter:card" content="summary_large_image"/>' in text
