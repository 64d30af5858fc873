"""Talent and portfolio pages carry schema.org JSON-LD (Person, CreativeWork, ImageObject)
beside their OpenGraph tags, as a JSON-LD processor reads it."""

import json
import re

from pyld import jsonld

from marketplace_app.settings import get_settings
from tests.api.test_share_previews import _shell as shell
from tests.factories import bearer, register_via_api

SCHEMA = "https://schema.org/"


def _shell(tmp_path, monkeypatch):
    shell(tmp_path, monkeypatch)
    monkeypatch.setattr(get_settings(), "base_url", "https://kalakar.example.in")


def _schema_context(url, options=None):
    """schema.org's context, offline: its vocabulary is schema.org (no network here)."""
    assert url.rstrip("/") in ("https://schema.org", "http://schema.org")
    return {"contextUrl": None, "documentUrl": url,
            "document": {"@context": {"@vocab": SCHEMA}}}


def expanded(html: str) -> dict:
    """The page's one JSON-LD block, expanded: every term a full schema.org IRI."""
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    assert len(blocks) == 1
    [node] = jsonld.expand(json.loads(blocks[0]), {"documentLoader": _schema_context})
    return node


def value(node: dict, term: str):
    """The first value of a schema.org property of an expanded node."""
    found = node[SCHEMA + term][0]
    return found.get("@value", found)


def test_talent_page_describes_a_person(client, tmp_path, monkeypatch):
    _shell(tmp_path, monkeypatch)
    talent = register_via_api(client, full_name="Meera Rao")
    assert client.put("/api/user/profile", json={"location": "Jaipur",
                                                 "bio": "Wedding photographer </script>"},
                      headers=bearer(talent["token"])).status_code == 200
    text = client.get(f"/talent-detail/{talent['user']['_id']}/").text
    assert 'property="og:title"' in text
    person = expanded(text)
    assert person["@type"] == [SCHEMA + "Person"]
    assert value(person, "name") == "Meera Rao"
    assert value(person, "url") == (f"https://kalakar.example.in/talent-detail/"
                                    f"{talent['user']['_id']}")
    place = value(person, "address")
    assert value(place, "addressLocality") == "Jaipur"
    assert "</script>" in value(person, "description")  # kept, yet it did not end the block


def test_portfolio_page_describes_a_creative_work_its_image_and_creator(client, tmp_path,
                                                                       monkeypatch):
    from tests.portfolio_helpers import create

    _shell(tmp_path, monkeypatch)
    talent = register_via_api(client, full_name="Ravi Menon")
    item = create(client, talent["token"], title="Monsoon in Kochi",
                  description="Rain-soaked streets at dusk").json()["portfolio"]
    text = client.get(f"/portfolio-detail/{item['_id']}/").text
    assert 'property="og:image"' in text
    work = expanded(text)
    assert work["@type"] == [SCHEMA + "CreativeWork"]
    assert value(work, "name") == "Monsoon in Kochi"
    assert value(work, "description") == "Rain-soaked streets at dusk"
    image = value(work, "image")
    assert image["@type"] == [SCHEMA + "ImageObject"]
    assert value(image, "contentUrl").startswith("https://kalakar.example.in/media/")
    assert value(image, "width") == 1080
    creator = value(work, "creator")
    assert creator["@type"] == [SCHEMA + "Person"] and value(creator, "name") == "Ravi Menon"
