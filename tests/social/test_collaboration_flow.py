"""The collaboration state machine: every transition of the table, allowed and refused (wrong
state, wrong party, outsider), its timestamps, its notification, and a race with one winner."""

import threading
from datetime import timedelta

import pytest
from sqlmodel import Session, select

from marketplace_app.models.collaboration import Collaboration
from marketplace_app.models.notification import Notification
from marketplace_app.services.errors import Conflict, Invalid, NotFound
from marketplace_app.services.social import collaboration_flow as flow
from marketplace_app.services.social import collaborations
from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.factories import make_user

ALLOWED = [  # (from, action, by, to)
    ("pending", "accept", "recipient", "accepted"),
    ("pending", "decline", "recipient", "declined"),
    ("pending", "withdraw", "sender", "withdrawn"),
    ("accepted", "complete", "sender", "completed"),
    ("accepted", "complete", "recipient", "completed"),
    ("accepted", "cancel", "sender", "cancelled"),
    ("accepted", "cancel", "recipient", "cancelled"),
]
# Every (state, action, party) the table does not allow, with the message the party reads.
REFUSED = [(state, action, party, flow.WRONG_STATE[action])
           for state in flow.STATUSES for action in flow.ACTIONS for party in ("sender", "recipient")
           if (state, action) not in flow.TRANSITIONS] + [
    ("pending", "accept", "sender", flow.ONLY_RECIPIENT),
    ("pending", "decline", "sender", flow.ONLY_RECIPIENT),
    ("pending", "withdraw", "recipient", flow.ONLY_SENDER),
]
# How to bring a fresh request into each state (the party taking each step).
ROUTE = {"pending": [], "accepted": [("accept", "recipient")],
         "declined": [("decline", "recipient")], "withdrawn": [("withdraw", "sender")],
         "completed": [("accept", "recipient"), ("complete", "sender")],
         "cancelled": [("accept", "recipient"), ("cancel", "recipient")]}


@pytest.fixture
def people(session):
    sender, _ = make_user(session, role="CLIENT")
    recipient, _ = make_user(session, role="TALENT")
    outsider, _ = make_user(session, role="CLIENT")
    return {"sender": sender, "recipient": recipient, "outsider": outsider}


def _request(session, people) -> Collaboration:
    start = today_in_india() + timedelta(days=3)
    return collaborations.request_collaboration(
        session, actor=people["sender"], recipient_id=people["recipient"].id,
        message="Lookbook shoot", service_type="Photography", location="Jaipur",
        date_from=start.isoformat(), date_to=(start + timedelta(days=1)).isoformat(),
        budget_min=15000, budget_max=30000)


def _in_state(session, people, state: str) -> Collaboration:
    item = _request(session, people)
    for action, party in ROUTE[state]:
        item = collaborations.act(session, actor=people[party], collaboration_id=item.id,
                                  action=action)
    assert item.status == state
    return item


def test_the_table_is_the_one_the_issue_states():
    assert {(s, a): (t.to_state, t.who) for (s, a), t in flow.TRANSITIONS.items()} == {
        ("pending", "accept"): ("accepted", "recipient"),
        ("pending", "decline"): ("declined", "recipient"),
        ("pending", "withdraw"): ("withdrawn", "sender"),
        ("accepted", "complete"): ("completed", "either"),
        ("accepted", "cancel"): ("cancelled", "either")}


@pytest.mark.parametrize("start,action,party,end", ALLOWED)
def test_allowed_transition_moves_stamps_and_tells_the_other_party(session, people, start,
                                                                   action, party, end):
    item = _in_state(session, people, start)
    before = item.updated_at
    done = collaborations.act(session, actor=people[party], collaboration_id=item.id,
                              action=action)
    assert done.status == end
    stamp = getattr(done, flow.STAMP[end])
    assert stamp is not None and stamp >= before and done.updated_at == stamp
    other = people["recipient" if party == "sender" else "sender"]
    told = session.exec(select(Notification).where(Notification.subject_id == item.id,
                                                   Notification.kind == end)).all()
    assert [(n.recipient_id, n.actor_id) for n in told] == [(other.id, people[party].id)]


