"""/media answers a 1080/480 px JPEG URL with its WebP twin to browsers whose Accept names
image/webp, and with the JPEG to the others, on the local folder and on S3 (moto over HTTP)."""

import io

import httpx
from PIL import Image

from marketplace_app.services.media import webp_twins
from marketplace_app.services.media.storage import S3Storage
from tests import media_samples as samples
from tests.factories import bearer
from tests.portfolio_helpers import create, talent
from tests.services.test_media_storage import s3_endpoint, store  # noqa: F401  (fixtures)

CHROME = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"
OLD_SAFARI = "image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5"


def fetch(client, store, url: str, accept: str):
    """(format of the picture, Vary header) as the browser receives them."""
    response = client.get(url, headers={"Accept": accept})
    vary = response.headers.get("vary")
    if isinstance(store, S3Storage):
        assert response.status_code == 302
        response = httpx.get(response.headers["location"])
    assert response.status_code == 200
    return Image.open(io.BytesIO(response.content)).format, vary


def test_browsers_taking_webp_get_the_webp_twin_and_others_the_jpeg(store, client):
    owner, _ = talent(client)
    item = create(client, owner, media=[samples.jpeg(2000, 1500)]).json()["portfolio"]
    media = item["media"][0]
    for url, webp_url in ((media["mediumUrl"], media["mediumWebpUrl"]),
                          (media["thumbnailUrl"], media["thumbnailWebpUrl"])):
        assert url.endswith(".jpg") and webp_url == url[:-4] + ".webp"
        assert fetch(client, store, url, CHROME) == ("WEBP", "Accept")
        assert fetch(client, store, url, OLD_SAFARI) == ("JPEG", "Accept")
        assert fetch(client, store, url, "image/webp;q=0, image/*") == ("JPEG", "Accept")
    # The full-size square has no twin: always the JPEG.
    assert fetch(client, store, media["url"], CHROME)[0] == "JPEG"


def test_a_hidden_work_keeps_its_twins_under_the_fresh_names(store, client):
    owner, _ = talent(client)
    item = create(client, owner).json()["portfolio"]
    toggled = client.patch(f"/api/portfolio/{item['_id']}/status", json={"status": False},
                           headers=bearer(owner))
    assert toggled.status_code == 200
    mine = client.get(f"/api/Portfolio/{item['_id']}", headers=bearer(owner)).json()["portfolio"]
    media = mine["media"][0]
    assert media["mediumUrl"] != item["media"][0]["mediumUrl"]
    assert media["mediumWebpUrl"] == media["mediumUrl"][:-4] + ".webp"
    assert fetch(client, store, media["mediumUrl"], CHROME)[0] == "WEBP"


def test_accept_parsing():
    assert webp_twins.accepts_webp(CHROME) and webp_twins.accepts_webp("IMAGE/WEBP")
    assert not webp_twins.accepts_webp(OLD_SAFARI) and not webp_twins.accepts_webp("")
    assert not webp_twins.accepts_webp("image/webp; q=0.0") and not webp_twins.accepts_webp("*/*")


def test_the_backfill_twins_media_stored_before_twins_existed(store, client, clean_db):
    from sqlmodel import Session

    from marketplace_app.models.portfolio import Portfolio
    from marketplace_app.services.media import media_store, webp_backfill

    owner, _ = talent(client)
    first = create(client, owner).json()["portfolio"]["_id"]
    second = create(client, owner).json()["portfolio"]["_id"]
    with Session(clean_db) as session:  # as they were stored before: no twins
        old = session.get(Portfolio, first)
        entry = dict(old.media[0])
        with media_store.StagedFiles() as staged:
            entry["medium_webp"] = staged.rename(entry["medium_webp"])  # a name of its own
            staged.publish()
        entry["bytes"] -= len(media_store.read_url(entry["thumb_webp"]))  # never made
        media_store.delete_urls([old.media[0]["medium_webp"], entry.pop("thumb_webp")])
        before = entry["bytes"]
        old.media = [entry]
        session.add(old)
        session.commit()
    assert webp_backfill.backfill(clean_db) == 1  # the second was twinned at upload
    with Session(clean_db) as session:
        fixed = session.get(Portfolio, first).media[0]
    for jpeg_key, webp_key in webp_twins.TWIN_KEYS.items():
        assert fixed[webp_key] == fixed[jpeg_key][:-4] + ".webp"
        assert fetch(client, store, fixed[jpeg_key], CHROME)[0] == "WEBP"
    made = len(media_store.read_url(fixed["thumb_webp"]))
    assert fixed["bytes"] == before + made  # the new copy counts in the quota
    assert webp_backfill.backfill(clean_db) == 0 and second
