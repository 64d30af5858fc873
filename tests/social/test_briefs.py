"""Briefs and proposals (issue 32): every rule of the form, the brief's states, /browse's
filters, search and pages, proposals one per talent, choosing one (a project, contacts
unlocked, the others declined), the limits, and who sees what. Both backends."""

from datetime import timedelta

import pytest
from sqlmodel import select

from marketplace_app.models.brief import Brief, Proposal
from marketplace_app.models.collaboration import Collaboration
from marketplace_app.models.notification import Notification
from marketplace_app.models.portfolio import Portfolio
from marketplace_app.services.errors import Conflict, Forbidden, Invalid, NotFound, RateLimited
from marketplace_app.services.social import brief_rules as rules
from marketplace_app.services.social import briefs, proposals
from marketplace_app.services.social.availability import add_window
from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.services.social.contact_access import contacts_unlocked
from marketplace_app.services.portfolios import talent_listing
from tests.factories import make_user

TODAY = today_in_india()


def form(**changes) -> dict:
    """A valid brief: a wedding shoot in Jaipur next week."""
    start = TODAY + timedelta(days=7)
    base = {"title": "Wedding shoot in Jaipur", "description": "Two day haldi and pheras",
            "category": "Photography", "subcategory": "Events & Weddings", "city": "Jaipur",
            "date_from": start.isoformat(), "date_to": (start + timedelta(days=1)).isoformat(),
            "budget_min": "40,000", "budget_max": 80000, "deliverables": "300 edited photos",
            "closes_on": (TODAY + timedelta(days=3)).isoformat()}
    return {**base, **changes}


def client(session, name="Client"):
    return make_user(session, role="CLIENT", full_name=name)[0]


def talent(session, name="Talent", city=None, category=None, sub=None):
    user = make_user(session, role="TALENT", full_name=name)[0]
    if city or category:
        user.location, user.category, user.subcategory = city, [category] if category else [], \
            [sub] if sub else []
        talent_listing.sync(session, user)
        session.add(user)
        session.commit()
    return user


def work(session, owner) -> str:
    item = Portfolio(user_id=owner.id, title="Haldi", category="Photography", media=[])
    session.add(item)
    session.commit()
    return item.id


def test_a_client_posts_an_open_brief(session):
    c = client(session)
    brief = briefs.post_brief(session, actor=c, **form())
    assert brief.status == "open" and brief.budget_min == 40000 and brief.city == "Jaipur"
    assert brief.subcategory == "Events & Weddings"
    assert briefs.post_brief(session, actor=c, publish=False, **form()).status == "draft"


def test_one_day_and_remote_briefs(session):
    c = client(session)
    day = (TODAY + timedelta(days=4)).isoformat()
    brief = briefs.post_brief(session, actor=c, **form(date_from=day, date_to="", city="",
                                                       remote=True, closes_on=day))
    assert brief.city is None and brief.date_from == brief.date_to


def test_talent_cannot_post(session):
    with pytest.raises(Forbidden):
        briefs.post_brief(session, actor=talent(session), **form())


@pytest.mark.parametrize("changes, message", [
    ({"title": " "}, rules.TITLE_REQUIRED),
    ({"title": "x" * 121}, rules.TITLE_TOO_LONG),
    ({"description": ""}, rules.DESCRIPTION_REQUIRED),
    ({"category": "Plumbing"}, rules.CATEGORY_REQUIRED),
    ({"subcategory": "Drone"}, rules.UNKNOWN_SUBCATEGORY),
    ({"city": "Atlantis"}, rules.CITY_REQUIRED),
    ({"date_from": ""}, "Start date is required"),
    ({"date_from": (TODAY - timedelta(days=1)).isoformat()}, "Start date cannot be in the past"),
    ({"date_to": TODAY.isoformat()}, "End date cannot be before start date"),
    ({"budget_min": ""}, rules.BUDGET_REQUIRED),
    ({"budget_min": "12.5"}, rules.BAD_BUDGET),
    ({"budget_min": -1}, rules.BAD_BUDGET),
    ({"budget_min": 90000}, rules.BUDGET_CROSSED),
    ({"deliverables": "x" * 2001}, rules.DELIVERABLES_TOO_LONG),
    ({"closes_on": ""}, rules.CLOSING_REQUIRED),
    ({"closes_on": (TODAY - timedelta(days=1)).isoformat()}, rules.CLOSING_IN_PAST),
    ({"closes_on": (TODAY + timedelta(days=30)).isoformat()}, rules.CLOSING_AFTER_END),
    ({"date_from": "tomorrow"}, "Dates must be written as YYYY-MM-DD"),
])
def test_every_rule_of_the_form(session, changes, message):
    with pytest.raises(Invalid) as refused:
        briefs.post_brief(session, actor=client(session), **form(**changes))
    assert refused.value.message == message