@pytest.mark.parametrize("start,action,party,message", REFUSED)
def test_refused_transition_is_a_conflict_and_changes_nothing(session, people, start, action,
                                                              party, message):
    item = _in_state(session, people, start)
    with pytest.raises(Conflict) as refused:
        collaborations.act(session, actor=people[party], collaboration_id=item.id, action=action)
    assert refused.value.message == message and refused.value.status == 409
    session.expire_all()
    assert session.get(Collaboration, item.id).status == start


@pytest.mark.parametrize("action", flow.ACTIONS)
def test_an_outsider_cannot_see_or_move_a_request(session, people, action):
    item = _in_state(session, people, "accepted")
    with pytest.raises(NotFound):
        collaborations.act(session, actor=people["outsider"], collaboration_id=item.id,
                           action=action)
    with pytest.raises(NotFound):
        collaborations.get_collaboration(session, actor=people["outsider"],
                                         collaboration_id=item.id)


def test_an_unknown_action_is_invalid(session, people):
    item = _request(session, people)
    with pytest.raises(Invalid):
        collaborations.act(session, actor=people["recipient"], collaboration_id=item.id,
                           action="approve")


def test_sending_notifies_the_recipient_and_each_stamp_is_kept(session, people):
    item = _in_state(session, people, "completed")
    assert item.accepted_at <= item.completed_at and item.declined_at is None
    kinds = session.exec(select(Notification.kind, Notification.recipient_id).where(
        Notification.subject_id == item.id).order_by(Notification.created_at)).all()
    assert [tuple(k) for k in kinds] == [("request", people["recipient"].id),
                                         ("accepted", people["sender"].id),
                                         ("completed", people["recipient"].id)]


def test_buttons_follow_the_table(session, people):
    item = _request(session, people)
    as_json = collaborations.collaboration_json
    assert as_json(item, None, people["recipient"].id)["actions"] == ["accept", "decline"]
    assert as_json(item, None, people["sender"].id)["actions"] == ["withdraw"]
    assert as_json(item, None, people["outsider"].id)["actions"] == []


@pytest.mark.parametrize("first,second", [
    (("accept", "recipient"), ("withdraw", "sender")),
    (("accept", "recipient"), ("decline", "recipient")),
])
def test_two_racing_transitions_exactly_one_wins(clean_db, session, people, monkeypatch, first,
                                                 second):
    item = _request(session, people)
    barrier, original = threading.Barrier(2, timeout=10), flow.plan
    waited = set()

    def plan_then_wait(status, action, party):
        step = original(status, action, party)
        if threading.get_ident() not in waited:  # both read "pending" before either writes
            waited.add(threading.get_ident())
            barrier.wait()
        return step

    monkeypatch.setattr(flow, "plan", plan_then_wait)
    results: dict[str, object] = {}

    def run(action: str, party: str):
        with Session(clean_db, expire_on_commit=False) as own:
            try:
                done = collaborations.act(own, actor=people[party], collaboration_id=item.id,
                                          action=action)
                results[action] = done.status
            except Conflict as exc:
                results[action] = exc

    threads = [threading.Thread(target=run, args=step) for step in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    winners = [r for r in results.values() if isinstance(r, str)]
    losers = [r for r in results.values() if isinstance(r, Conflict)]
    assert len(winners) == 1 and len(losers) == 1, results
    session.expire_all()
    final = session.get(Collaboration, item.id)
    assert final.status == winners[0]
    stamps = [flow.STAMP[s] for s in ("accepted", "declined", "withdrawn")
              if getattr(final, flow.STAMP[s]) is not None]
    assert stamps == [flow.STAMP[winners[0]]]
