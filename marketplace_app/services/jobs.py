"""A durable job queue in the database: jobs are enqueued in the caller's transaction, claimed
under a lease (FOR UPDATE SKIP LOCKED on PostgreSQL, an atomic conditional update everywhere),
kept alive by heartbeats, and claimed again when their worker dies (kill -9 included)."""

import logging
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta, timezone

from sqlalchemy import and_, func, or_, update
from sqlalchemy.orm import aliased
from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from ..models.base import utcnow
from ..models.job import DONE, FAILED, QUEUED, RUNNING, Job
from ..settings import get_settings
from .errors import ServiceError

log = logging.getLogger(__name__)
CRASHED = "Processing stopped unexpectedly several times: please upload this video again"
INTERNAL = "Processing failed because of an error on our side: please upload this video again"
_wakeup = threading.Event()


class LeaseLost(Exception):
    """Another worker took the job over (ours stalled past its lease)."""


@dataclass(frozen=True)
class Handler:
    """How to run one kind of job, and how to record that it gave up for good."""

    run: Callable[[Engine, Job, "Lease"], None]
    give_up: Callable[[Engine, Job, str, "Lease"], None]


HANDLERS: dict[str, Handler] = {}


def register(kind: str, handler: Handler) -> None:
    """Make `kind` runnable by every worker of this process."""
    HANDLERS[kind] = handler


def worker_name() -> str:
    """host:pid:random, unique per worker loop."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def enqueue(session: Session, kind: str, subject_id: str, payload: dict,
            owner_id: str = "") -> Job:
    """Add a job to the session; it exists once the caller commits."""
    job = Job(kind=kind, subject_id=subject_id, payload=payload, owner_id=owner_id)
    session.add(job)
    return job


def wake() -> None:
    """Tell this process's in-process worker that a job may be waiting."""
    _wakeup.set()


def wait_for_work(timeout: float) -> None:
    """Sleep until `wake` or the timeout."""
    _wakeup.wait(timeout)
    _wakeup.clear()


def _dead_here(worker: str) -> bool:
    """Whether a worker name belongs to a process of this machine that no longer exists."""
    host, _, rest = worker.partition(":")
    pid = rest.partition(":")[0]
    if host != socket.gethostname() or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def _last_served():
    """When a job of the same owner was last claimed (NULL: never), for the claim order."""
    earlier = aliased(Job)
    return (select(func.max(earlier.claimed_at)).where(earlier.owner_id == Job.owner_id)
            .correlate(Job).scalar_subquery())


def claim(engine: Engine, worker: str, kinds=None) -> Job | None:
    """Take a waiting job, or a running one whose worker is gone; None if idle. Owners take
    turns: the one served least recently goes first, then each owner's oldest job."""
    now = utcnow()
    host = socket.gethostname() + ":"
    with Session(engine, expire_on_commit=False) as session:
        query = select(Job).where(or_(
            Job.state == QUEUED,
            and_(Job.state == RUNNING, or_(Job.lease_until < now, Job.worker.startswith(host)))))
        if kinds:
            query = query.where(Job.kind.in_(list(kinds)))
        query = query.order_by(_last_served().asc().nulls_first(), Job.created_at,
                               Job.id).limit(20).with_for_update(skip_locked=True, of=Job)
        for job in session.exec(query):
            lease_over = job.lease_until is not None and _aware(job.lease_until) < now
            if job.state == RUNNING and not lease_over and not _dead_here(job.worker):
                continue
            taken = session.execute(update(Job).where(
                Job.id == job.id, Job.state == job.state, Job.worker == job.worker,
                Job.attempts == job.attempts).values(
                state=RUNNING, worker=worker, attempts=Job.attempts + 1,
                lease_until=now + timedelta(seconds=get_settings().job_lease_seconds),
                claimed_at=now, updated_at=now))
            if taken.rowcount == 1:
                session.commit()
                session.refresh(job)
                return job
        session.rollback()
    return None


def _aware(value):
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


