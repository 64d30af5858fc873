"""The database job queue on SQLite and PostgreSQL: order, one owner per job, leases,
jobs of dead workers taken over, and giving up after repeated crashes."""

import subprocess
import sys
import threading
from datetime import timedelta

from sqlalchemy import update
from sqlmodel import Session, select

from marketplace_app.models.base import utcnow
from marketplace_app.models.job import Job
from marketplace_app.services import jobs

KIND = "test.record"


def add_jobs(engine, count: int) -> list[str]:
    with Session(engine) as session:
        made = [jobs.enqueue(session, KIND, f"subject{i}", {"n": i}) for i in range(count)]
        ids = [j.id for j in made]
        session.commit()
    return ids


def test_jobs_are_claimed_oldest_first_and_only_once(clean_db):
    ids = add_jobs(clean_db, 3)
    first = jobs.claim(clean_db, "host:1:a", [KIND])
    second = jobs.claim(clean_db, "host:1:b", [KIND])
    assert [first.id, second.id] == ids[:2]
    assert first.state == "running" and first.attempts == 1 and first.lease_until is not None
    assert jobs.claim(clean_db, "host:1:c", ["other.kind"]) is None


def test_concurrent_workers_never_share_a_job(clean_db):
    ids = add_jobs(clean_db, 12)
    taken: list[str] = []
    lock = threading.Lock()

    def worker(name):
        while (job := jobs.claim(clean_db, name, [KIND])) is not None:
            with lock:
                taken.append(job.id)

    threads = [threading.Thread(target=worker, args=(f"elsewhere:1:{n}",)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(taken) == sorted(ids)  # each job exactly once


def test_expired_lease_is_taken_over_and_the_old_worker_loses_it(clean_db):
    add_jobs(clean_db, 1)
    job = jobs.claim(clean_db, "other-machine:7:a", [KIND])
    assert jobs.claim(clean_db, "other-machine:8:b", [KIND]) is None  # lease still valid
    with Session(clean_db) as session:
        session.execute(update(Job).values(lease_until=utcnow() - timedelta(seconds=1)))
        session.commit()
    again = jobs.claim(clean_db, "other-machine:8:b", [KIND])
    assert again.id == job.id and again.attempts == 2
    stale = jobs.Lease(clean_db, job, "other-machine:7:a")
    try:
        stale.report(0.5, force=True)
        raise AssertionError("the old worker kept a job it lost")
    except jobs.LeaseLost:
        pass


def test_job_of_a_dead_process_on_this_machine_is_taken_over_at_once(clean_db):
    import socket

    add_jobs(clean_db, 1)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    job = jobs.claim(clean_db, f"{socket.gethostname()}:{dead.pid}:x", [KIND])
    alive = jobs.claim(clean_db, f"{socket.gethostname()}:999999:y", [KIND])
    assert alive is not None and alive.id == job.id  # its lease had not expired yet


def test_running_job_of_a_live_local_worker_is_left_alone(clean_db):
    import os
    import socket

    add_jobs(clean_db, 1)
    jobs.claim(clean_db, f"{socket.gethostname()}:{os.getpid()}:x", [KIND])
    assert jobs.claim(clean_db, f"{socket.gethostname()}:{os.getpid()}:y", [KIND]) is None


def test_a_job_that_keeps_crashing_its_worker_is_given_up(clean_db, monkeypatch):
    given_up = []
    monkeypatch.setitem(jobs.HANDLERS, KIND, jobs.Handler(
        run=lambda *_: (_ for _ in ()).throw(AssertionError("must not run again")),
        give_up=lambda engine, job, message, lease: (given_up.append(message),
                                                     _finish(engine, lease))))
    add_jobs(clean_db, 1)
    with Session(clean_db) as session:  # three workers died holding it
        session.execute(update(Job).values(state="running", attempts=3, worker="gone:1:z",
                                           lease_until=utcnow() - timedelta(seconds=1)))
        session.commit()
    assert jobs.run_next(clean_db, "host:2:w")
    assert given_up == [jobs.CRASHED]
    with Session(clean_db) as session:
        assert session.exec(select(Job.state)).all() == ["failed"]


def _finish(engine, lease):
    with Session(engine) as session:
        lease.finish(session, "failed", "gave up")
        session.commit()


def test_unexpected_error_is_retried_then_given_up(clean_db, monkeypatch):
    runs, given_up = [], []

    def explode(engine, job, lease):
        runs.append(job.attempts)
        raise RuntimeError("disk full")

    monkeypatch.setitem(jobs.HANDLERS, KIND, jobs.Handler(
        run=explode, give_up=lambda e, j, m, lease: (given_up.append(m), _finish(e, lease))))
    add_jobs(clean_db, 1)
    assert jobs.run_until_idle(clean_db, "host:3:w") == 3
    assert runs == [1, 2, 3] and given_up == [jobs.INTERNAL]
