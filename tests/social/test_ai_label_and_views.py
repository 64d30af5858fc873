"""The AI-generated label (mandatory in the AI category, optional elsewhere, the Human-made
only filter) and view counting (one per viewer per day, owners not counted)."""

from datetime import date, timedelta

import pytest
from sqlmodel import select

from marketplace_app.models.notification import Notification
from marketplace_app.services.errors import Invalid
from marketplace_app.services.portfolios import portfolios, search
from marketplace_app.services.social import views
from tests import media_samples as samples
from tests.factories import make_user

AI = "Ai Generative Artists"


def _work(session, actor, category="Photography", **kw):
    return portfolios.create_portfolio(session, actor=actor, title="A work", category=category,
                                       files=[samples.jpeg()], **kw)


def test_ai_category_requires_the_label_on_upload_and_edit(session):
    artist, _ = make_user(session)
    with pytest.raises(Invalid, match="must be labelled AI-generated"):
        _work(session, artist, AI)
    with pytest.raises(Invalid, match="must be labelled AI-generated"):
        _work(session, artist, AI, ai_generated="false")
    item = _work(session, artist, AI, ai_generated="true")
    assert item.ai_generated is True
    with pytest.raises(Invalid, match="must be labelled AI-generated"):
        portfolios.update_portfolio(session, actor=artist, portfolio_id=item.id,
                                    ai_generated=False, files=[])
    photo = _work(session, artist)
    assert photo.ai_generated is False
    with pytest.raises(Invalid, match="must be labelled AI-generated"):
        portfolios.update_portfolio(session, actor=artist, portfolio_id=photo.id,
                                    category=AI, files=[])
    with pytest.raises(Invalid, match="aiGenerated must be true or false"):
        _work(session, artist, ai_generated="maybe")


def test_label_is_optional_elsewhere_and_kept_on_edit(session):
    artist, _ = make_user(session)
    item = _work(session, artist, ai_generated=True)
    edited = portfolios.update_portfolio(session, actor=artist, portfolio_id=item.id,
                                         title="Renamed", files=[])
    assert edited.ai_generated is True
    edited = portfolios.update_portfolio(session, actor=artist, portfolio_id=item.id,
                                         ai_generated="false", files=[])
    assert edited.ai_generated is False


def test_human_made_only_leaves_out_labelled_work(session):
    artist, _ = make_user(session)
    human = _work(session, artist)
    machine = _work(session, artist, AI, ai_generated=True)
    labelled_photo = _work(session, artist, ai_generated=True)
    everything = [p["_id"] for p in search.feed(session)["portfolios"]]
    assert set(everything) == {human.id, machine.id, labelled_photo.id}
    page = search.feed(session, human_only="true")
    assert [p["_id"] for p in page["portfolios"]] == [human.id]
    assert page["total"] == 1
    assert [p["aiGenerated"] for p in search.feed(session)["portfolios"]] == [True, True, False]
    assert search.feed(session, human_only="true", category=AI)["portfolios"] == []
    assert [p["_id"] for p in search.feed(session, human_only="true", search="work")
            ["portfolios"]] == [human.id]


def test_one_view_per_viewer_per_day_and_owners_do_not_count(session):
    owner, _ = make_user(session)
    fan, _ = make_user(session)
    item = _work(session, owner)
    day = date(2026, 11, 22)

    def view(viewer, kind="portfolio", subject=None, client="", on=day):
        return views.record_view(session, subject_type=kind, subject_id=subject or item.id,
                                 viewer=viewer, client=client, day=on)

    assert view(fan) is True
    assert view(fan) is False  # same day
    assert view(fan, on=day + timedelta(days=1)) is True
    assert view(owner) is False
    assert view(None, client="1.2.3.4|Firefox") is True
    assert view(None, client="1.2.3.4|Firefox") is False
    assert view(None, client="5.6.7.8|Chrome") is True
    assert view(fan, "user", owner.id) is True
    assert view(owner, "user", owner.id) is False
    session.refresh(item)
    assert item.views_count == 4
    stats = views.owner_stats(session, actor=owner, today=day + timedelta(days=1))
    assert stats == {"profileViews": 1, "portfolioViews": 4, "lastSevenDays": 5}
    assert views.owner_stats(session, actor=owner, today=day + timedelta(days=30))[
        "lastSevenDays"] == 0
    # Signed-in viewers' new views reach the Views tab; anonymous ones and repeats do not.
    told = session.exec(select(Notification).where(Notification.recipient_id == owner.id,
                                                   Notification.tab == "views")).all()
    assert len(told) == 3
    assert {n.actor_id for n in told} == {fan.id}


def test_anonymous_keys_change_daily_and_hold_no_address():
    first = views.visitor_key("1.2.3.4|Firefox", date(2026, 11, 22))
    assert first == views.visitor_key("1.2.3.4|Firefox", date(2026, 11, 22))
    assert first != views.visitor_key("1.2.3.4|Firefox", date(2026, 11, 23))
    assert "1.2.3.4" not in first


def test_hidden_portfolios_and_unknown_subjects_are_not_counted(session):
    owner, _ = make_user(session)
    fan, _ = make_user(session)
    item = _work(session, owner)
    portfolios.set_status(session, actor=owner, portfolio_id=item.id, status=False)
    with pytest.raises(Exception, match="Not found"):
        views.record_view(session, subject_type="portfolio", subject_id=item.id, viewer=fan)
    with pytest.raises(Invalid):
        views.record_view(session, subject_type="review", subject_id=item.id, viewer=fan)
    with pytest.raises(Invalid):
        views.record_view(session, subject_type={}, subject_id=item.id, viewer=fan)