def test_the_client_edits_closes_and_reopens(session):
    c = client(session)
    brief = briefs.post_brief(session, actor=c, **form())
    edited = briefs.edit_brief(session, actor=c, brief_id=brief.id, **form(title="Mehendi"))
    assert edited.title == "Mehendi" and "mehendi" in edited.search_text
    assert briefs.act(session, actor=c, brief_id=brief.id, action="close").status == "closed"
    with pytest.raises(Conflict):
        briefs.act(session, actor=c, brief_id=brief.id, action="close")
    assert briefs.act(session, actor=c, brief_id=brief.id, action="reopen").status == "open"
    draft = briefs.post_brief(session, actor=c, publish=False, **form())
    assert briefs.act(session, actor=c, brief_id=draft.id, action="publish").status == "open"
    with pytest.raises(Invalid):
        briefs.act(session, actor=c, brief_id=brief.id, action="explode")


def test_only_the_owner_changes_a_brief_and_drafts_are_hidden(session):
    c, other = client(session), client(session, "Other")
    brief = briefs.post_brief(session, actor=c, **form())
    with pytest.raises(Forbidden):
        briefs.edit_brief(session, actor=other, brief_id=brief.id, **form())
    with pytest.raises(Forbidden):
        briefs.act(session, actor=other, brief_id=brief.id, action="close")
    draft = briefs.post_brief(session, actor=c, publish=False, **form())
    with pytest.raises(NotFound):
        briefs.view(session, actor=other, brief_id=draft.id)
    with pytest.raises(NotFound):
        briefs.view(session, actor=None, brief_id=draft.id)
    assert briefs.view(session, actor=c, brief_id=draft.id)["actions"] == ["edit", "publish",
                                                                          "close"]


def test_at_most_ten_open_briefs(session):
    c = client(session)
    for _ in range(briefs.MAX_OPEN_BRIEFS):
        briefs.post_brief(session, actor=c, **form())
    with pytest.raises(RateLimited) as refused:
        briefs.post_brief(session, actor=c, **form())
    assert refused.value.status == 429
    draft = briefs.post_brief(session, actor=c, publish=False, **form())  # drafts still fine
    with pytest.raises(RateLimited):
        briefs.act(session, actor=c, brief_id=draft.id, action="publish")


def test_contacts_in_texts_are_masked_for_others(session):
    c = client(session)
    brief = briefs.post_brief(session, actor=c, **form(description="Call 98765 43210 now"))
    public = briefs.view(session, actor=None, brief_id=brief.id)
    assert "98765" not in public["description"]
    assert "98765" in briefs.view(session, actor=c, brief_id=brief.id)["description"]
    assert briefs.browse(session, search="98765")["briefs"] == []


def test_browse_lists_open_unexpired_newest_first_with_filters(session):
    c = client(session)
    first = briefs.post_brief(session, actor=c, **form())
    second = briefs.post_brief(session, actor=c, **form(city="Mumbai", budget_min=1000,
                                                        budget_max=5000, category="Designers",
                                                        subcategory=""))
    closed = briefs.post_brief(session, actor=c, **form())
    briefs.act(session, actor=c, brief_id=closed.id, action="close")
    briefs.post_brief(session, actor=c, publish=False, **form())
    expired = briefs.post_brief(session, actor=c, **form())
    ids = [b["id"] for b in briefs.browse(session)["briefs"]]
    assert ids == [expired.id, second.id, first.id]
    later = TODAY + timedelta(days=4)
    assert [b["id"] for b in briefs.browse(session, today=later)["briefs"]] == []
    assert [b["id"] for b in briefs.browse(session, city="bombay")["briefs"]] == [second.id]
    assert [b["id"] for b in briefs.browse(session, category="Designers")["briefs"]] == \
        [second.id]
    assert {b["id"] for b in briefs.browse(session, budget_min=20000)["briefs"]} == \
        {first.id, expired.id}
    assert [b["id"] for b in briefs.browse(session, budget_max=9000)["briefs"]] == [second.id]
    far = (TODAY + timedelta(days=60)).isoformat()
    assert briefs.browse(session, date_from=far)["briefs"] == []
    with pytest.raises(Invalid):
        briefs.browse(session, city="Atlantis")
    with pytest.raises(Invalid):
        briefs.browse(session, budget_min=9, budget_max=1)


