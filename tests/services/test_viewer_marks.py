"""A signed-in reader's feed page comes from the shared kept page with their own marks merged
in, and equals the page built for them without any cache: admired, appreciated and shared
flags, and their own work's contact details unmasked."""

import orjson
import pytest
from sqlmodel import select

from marketplace_app import seed
from marketplace_app.models.portfolio import Portfolio
from marketplace_app.models.user import User
from marketplace_app.services.portfolios import feed_cache, search
from marketplace_app.services.portfolios.portfolio_views import cards_json
from marketplace_app.services.social import interactions
from marketplace_app.services.social.contact_masking import MASK

DESCRIPTION = "Haldi at Amer. Bookings: asha [at] gmail (dot) com"


def _reader_with_marks(session):
    """The owner of the first page's fourth work, who marked five others on that page."""
    first = search.feed(session)["portfolios"]
    own = session.get(Portfolio, first[3]["_id"])
    own.description = DESCRIPTION
    session.add(own)
    session.commit()
    viewer = session.get(User, own.user_id)
    others = [item for item in first if item["userId"] != viewer.id]
    for action, item in (("admire", others[0]), ("appreciate", others[1]),
                         ("admire", others[4]), ("appreciate", others[4])):
        interactions.toggle(session, actor=viewer, target_kind="portfolio",
                            target_id=item["_id"], action=action)
    interactions.share(session, actor=viewer, target_kind="portfolio",
                       target_id=others[2]["_id"])
    return viewer, own.id


@pytest.mark.parametrize("params", [{}, {"category": "Photography"},
                                    {"search": "wedding photography"}],
                         ids=["first page", "category", "search"])
def test_the_kept_page_with_marks_equals_the_page_built_for_the_viewer(session, params):
    seed.main(["--portfolios", "300"])  # six talents
    viewer, own_id = _reader_with_marks(session)
    feed_cache.forget_all()
    shared = search.feed(session, **params)  # an anonymous reader keeps the page
    seen = search.feed(session, viewer=viewer, **params)
    assert search.cached_page(**params) is shared  # still kept: the reader did not compute it
    ids = [item["_id"] for item in shared["portfolios"]]
    built = {**shared, "portfolios": cards_json(session, ids, viewer)}
    assert orjson.dumps(seen) == orjson.dumps(built)
    assert all(not any(item.get(flag) for flag in ("admired", "appreciated", "shared"))
               for item in shared["portfolios"])  # the shared page was not changed
    if not params:  # the first page holds every marked work and the reader's own
        marked = {item["_id"]: (item["admired"], item["appreciated"], item["shared"])
                  for item in seen["portfolios"] if any(
                      (item["admired"], item["appreciated"], item["shared"]))}
        assert sorted(marked.values()) == sorted([(True, False, False), (False, True, False),
                                                  (False, False, True), (True, True, False)])
        own = next(item for item in seen["portfolios"] if item["_id"] == own_id)
        assert own["description"] == DESCRIPTION
        shown = next(item for item in shared["portfolios"] if item["_id"] == own_id)
        assert shown["description"] == f"Haldi at Amer. Bookings: {MASK}"


def test_another_reader_sees_their_own_marks_on_the_same_kept_page(session):
    seed.main(["--portfolios", "300"])
    viewer, _own = _reader_with_marks(session)
    stranger = session.exec(select(User).where(User.id != viewer.id)).first()
    feed_cache.forget_all()
    search.feed(session, viewer=viewer)
    page = search.feed(session, viewer=stranger)
    ids = [item["_id"] for item in page["portfolios"]]
    assert page["portfolios"] == cards_json(session, ids, stranger)
