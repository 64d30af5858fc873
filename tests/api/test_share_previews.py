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
