"""A member's served feed page shows their own marks (admired, saved, their own work), taken
from the kept page everyone shares: the marks never reach the kept page or another reader."""

import copy

from sqlmodel import Session

from marketplace_app import seed
from marketplace_app.display_rules import feed_address
from marketplace_app.first_screen import feed
from marketplace_app.models.portfolio import Portfolio
from marketplace_app.models.user import User
from marketplace_app.services.accounts import auth
from marketplace_app.services.accounts.web_session import SESSION_COOKIE
from marketplace_app.services.portfolios import feed_cache, search
from marketplace_app.services.social import interactions, saved_talent
from marketplace_app.texts import discovery as T
from tests.factories import make_user

CONTACT = "Call 98765 43210 for bookings"


def _cookie(token: str) -> str:
    return f"lang=en; {SESSION_COOKIE}={token}"


def _members(engine):
    """(ids and tokens of the member who admired the first work and saved its talent, of the
    owner of the second work, whose title holds a phone number, and of another member; the
    two works)."""
    seed.main(["--portfolios", "40"])
    with Session(engine, expire_on_commit=False) as session:
        first, second = search.feed(session)["portfolios"][:2]
        own = session.get(Portfolio, second["_id"])
        own.title = CONTACT
        session.add(own)
        session.commit()
        owner = session.get(User, own.user_id)
        (reader, reader_token), (bystander, bystander_token) = (
            make_user(session, role="CLIENT") for _ in range(2))
        interactions.toggle(session, actor=reader, target_kind="portfolio",
                            target_id=first["_id"], action="admire")
        saved_talent.save(session, actor=reader, talent_id=first["userId"])
        return ((reader.id, reader_token), (owner.id, auth.token_for(owner)),
                (bystander.id, bystander_token), first, second)


def _card(screen, item_id: str):
    return next(c for c in screen.cards if c.id == item_id)


def _html_card(screen, item_id: str) -> str:
    html = feed.results_html(screen, "grid", "en")
    start = html.index(f'id="card-{item_id}"')
    return html[start:html.find('id="card-', start + 1)]


def test_a_members_marks_are_on_their_page_and_on_no_one_elses(clean_db, monkeypatch):
    monkeypatch.setattr(feed_cache, "TTL", 600)  # one kept page throughout, however slow
    reader, owner, bystander, first, second = _members(clean_db)
    visitor = feed.load("/main-feed", {}, "lang=en")
    call = feed_address.feed_call(feed_address.filters_from_query({}))
    kept = search.cached_page(**call)
    assert kept is not None
    kept_before = copy.deepcopy(kept)
    mine = feed.load("/main-feed", {}, _cookie(reader[1]))

    assert _card(mine, first["_id"]).admired
    assert mine.reader == {"viewer_id": reader[0], "saved_talent": [first["userId"]]}
    drawn = _html_card(mine, first["_id"])
    assert f">{T.ADMIRED}<" in drawn and 'aria-pressed="true"' in drawn

    theirs = feed.load("/main-feed", {}, _cookie(bystander[1]))
    forged = feed.load("/main-feed", {}, f"{SESSION_COOKIE}=not-a-token")
    for screen in (theirs, visitor, forged):
        assert not _card(screen, first["_id"]).admired
        drawn = _html_card(screen, first["_id"])
        assert f">{T.ADMIRED}<" not in drawn and 'aria-pressed="true"' not in drawn
    assert theirs.reader == {"viewer_id": bystander[0], "saved_talent": []}
    assert visitor.reader == {} == forged.reader
    assert 'class="rt-reset rt-BaseButton rt-r-size-2 rt-variant-soft rt-IconButton save-talent"' \
        not in feed.results_html(visitor, "grid", "en")

    # The owner sees their own work unmasked and without controls; nobody else does.
    owners = feed.load("/main-feed", {}, _cookie(owner[1]))
    assert _card(owners, second["_id"]).own and _card(owners, second["_id"]).title == CONTACT
    assert "action-admire" not in _html_card(owners, second["_id"])
    for screen in (mine, theirs, visitor):
        assert _card(screen, second["_id"]).title != CONTACT
        assert "action-admire" in _html_card(screen, second["_id"])

    # The kept page is the one every reader shares, untouched by anyone's marks.
    assert search.cached_page(**call) is kept and kept == kept_before
    assert not any(item.get("admired") for item in kept["portfolios"])
    assert all(item["title"] != CONTACT for item in kept["portfolios"])
