"""Demo content: a living marketplace on an empty database, nothing on a non-empty one."""

import io

from PIL import Image
from sqlmodel import func, select

from marketplace_app import catalog, seed
from marketplace_app.services.social import briefs
from marketplace_app.models.portfolio import Portfolio
from marketplace_app.models.user import User
from marketplace_app.services.media import media_store
from marketplace_app.services.portfolios import search


def test_seed_fills_an_empty_database_once(session, capsys):
    seed.main([])
    talents = list(session.exec(select(User).where(User.role == "TALENT")))
    assert len(talents) >= 40
    assert {t.location for t in talents} == set(catalog.CITIES)
    assert {t.category[0] for t in talents} == {c.name for c in catalog.CATEGORIES}
    items = list(session.exec(select(Portfolio)))
    assert {i.user_id for i in items} == {t.id for t in talents}
    assert all(t.profile_photo_url for t in talents)
    sample = items[0].media[0]
    picture = Image.open(media_store.path_for_url(sample["url"]))
    assert picture.format == "JPEG" and picture.width == picture.height
    assert media_store.path_for_url(sample["thumb"]).exists()
    page = search.feed(session, search="wedding")
    assert page["total"] >= 1
    jobs = briefs.browse(session, limit=48)["briefs"]
    assert len(jobs) == len(seed.DEMO_BRIEFS) and all(j["takingProposals"] for j in jobs)
    before = session.exec(select(func.count(Portfolio.id))).one()
    seed.main([])
    assert "leaving it alone" in capsys.readouterr().out
    assert session.exec(select(func.count(Portfolio.id))).one() == before


def test_seed_at_scale_adds_searchable_rows(session):
    seed.main(["--portfolios", "120"])
    assert session.exec(select(func.count(Portfolio.id))).one() == 120
    body = search.feed(session, search="portraits", limit=5)
    assert body["total"] >= 1 and len(body["portfolios"]) <= 5
    url = body["portfolios"][0]["mediaUrls"][0]
    assert Image.open(io.BytesIO(media_store.path_for_url(url).read_bytes())).format == "JPEG"


def test_bulk_jobs_are_open_listed_and_searchable(session):
    from marketplace_app.services.social import briefs

    seed.main(["--briefs", "60"])
    first = briefs.browse(session, viewer=None, limit="48")
    assert len(first["briefs"]) == 48 and first["nextCursor"]
    rest = briefs.browse(session, viewer=None, limit="48", cursor=first["nextCursor"])
    assert len(first["briefs"]) + len(rest["briefs"]) == 60
    found = briefs.browse(session, viewer=None, search="weding")["briefs"]
    assert found and all("edding" in b["title"].lower() + b["description"].lower()
                         for b in found[:3])
