"""Availability windows: the rules for publishing one, and the feed's location filter finding
talent who will be in the city on the client's dates."""

from datetime import timedelta

import pytest

from marketplace_app.services.accounts import users
from marketplace_app.services.errors import Invalid, NotFound
from marketplace_app.services.portfolios import portfolios, search
from marketplace_app.services.social import availability
from marketplace_app.services.social.collaboration_rules import today_in_india
from tests import media_samples as samples
from tests.factories import make_user

TODAY = today_in_india()


def _day(n: int) -> str:
    return (TODAY + timedelta(days=n)).isoformat()


def _talent(session, city: str):
    user, _ = make_user(session)
    user = users.update_profile(session, actor=user, data={"location": city})
    item = portfolios.create_portfolio(session, actor=user, title=f"Work from {city}",
                                       category="Photography", files=[samples.jpeg()])
    return user, item


def _refused(session, actor, **form) -> str:
    with pytest.raises(Invalid) as caught:
        availability.add_window(session, actor=actor, **{
            "city": "Jaipur", "date_from": _day(3), "date_to": _day(5), **form})
    return caught.value.message


def test_a_window_is_published_listed_soonest_first_and_removed(session):
    user, _ = make_user(session)
    later = availability.add_window(session, actor=user, city="jaipur", date_from=_day(30),
                                    date_to=_day(32))
    sooner = availability.add_window(session, actor=user, city="Pune", date_from=_day(2),
                                     date_to=_day(2))
    assert later.city == "Jaipur"
    assert [w.id for w in availability.list_upcoming(session, user_id=user.id)] == \
        [sooner.id, later.id]
    other, _ = make_user(session)
    with pytest.raises(NotFound):
        availability.remove_window(session, actor=other, window_id=later.id)
    availability.remove_window(session, actor=user, window_id=later.id)
    assert [w.id for w in availability.list_upcoming(session, user_id=user.id)] == [sooner.id]


def test_bad_windows_are_refused_with_clear_messages(session):
    user, _ = make_user(session)
    assert _refused(session, user, city="Atlantis") == availability.CITY_REQUIRED
    assert _refused(session, user, date_from=_day(-1)) == "Start date cannot be in the past"
    assert _refused(session, user, date_to=_day(2)) == "End date cannot be before start date"
    assert _refused(session, user, date_from=_day(400), date_to=_day(401)) == \
        availability.TOO_FAR
    assert _refused(session, user, date_to=_day(200)) == availability.TOO_LONG
    assert _refused(session, user, date_from="10 Nov") == "Dates must be written as YYYY-MM-DD"


def test_at_most_twenty_windows(session, monkeypatch):
    user, _ = make_user(session)
    for n in range(availability.MAX_WINDOWS):
        availability.add_window(session, actor=user, city="Delhi", date_from=_day(n),
                                date_to=_day(n))
    assert _refused(session, user) == availability.TOO_MANY


def test_feed_city_filter_finds_visitors_whose_window_overlaps_the_dates(session):
    resident, resident_item = _talent(session, "Jaipur")
    visitor, visitor_item = _talent(session, "Mumbai")
    _, elsewhere_item = _talent(session, "Delhi")
    availability.add_window(session, actor=visitor, city="Jaipur", date_from=_day(10),
                            date_to=_day(15))

    def ids(**dates) -> list[str]:
        return [p["_id"] for p in search.feed(session, location="Jaipur", **dates)["portfolios"]]

    # Upcoming (no dates), and overlapping ranges at both edges, show the visitor.
    assert set(ids()) == {resident_item.id, visitor_item.id}
    assert visitor_item.id in ids(available_from=_day(15), available_to=_day(20))
    assert visitor_item.id in ids(available_from=_day(5), available_to=_day(10))
    # Dates before or after the window do not; residents always show.
    assert ids(available_from=_day(16), available_to=_day(20)) == [resident_item.id]
    assert ids(available_from=_day(1), available_to=_day(9)) == [resident_item.id]
    assert elsewhere_item.id not in ids()
    assert search.feed(session, location="Jaipur")["total"] == 2
    # An end before the start matches nothing.
    assert ids(available_from=_day(5), available_to=_day(1)) == []


def test_visitors_page_by_cursor_merged_newest_first(session, monkeypatch):
    """Residents' and visitors' items interleave in one newest-first walk, each once."""
    made = []
    for n in range(6):
        user, item = _talent(session, "Jaipur" if n % 2 else "Kolkata")
        if n % 2 == 0:
            availability.add_window(session, actor=user, city="Jaipur", date_from=_day(1),
                                    date_to=_day(2))
        made.append(item.id)
    for many in (False, True):  # both ways of reading the visitors' items
        monkeypatch.setattr(search, "MANY_VISITORS", 0 if many else 40)
        search.feed_cache.forget_all()
        seen, cursor = [], None
        while True:
            page = search.feed(session, location="Jaipur", limit=4, cursor=cursor)
            seen += [p["_id"] for p in page["portfolios"]]
            if not (cursor := page["nextCursor"]):
                break
        assert seen == list(reversed(made))
