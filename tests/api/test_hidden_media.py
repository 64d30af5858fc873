"""Files of a disabled or deleted portfolio stop being public, and are never cached for long."""

from tests import media_samples as samples
from tests.factories import bearer
from tests.portfolio_helpers import create, talent


def _urls(item: dict) -> list[str]:
    webp = [m.get(key) for m in item.get("media") or []
            for key in ("thumbnailWebpUrl", "mediumWebpUrl")]
    assert any(webp), "an image upload has WebP copies"
    return item["mediaUrls"] + item["thumbnailUrls"] + item["mediumUrls"] + webp


def _set_status(client, token, item_id, status):
    response = client.patch(f"/api/portfolio/{item_id}/status", json={"status": status},
                            headers=bearer(token))
    assert response.status_code == 200, response.text


def _owner_view(client, token, item_id) -> dict:
    return client.get(f"/api/Portfolio/{item_id}", headers=bearer(token)).json()["portfolio"]


def test_portfolio_files_are_not_cached_as_immutable(client):
    token, _ = talent(client)
    item = create(client, token).json()["portfolio"]
    served = client.get(item["mediaUrls"][0])
    assert served.status_code == 200
    cache = served.headers["cache-control"]
    assert "immutable" not in cache and "max-age=300" in cache


def _directives(header: str) -> dict:
    return dict((part.strip().split("=") + [""])[:2] for part in header.split(","))


def test_shared_caches_keep_portfolio_files_only_seconds(client):
    """A CDN or proxy cache answers everyone: after a disable it may serve an old name for a
    few seconds at most (the reader's own browser may keep what it already saw for 5 minutes)."""
    token, _ = talent(client)
    item = create(client, token).json()["portfolio"]
    for url in (item["mediaUrls"][0], item["thumbnailUrls"][0]):
        cache = _directives(client.get(url).headers["cache-control"])
        assert cache.get("max-age") == "300"
        assert "s-maxage" in cache and int(cache["s-maxage"]) <= 10, cache


def test_disabling_kills_every_public_link_and_the_owner_still_sees_the_files(client):
    token, _ = talent(client)
    item = create(client, token, media=[samples.jpeg(), samples.jpeg(color=(0, 90, 0))]
                  ).json()["portfolio"]
    public = [u for u in _urls(item) if u]
    assert public and all(client.get(u).status_code == 200 for u in public)

    _set_status(client, token, item["_id"], False)
    assert [client.get(u).status_code for u in public] == [404] * len(public)
    hidden = _owner_view(client, token, item["_id"])
    assert hidden["status"] is False
    fresh = [u for u in _urls(hidden) if u]
    assert len(fresh) == len(public) and not set(fresh) & set(public)
    assert all(client.get(u).status_code == 200 for u in fresh)

    _set_status(client, token, item["_id"], True)
    shown = _owner_view(client, token, item["_id"])
    assert all(client.get(u).status_code == 200 for u in _urls(shown) if u)
    assert client.get(public[0]).status_code == 404


def test_deleting_removes_the_files(client):
    token, _ = talent(client)
    item = create(client, token).json()["portfolio"]
    assert client.delete(f"/api/Portfolio/{item['_id']}", headers=bearer(token)).status_code == 200
    assert all(client.get(u).status_code == 404 for u in _urls(item) if u)
