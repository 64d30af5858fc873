"""Toggles and shares written by the group commit keep exact counts: many threads, mixed users
and actions on one work, each answer equal to the state its batch left, counters equal to rows."""

import threading

from sqlalchemy import func
from sqlmodel import Session, select

from marketplace_app.models.portfolio import Interaction, Portfolio
from marketplace_app.services.errors import Conflict
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

    def hold(_session):
        holding.set()
        release.wait(10)

    writer.units.put(group_commit._Unit(hold))  # the writer waits inside a batch ...
    holding.wait(10)
    gone = Portfolio(id="vanished", user_id=item.user_id, title="Gone", category="Photography")

    def toggle(fan, target):
        def job():
            act = interactions._Act(fan.id, "portfolio", target.id, target.user_id, "admire")
            return writer.run(lambda s: interactions._apply_toggle(s, act))
        return job

    # The last unit targets a work that is not there: its UPDATE finds no row.
    jobs = [toggle(fan, item) for fan in fans] + [toggle(fans[0], gone)]
    threads = []
    results = [None] * len(jobs)
    for index, job in enumerate(jobs):
        def run(i=index, j=job):
            try:
                results[i] = j()
            except Exception as error:  # noqa: BLE001
                results[i] = error
        threads.append(threading.Thread(target=run))
        threads[-1].start()
    while writer.units.qsize() < len(jobs):  # ... while every job queues for the next one
        release.wait(0.01)
    release.set()
    for thread in threads:
        thread.join(30)
    assert sorted(r[1] for r in results[:4]) == [1, 2, 3, 4] and all(r[0] for r in results[:4])
    assert isinstance(results[4], interactions.NotFound)
    session.expire_all()
    assert session.get(Portfolio, item.id).admire_count == _rows(session, item, "admire") == 4
    assert session.exec(select(Interaction).where(Interaction.target_id == "vanished")).all() \
        == []
