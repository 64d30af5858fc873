""""Admired by": the owner sees who admired their work or profile, newest first, in pages;
nobody else sees the list, and an admire taken back leaves it."""

import pytest

from marketplace_app.services.errors import Forbidden, NotFound
from marketplace_app.services.social import admirers, interactions
from marketplace_app.services.portfolios import portfolios
from tests import media_samples as samples
from tests.factories import make_user


def make_portfolio(session, owner):
    return portfolios.create_portfolio(session, actor=owner, title="Admired work",
                                       category="Photography", files=[samples.jpeg()])


def _admire(session, actor, kind, target_id):
    interactions.toggle(session, actor=actor, target_kind=kind, target_id=target_id,
                        action="admire")


def test_the_owner_pages_through_who_admired_their_work_newest_first(session):
    owner, _ = make_user(session, full_name="Work Owner")
    work = make_portfolio(session, owner)
    fans = [make_user(session, full_name=f"Fan {n}")[0] for n in range(5)]
    for fan in fans:
        _admire(session, fan, "portfolio", work.id)
    _admire(session, fans[2], "portfolio", work.id)  # taken back

    names, cursor = [], None
    while True:
        page = admirers.admirers(session, actor=owner, target_kind="portfolio",
                                 target_id=work.id, limit=2, cursor=cursor)
        assert page["total"] == 4
        names += [a["fullName"] for a in page["admirers"]]
        cursor = page["nextCursor"]
        if cursor is None:
            break
    assert names == ["Fan 4", "Fan 3", "Fan 1", "Fan 0"]


def test_nobody_but_the_owner_sees_the_list(session):
    owner, _ = make_user(session)
    stranger, _ = make_user(session)
    work = make_portfolio(session, owner)
    with pytest.raises(Forbidden):
        admirers.admirers(session, actor=stranger, target_kind="portfolio", target_id=work.id)
    with pytest.raises(Forbidden):
        admirers.admirers(session, actor=stranger, target_kind="user", target_id=owner.id)
    with pytest.raises(NotFound):
        admirers.admirers(session, actor=stranger, target_kind="user", target_id="f" * 32)


def test_the_owner_sees_who_admired_their_profile(session):
    owner, _ = make_user(session)
    fan, _ = make_user(session, role="CLIENT", full_name="Profile Fan")
    _admire(session, fan, "user", owner.id)
    owner = session.get(type(owner), owner.id)
    page = admirers.admirers(session, actor=owner, target_kind="user", target_id=owner.id)
    assert [(a["fullName"], a["role"]) for a in page["admirers"]] == [("Profile Fan", "CLIENT")]
    assert page["total"] == 1
