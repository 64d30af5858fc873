"""Toggles and shares written by the group commit keep exact counts: many threads, mixed users
and actions on one work, each answer equal to the state its batch left, counters equal to rows."""

import asyncio
import threading

import pytest

from sqlalchemy import func
from sqlmodel import Session, select

from marketplace_app.models.portfolio import Interaction, Portfolio
from marketplace_app.services.accounts import auth
from marketplace_app.services.errors import Conflict, Unauthorized
from marketplace_app.services.social import group_commit, interactions
from tests.factories import make_user

FANS = 12
ROUNDS = 7  # odd: every fan ends with each toggle on


def _work(session: Session) -> Portfolio:
    owner, _ = make_user(session)
    item = Portfolio(user_id=owner.id, title="Crowded work", category="Photography")
    session.add(item)
    session.commit()
    return item


def _rows(session: Session, item: Portfolio, kind: str) -> int:
    return session.exec(select(func.count()).select_from(Interaction).where(
        Interaction.target_id == item.id, Interaction.kind == kind)).one()


def _together(jobs: list) -> list:
    """Run every job in its own thread, released at once; their answers or errors."""
    gate, answers = threading.Barrier(len(jobs)), [None] * len(jobs)

    def run(index, job):
        gate.wait()
        try:
            answers[index] = job()
        except Exception as error:  # noqa: BLE001 - returned to the test
            answers[index] = error

    threads = [threading.Thread(target=run, args=pair) for pair in enumerate(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return answers


def _toggler(engine, fan, item, action):
    def job():
        answers = []
        for _ in range(ROUNDS):
            with Session(engine, expire_on_commit=False) as own:
                answers.append(interactions.toggle(own, actor=fan, target_kind="portfolio",
                                                   target_id=item.id, action=action))
        return answers
    return job


def test_many_threads_toggling_one_work_keep_exact_counts(session, clean_db):
    item = _work(session)
    fans = [make_user(session, role="CLIENT")[0] for _ in range(FANS)]
    jobs = [_toggler(clean_db, fan, item, action) for fan in fans
            for action in ("admire", "appreciate")]
    answers = _together(jobs)
    assert not [a for a in answers if isinstance(a, Exception)], answers
    session.expire_all()
    stored = session.get(Portfolio, item.id)
    assert stored.admire_count == _rows(session, item, "admire") == FANS
    assert stored.appreciate_count == _rows(session, item, "appreciate") == FANS
    for job_answers, (fan, action) in zip(answers, [(f, a) for f in fans
                                                     for a in ("admire", "appreciate")]):
        flag = "admired" if action == "admire" else "appreciated"
        # Each fan's own answers alternate on, off, on ... (nobody else moves their flag).
        assert [a[flag] for a in job_answers] == [n % 2 == 0 for n in range(ROUNDS)]
        assert all(0 <= a[f"{action}Count"] <= FANS for a in job_answers)


def test_simultaneous_shares_count_once_each(session, clean_db):
    item = _work(session)
    fans = [make_user(session, role="CLIENT")[0] for _ in range(FANS)]

    def share(fan):
        def job():
            with Session(clean_db, expire_on_commit=False) as own:
                return interactions.share(own, actor=fan, target_kind="portfolio",
                                          target_id=item.id)
        return job

    # Each fan shares twice at once: one is recorded, the other is a Conflict.
    answers = _together([share(fan) for fan in fans for _ in range(2)])
    recorded = [a for a in answers if isinstance(a, dict)]
    assert len(recorded) == FANS
    assert all(isinstance(a, Conflict) for a in answers if not isinstance(a, dict))
    assert sorted(a["shareCount"] for a in recorded) == list(range(1, FANS + 1))
    session.expire_all()
    assert session.get(Portfolio, item.id).share_count == _rows(session, item, "share") == FANS


def test_one_failing_write_in_a_batch_fails_alone(session, clean_db):
    item = _work(session)
    fans = [make_user(session, role="CLIENT")[0] for _ in range(4)]
    writer = group_commit.writer_for(clean_db)
    holding, release = threading.Event(), threading.Event()

    def hold(_session, items):
        holding.set()
        release.wait(10)
        return [None] * len(items)

    def broken(own, items):  # a write the database refuses: no such table
        own.connection().exec_driver_sql("UPDATE no_such_table SET x = 1")
        return items

    writer.submit(hold, None)  # the writer waits inside a batch ...
    holding.wait(10)
    acts = [interactions._Act(fan.id, None, "portfolio", item.id, "admire") for fan in fans]
    answers = [writer.submit(interactions._apply_acts, act) for act in acts[:2]]
    answers.append(writer.submit(broken, "broken"))
    answers += [writer.submit(interactions._apply_acts, act) for act in acts[2:]]
    answers.append(writer.submit(interactions._apply_acts, interactions._Act(
        fans[0].id, None, "portfolio", "vanished", "admire")))
    while writer.units.qsize() < len(answers):  # ... while every job queues for the next one
        release.wait(0.01)
    release.set()
    outcomes = []
    for answer in answers:
        try:
            outcomes.append(answer.result(30))
        except Exception as error:  # noqa: BLE001
            outcomes.append(error)
    toggled = outcomes[:2] + outcomes[3:5]
    assert sorted(count for _, count in toggled) == [1, 2, 3, 4] and all(a for a, _ in toggled)
    assert not isinstance(outcomes[2], tuple) and isinstance(outcomes[2], Exception)
    assert isinstance(outcomes[5], interactions.NotFound)
    session.expire_all()
    assert session.get(Portfolio, item.id).admire_count == _rows(session, item, "admire") == 4


def test_a_token_signed_out_everywhere_is_refused_in_the_batch_and_writes_nothing(session,
                                                                                    clean_db):
    item = _work(session)
    fan, token = make_user(session, role="CLIENT")
    other, other_token = make_user(session, role="CLIENT")
    auth.logout(session, actor=fan)  # every token of the fan's stops working

    async def both():
        return await asyncio.gather(*(interactions.toggle_by_token(
            clean_db, t, target_kind="portfolio", target_id=item.id, action="admire")
            for t in (token, other_token)), return_exceptions=True)

    refused, admired = asyncio.run(both())
    assert isinstance(refused, Unauthorized)
    assert admired["admired"] is True and admired["admireCount"] == 1
    with pytest.raises(Unauthorized):
        asyncio.run(interactions.toggle_by_token(clean_db, None, target_kind="portfolio",
                                                 target_id=item.id, action="admire"))
    session.expire_all()
    assert session.get(Portfolio, item.id).admire_count == _rows(session, item, "admire") == 1
    assert session.exec(select(Interaction.actor_id).where(
        Interaction.target_id == item.id)).all() == [other.id]


def test_a_full_batch_answers_each_act_by_its_own_row(session, clean_db):
    owner, _ = make_user(session)
    works = [Portfolio(user_id=owner.id, title=f"Work {n}", category="Photography")
             for n in range(16)]
    session.add_all(works)
    session.commit()
    fans = [make_user(session, role="CLIENT")[0] for _ in range(16)]
    acts = [interactions._Act(fan.id, None, "portfolio", work.id, "admire")
            for fan in fans for work in works]
    assert len(acts) == group_commit.BATCH_AT_MOST
    for turn, expected in ((1, (True, 16)), (2, (False, 0))):
        with Session(clean_db) as batch:
            outcomes = interactions._apply_acts(batch, acts)
            batch.commit()
        assert outcomes[-1] == expected, turn  # the last fan's act left all 16 (or none)
        assert all(isinstance(o, tuple) and o[0] is expected[0] for o in outcomes), turn
    session.expire_all()
    assert [session.get(Portfolio, w.id).admire_count for w in works] == [0] * 16