def test_browse_pages_by_cursor(session):
    c = client(session)
    made = [briefs.post_brief(session, actor=c, **form()).id for _ in range(5)]
    one = briefs.browse(session, limit=2)
    two = briefs.browse(session, limit=2, cursor=one["nextCursor"])
    three = briefs.browse(session, limit=2, cursor=two["nextCursor"])
    seen = [b["id"] for page in (one, two, three) for b in page["briefs"]]
    assert seen == made[::-1] and three["nextCursor"] is None
    with pytest.raises(Invalid):
        briefs.browse(session, cursor="garbage")


def test_search_is_fuzzy_and_ranked(session):
    c = client(session)
    wedding = briefs.post_brief(session, actor=c, **form())
    logo = briefs.post_brief(session, actor=c, **form(title="Logo for a chai brand",
                                                      description="Fresh and playful",
                                                      category="Designers", subcategory=""))
    assert [b["id"] for b in briefs.browse(session, search="wedding")["briefs"]] == [wedding.id]
    assert [b["id"] for b in briefs.browse(session, search="weddng")["briefs"]] == [wedding.id]
    assert [b["id"] for b in briefs.browse(session, search="logo chai")["briefs"]] == [logo.id]
    assert briefs.browse(session, search="zzzzqq")["briefs"] == []
    paged = briefs.browse(session, search="jaipur", limit=1)
    assert len(paged["briefs"]) == 1 and paged["nextCursor"] == "o1"


def test_a_new_brief_tells_matching_talent_only(session):
    match = talent(session, "Match", city="Jaipur", category="Photography",
                   sub="Events & Weddings")
    elsewhere = talent(session, "Elsewhere", city="Pune", category="Photography",
                       sub="Events & Weddings")
    brief = briefs.post_brief(session, actor=client(session), **form())
    told = set(session.exec(select(Notification.recipient_id).where(
        Notification.kind == "brief_match", Notification.subject_id == brief.id)))
    assert told == {match.id} and elsewhere.id not in told


def test_matching_notifications_are_bounded(session, monkeypatch):
    monkeypatch.setattr(briefs, "MATCH_NOTIFY_CAP", 2)
    for n in range(3):
        talent(session, f"T{n}", city="Jaipur", category="Photography", sub="Events & Weddings")
    brief = briefs.post_brief(session, actor=client(session), **form())
    assert len(session.exec(select(Notification.id).where(
        Notification.subject_id == brief.id)).all()) == 2


def _proposal(session, brief, who, **changes):
    body = {"message": "I shot 40 weddings in Jaipur", "price": "60,000",
            "portfolio_ids": [], "availability_note": "Free that week", **changes}
    return proposals.send_proposal(session, actor=who, brief_id=brief.id, **body)


def test_a_talent_sends_one_proposal_and_the_client_is_told(session):
    c, t = client(session), talent(session)
    brief = briefs.post_brief(session, actor=c, **form())
    mine = work(session, t)
    sent = _proposal(session, brief, t, portfolio_ids=[mine])
    assert sent.status == "pending" and sent.price == 60000 and sent.portfolio_ids == [mine]
    assert session.exec(select(Notification).where(Notification.recipient_id == c.id,
                                                   Notification.kind == "proposal")).first()
    with pytest.raises(Conflict) as twice:
        _proposal(session, brief, t)
    assert twice.value.message == proposals.ALREADY_SENT
    assert briefs.view(session, actor=t, brief_id=brief.id)["myProposal"]["id"] == sent.id
    assert briefs.view(session, actor=c, brief_id=brief.id)["proposalCount"] == 1


