"""Group commit (SQLite): callers queue a unit of work, one writer thread per database (per
process) runs the waiting units in one transaction, and each caller returns only after that
transaction committed. An acknowledged write is therefore on disk (kill -9 loses only
unanswered ones), and a batch costs one commit (one fsync, one lock hand-over) instead of one
per request."""

import os
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from sqlalchemy.engine import Engine
from sqlmodel import Session

BATCH_AT_MOST = 256
T = TypeVar("T")


@dataclass(eq=False)
class _Unit:
    """One caller's work and, once its batch ended, its result or error."""

    work: Callable[[Session], object]
    order: str = ""
    done: threading.Event = field(default_factory=threading.Event)
    result: object = None
    error: BaseException | None = None


class Writer:
    """The queue and writer thread of one engine in this process."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self.units: queue.SimpleQueue[_Unit] = queue.SimpleQueue()
        threading.Thread(target=self._serve, name="group-commit", daemon=True).start()

    def run(self, work: Callable[[Session], T], order: str = "") -> T:
        """Run `work(session)` in the next batch; its result once the batch committed. A batch
        runs its units sorted by `order` (the row they lock; ties keep their arrival order), so
        two processes' batches lock rows in one order. (Only one user's same act in both at once
        can still deadlock: PostgreSQL fails one batch, whose units then run again alone.)"""
        unit = _Unit(work, order)
        self.units.put(unit)
        unit.done.wait()
        if unit.error is not None:
            raise unit.error
        return unit.result

    def _serve(self) -> None:
        while True:
            batch = [self.units.get()]
            while len(batch) < BATCH_AT_MOST:
                try:
                    batch.append(self.units.get_nowait())
                except queue.Empty:
                    break
            batch.sort(key=lambda unit: unit.order)
            try:
                self._commit(batch)
            except BaseException as error:  # noqa: BLE001 - told to every waiting caller
                for unit in batch:
                    unit.result, unit.error = None, unit.error or error
            finally:
                for unit in batch:
                    unit.done.set()

    def _commit(self, batch: list[_Unit]) -> None:
        with Session(self.engine, expire_on_commit=False) as session:
            try:
                results = [unit.work(session) for unit in batch]
            except Exception:
                session.rollback()
                if len(batch) == 1:
                    raise
                # One unit failed before anything was committed: each runs again alone, so
                # only that one fails.
                for unit in batch:
                    self._alone(unit)
                return
            session.commit()  # a failure here reaches every caller: none is acknowledged
        for unit, result in zip(batch, results):
            unit.result = result

    def _alone(self, unit: _Unit) -> None:
        try:
            with Session(self.engine, expire_on_commit=False) as session:
                unit.result = unit.work(session)
                session.commit()
        except Exception as error:  # noqa: BLE001 - this caller's own failure
            unit.result, unit.error = None, error


_writers: dict[tuple[int, int], Writer] = {}
_lock = threading.Lock()


def writer_for(engine: Engine) -> Writer:
    """This process's writer for the engine (a forked worker starts its own)."""
    key = (os.getpid(), id(engine))
    with _lock:
        writer = _writers.get(key)
        if writer is None or writer.engine is not engine:
            writer = _writers[key] = Writer(engine)
        return writer


def run_batched(session: Session, work: Callable[[Session], T], order: str = "") -> T:
    """Run `work` and commit it before returning. On SQLite it joins the next group commit
    (the caller's session is committed first, so its connection is free while it waits); other
    databases take concurrent writers and group their commits themselves, so there it runs in
    the caller's own transaction (one writer thread measured slower on PostgreSQL: its round
    trips queue one behind another, BENCHMARKS.md). Either way the caller's loaded rows are
    expired afterwards, so they show what was written when read again."""
    try:
        if session.get_bind().dialect.name != "sqlite":
            result = work(session)
            session.commit()
            return result
        session.commit()
        return writer_for(session.get_bind()).run(work, order)
    finally:
        session.expire_all()