class Lease:
    """A claimed job's lease: `report` renews it (at most every heartbeat interval)."""

    def __init__(self, engine: Engine, job: Job, worker: str,
                 on_beat: Callable[[Session, int], None] | None = None):
        self.engine, self.job, self.worker, self.on_beat = engine, job, worker, on_beat
        self._next = 0.0

    def report(self, fraction: float, force: bool = False) -> None:
        """Record progress (0..1) and renew the lease; LeaseLost if the job is no longer ours."""
        now = time.monotonic()
        if not force and now < self._next:
            return
        settings = get_settings()
        self._next = now + settings.job_heartbeat_seconds
        percent = max(0, min(99, int(fraction * 100)))
        with Session(self.engine) as session:
            renewed = session.execute(update(Job).where(
                Job.id == self.job.id, Job.worker == self.worker, Job.state == RUNNING).values(
                progress=percent, updated_at=utcnow(),
                lease_until=utcnow() + timedelta(seconds=settings.job_lease_seconds)))
            if renewed.rowcount != 1:
                session.rollback()
                raise LeaseLost(self.job.id)
            if self.on_beat is not None:
                self.on_beat(session, percent)
            session.commit()

    def finish(self, session: Session, state: str = DONE, error: str = "") -> None:
        """Mark the job done or failed inside the caller's transaction (which commits)."""
        ended = session.execute(update(Job).where(
            Job.id == self.job.id, Job.worker == self.worker, Job.state == RUNNING).values(
            state=state, error=error[:300], progress=100 if state == DONE else Job.progress,
            lease_until=None, updated_at=utcnow()))
        if ended.rowcount != 1:
            raise LeaseLost(self.job.id)


def run_next(engine: Engine, worker: str) -> bool:
    """Claim and run one job; False when there was nothing to do."""
    job = claim(engine, worker, list(HANDLERS))
    if job is None:
        return False
    handler = HANDLERS[job.kind]
    lease = Lease(engine, job, worker)
    max_attempts = get_settings().job_max_attempts
    try:
        if job.attempts > max_attempts:
            handler.give_up(engine, job, CRASHED, lease)
        else:
            handler.run(engine, job, lease)
    except LeaseLost:
        log.warning("job %s was taken over by another worker", job.id)
    except ServiceError as refusal:  # the input itself is unusable: retrying cannot help
        _give_up_quietly(handler, engine, job, refusal.message, lease)
    except Exception:  # noqa: BLE001 - a bug or a resource problem: retry, then give up
        log.exception("job %s (%s) failed", job.id, job.kind)
        if job.attempts >= max_attempts:
            _give_up_quietly(handler, engine, job, INTERNAL, lease)
        else:
            _requeue(engine, job, worker)
    return True


def _give_up_quietly(handler: Handler, engine, job, message, lease) -> None:
    try:
        handler.give_up(engine, job, message, lease)
    except LeaseLost:
        log.warning("job %s was taken over by another worker", job.id)


def _requeue(engine: Engine, job: Job, worker: str) -> None:
    with Session(engine) as session:
        session.execute(update(Job).where(Job.id == job.id, Job.worker == worker).values(
            state=QUEUED, worker="", lease_until=None, updated_at=utcnow()))
        session.commit()


def run_until_idle(engine: Engine, worker: str | None = None, limit: int = 1000) -> int:
    """Run jobs until none is waiting (tests and one-shot workers); returns how many ran."""
    worker = worker or worker_name()
    count = 0
    while count < limit and run_next(engine, worker):
        count += 1
    return count


def pending_count(session: Session, subject_id: str) -> int:
    """Jobs of a subject that have not ended."""
    return len(session.exec(select(Job.id).where(
        Job.subject_id == subject_id, Job.state.in_([QUEUED, RUNNING]))).all())


__all__ = ["DONE", "FAILED", "QUEUED", "RUNNING", "Handler", "Lease", "LeaseLost", "claim",
           "enqueue", "register", "run_next", "run_until_idle", "wake", "worker_name"]
