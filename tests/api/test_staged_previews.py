"""Previews of files picked in a form are shown to their owner only (issue 26, part 1)."""

from marketplace_app.services.media import staging
from tests import media_samples as samples


def _staged(owner: str) -> dict:
    return staging.stage_bytes("mine.jpg", samples.jpeg(300, 200), owner=owner).as_dict()


def test_a_staged_preview_is_served_to_its_owner_only(client):
    staged = _staged("owner1")
    url = staged["preview_url"]
    assert url.startswith("/media/staging/owner1/")
    assert client.get(url).status_code == 404  # anonymous
    other = {staging.PASS_COOKIE: staging.view_pass("someone2")}
    assert client.get(url, cookies=other).status_code == 404
    forged = {staging.PASS_COOKIE: "owner1." + "0" * 64}
    assert client.get(url, cookies=forged).status_code == 404
    mine = client.get(url, cookies={staging.PASS_COOKIE: staging.view_pass("owner1")})
    assert mine.status_code == 200 and mine.headers["content-type"] == "image/jpeg"
    assert "no-store" in mine.headers["cache-control"]
    staging.discard(staged)
    gone = client.get(url, cookies={staging.PASS_COOKIE: staging.view_pass("owner1")})
    assert gone.status_code == 404


def test_a_staged_file_needs_an_owner():
    import pytest

    with pytest.raises(ValueError):
        staging.stage_bytes("x.jpg", samples.jpeg(50, 50), owner="")
    with pytest.raises(ValueError):
        staging.stage_bytes("x.jpg", samples.jpeg(50, 50), owner="../etc")