def test_proposal_rules(session):
    c, t, other = client(session), talent(session), talent(session, "Other")
    brief = briefs.post_brief(session, actor=c, **form())
    theirs = work(session, other)
    for changes, message in [({"message": ""}, proposals.MESSAGE_REQUIRED),
                             ({"price": ""}, proposals.PRICE_REQUIRED),
                             ({"price": "lots"}, proposals.BAD_PRICE),
                             ({"portfolio_ids": [theirs]}, proposals.NOT_YOUR_WORK),
                             ({"portfolio_ids": [work(session, t) for _ in range(6)]},
                              proposals.TOO_MANY_WORKS),
                             ({"availability_note": "x" * 501}, proposals.NOTE_TOO_LONG)]:
        with pytest.raises(Invalid) as refused:
            _proposal(session, brief, t, **changes)
        assert refused.value.message == message
    with pytest.raises(Forbidden):
        _proposal(session, brief, client(session, "Another client"))
    briefs.act(session, actor=c, brief_id=brief.id, action="close")
    with pytest.raises(Conflict) as closed:
        _proposal(session, brief, t)
    assert closed.value.message == proposals.NOT_TAKING


def test_thirty_proposals_a_day(session):
    c, t = client(session), talent(session)
    for n in range(proposals.DAILY_LIMIT):
        brief = Brief(client_id=c.id, title=f"Job {n}", description="d", category="Photography",
                      city="Pune", date_from=TODAY, date_to=TODAY, budget_min=1, budget_max=2,
                      closes_on=TODAY, status="open")
        session.add(brief)
        session.add(Proposal(brief_id=brief.id, talent_id=t.id, message="m", price=1))
    session.commit()
    with pytest.raises(RateLimited) as refused:
        _proposal(session, briefs.post_brief(session, actor=client(session, "New"), **form()), t)
    assert refused.value.message == proposals.TOO_MANY_TODAY
    assert 86_000 < refused.value.retry_after <= 86_400  # the oldest of the 30 was just now


def test_only_the_two_see_a_proposal(session):
    c, t = client(session), talent(session)
    outsider = talent(session, "Outsider")
    brief = briefs.post_brief(session, actor=c, **form())
    sent = _proposal(session, brief, t)
    assert proposals.view(session, actor=t, proposal_id=sent.id)["id"] == sent.id
    assert proposals.view(session, actor=c, proposal_id=sent.id)["id"] == sent.id
    with pytest.raises(NotFound):
        proposals.view(session, actor=outsider, proposal_id=sent.id)
    with pytest.raises(Forbidden):
        proposals.for_brief(session, actor=t, brief_id=brief.id)
    with pytest.raises(NotFound):
        proposals.act(session, actor=outsider, proposal_id=sent.id, action="withdraw")


def test_withdraw_while_pending(session):
    c, t = client(session), talent(session)
    sent = _proposal(session, briefs.post_brief(session, actor=c, **form()), t)
    with pytest.raises(Forbidden):
        proposals.act(session, actor=c, proposal_id=sent.id, action="withdraw")
    assert proposals.act(session, actor=t, proposal_id=sent.id,
                         action="withdraw").status == "withdrawn"
    with pytest.raises(Conflict):
        proposals.act(session, actor=t, proposal_id=sent.id, action="withdraw")


def test_shortlist_decline_and_who_may(session):
    c, t, u = client(session), talent(session), talent(session, "U")
    brief = briefs.post_brief(session, actor=c, **form())
    one, two = _proposal(session, brief, t), _proposal(session, brief, u)
    with pytest.raises(Forbidden):
        proposals.act(session, actor=t, proposal_id=one.id, action="accept")
    assert proposals.act(session, actor=c, proposal_id=one.id,
                         action="shortlist").status == "shortlisted"
    with pytest.raises(Conflict):
        proposals.act(session, actor=c, proposal_id=one.id, action="shortlist")
    assert proposals.act(session, actor=c, proposal_id=two.id,
                         action="decline").status == "declined"
    assert session.exec(select(Notification).where(
        Notification.recipient_id == u.id, Notification.kind == "proposal_declined")).first()


