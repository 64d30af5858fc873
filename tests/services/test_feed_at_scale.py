"""The fast feed returns exactly what the plain rules say: every visible item once, in order,
filters on the owner's current city and level, honest capped totals, no stale cached page."""

from sqlmodel import select

from marketplace_app import seed
from marketplace_app.models.availability import AvailabilityWindow
from marketplace_app.models.portfolio import Portfolio
from marketplace_app.models.user import User
from marketplace_app.services.accounts import users
from marketplace_app.services.portfolios import portfolios, search
from marketplace_app.services.social.collaboration_rules import today_in_india


def _truth(session, **where) -> list[str]:
    """Visible ids, newest first, computed the slow obvious way (a join on the owner). A city
    also takes talent visiting it: a window there not over yet."""
    query = select(Portfolio.id, Portfolio.created_at, User.location, User.experience_level,
                   Portfolio.category, Portfolio.user_id).join(
        User, User.id == Portfolio.user_id).where(Portfolio.status == True)  # noqa: E712
    city = where.pop("location", None)
    visitors = {w.user_id for w in session.exec(select(AvailabilityWindow)).all()
                if w.city == city and w.date_to >= today_in_india()}
    rows = [r for r in session.exec(query)
            if all(getattr(r, k) == v for k, v in where.items())
            and (city is None or r.location == city or r.user_id in visitors)]
    rows.sort(key=lambda r: (r.created_at, r.id), reverse=True)
    return [r.id for r in rows]


def _walk(session, **params) -> list[str]:
    seen, cursor = [], None
    while True:
        page = search.feed(session, limit=37, cursor=cursor, **params)
        seen += [p["_id"] for p in page["portfolios"]]
        cursor = page["nextCursor"]
        if not cursor:
            return seen


def test_pages_filters_and_totals_match_the_plain_rules(session, monkeypatch):
    seed.main(["--portfolios", "400"])
    everything = _truth(session)
    assert 350 < len(everything) < 400  # about 3 % generated disabled
    assert _walk(session) == everything
    assert search.feed(session)["total"] == len(everything)
    combos = {"category + city": ({"category": "Photography", "location": "Mumbai"},
                                  {"category": "Photography", "location": "Mumbai"}),
              "level + city": ({"experience": "Professional", "location": "Pune"},
                               {"experience_level": "Professional", "location": "Pune"})}
    for params, truth in combos.values():
        expected = _truth(session, **truth)
        assert _walk(session, **params) == expected
        assert search.feed(session, **params)["total"] == len(expected)
    monkeypatch.setattr(search, "TOTAL_CAP", 50)
    search.feed_cache.forget_all()
    assert search.feed(session)["total"] == "50+"
    monkeypatch.setattr(search, "SEARCH_CANDIDATES", 10)
    assert str(search.feed(session, search="work")["total"]).endswith("+")  # every item


def test_a_city_lists_its_residents_and_its_visitors_in_feed_order(session, monkeypatch):
    seed.main(["--portfolios", "3000"])  # 60 talent, 15 % with a window in another city
    windows = session.exec(select(AvailabilityWindow)).all()
    assert windows
    city = max({w.city for w in windows}, key=lambda c: sum(w.city == c for w in windows))
    visiting = {w.user_id for w in windows if w.city == city}
    assert any(session.get(Portfolio, i).user_id in visiting
               for i in _truth(session, location=city))
    for many in (False, True):  # a few visitors read by owner, many met in feed order
        monkeypatch.setattr(search, "MANY_VISITORS", 0 if many else 100)
        search.feed_cache.forget_all()
        for params, truth in (({"location": city}, {"location": city}),
                              ({"location": city, "category": "Photography"},
                               {"location": city, "category": "Photography"}),
                              ({"location": city, "human_only": "true"}, None)):
            expected = _truth(session, **truth) if truth else [
                i for i in _truth(session, location=city)
                if not session.get(Portfolio, i).ai_generated]
            assert _walk(session, **params) == expected, (many, params)
            assert search.feed(session, **params)["total"] == len(expected)


def test_owner_moving_city_moves_their_items_in_the_filter(session):
    seed.main(["--portfolios", "60"])
    item = session.exec(select(Portfolio).where(Portfolio.status == True)).first()  # noqa: E712
    owner = session.get(User, item.user_id)
    other = "Lucknow" if owner.location != "Lucknow" else "Jaipur"
    assert item.id not in _walk(session, location=other)
    users.update_profile(session, actor=owner, data={"location": other})
    assert item.id in _walk(session, location=other)
    assert _walk(session, location=other) == _truth(session, location=other)


def test_a_write_is_never_hidden_by_a_kept_page(session):
    seed.main(["--portfolios", "30"])
    first = search.feed(session)["portfolios"][0]
    owner = session.get(User, first["userId"])
    portfolios.set_status(session, actor=owner, portfolio_id=first["_id"], status=False)
    assert first["_id"] not in [p["_id"] for p in search.feed(session)["portfolios"]]
    assert first["_id"] not in [p["_id"] for p in search.feed(
        session, search=first["title"])["portfolios"]]