def test_accepting_makes_a_project_and_declines_the_others(session):
    c, t, u = client(session), talent(session), talent(session, "U")
    brief = briefs.post_brief(session, actor=c, **form(description="Reach me 98765 43210"))
    chosen = _proposal(session, brief, t, message="My number 91234 56789")
    other = _proposal(session, brief, u)
    assert "91234" not in proposals.for_brief(session, actor=c,
                                              brief_id=brief.id)["proposals"][0]["message"]
    accepted = proposals.act(session, actor=c, proposal_id=chosen.id, action="accept")
    assert accepted.status == "accepted" and accepted.collaboration_id
    project = session.get(Collaboration, accepted.collaboration_id)
    assert (project.status, project.sender_id, project.recipient_id) == ("accepted", c.id, t.id)
    assert contacts_unlocked(session, c.id, t.id)
    assert session.get(Brief, brief.id).status == "in_progress"
    session.refresh(other)
    assert session.get(Proposal, other.id).status == "declined"
    kinds = {(n.recipient_id, n.kind) for n in session.exec(select(Notification))}
    assert (t.id, "proposal_accepted") in kinds and (u.id, "proposal_declined") in kinds
    assert "91234" in proposals.for_brief(session, actor=c,
                                          brief_id=brief.id)["proposals"][0]["message"]
    assert "98765" in briefs.view(session, actor=t, brief_id=brief.id)["description"]
    with pytest.raises(Conflict):
        proposals.act(session, actor=c, proposal_id=other.id, action="accept")
    with pytest.raises(Conflict):
        briefs.edit_brief(session, actor=c, brief_id=brief.id, **form())
    assert briefs.browse(session)["briefs"] == []


def test_proposals_show_overlapping_availability_and_works(session):
    c, t = client(session), talent(session)
    brief = briefs.post_brief(session, actor=c, **form())
    add_window(session, actor=t, city="Jaipur", date_from=brief.date_from.isoformat(),
               date_to=(brief.date_from + timedelta(days=3)).isoformat())
    add_window(session, actor=t, city="Pune", date_from=brief.date_from.isoformat(),
               date_to=brief.date_to.isoformat())
    sent = _proposal(session, brief, t, portfolio_ids=[work(session, t)])
    item = proposals.for_brief(session, actor=c, brief_id=brief.id)["proposals"][0]
    assert [w["city"] for w in item["availability"]] == ["Jaipur"]
    assert item["works"][0]["title"] == "Haldi" and item["talent"]["fullName"] == "Talent"
    assert proposals.my_windows(session, actor=t, brief_id=brief.id)[0]["city"] == "Jaipur"
    mine = proposals.sent(session, actor=t)
    assert mine["proposals"][0]["id"] == sent.id and mine["nextCursor"] is None


def test_client_dashboard_counts_proposals(session):
    c, t = client(session), talent(session)
    brief = briefs.post_brief(session, actor=c, **form())
    _proposal(session, brief, t)
    mine = briefs.my_briefs(session, actor=c)["briefs"]
    assert [(b["id"], b["proposalCount"]) for b in mine] == [(brief.id, 1)]
    with pytest.raises(Forbidden):
        briefs.my_briefs(session, actor=t)


def test_notifications_name_the_job_with_contacts_masked(session):
    from marketplace_app.services.social import notifications
    c, t = client(session), talent(session)
    brief = briefs.post_brief(session, actor=c, **form(title="Shoot, call 98765 43210"))
    _proposal(session, brief, t)
    item = notifications.list_notifications(session, actor=c, tab="requests")["notifications"][0]
    assert item["kind"] == "proposal" and item["subjectType"] == "brief"
    assert item["subjectTitle"].startswith("Shoot") and "98765" not in item["subjectTitle"]


def test_manage_and_the_client_dashboard_show_jobs(session):
    from marketplace_app.services.social import dashboards, manage
    c, t = client(session), talent(session)
    brief = briefs.post_brief(session, actor=c, **form())
    sent = _proposal(session, brief, t)
    assert [p["id"] for p in manage.dashboard(session, actor=t)["proposals"]["proposals"]] == \
        [sent.id]
    assert dashboards.client_dashboard(session, actor=c)["briefs"][0]["proposalCount"] == 1
