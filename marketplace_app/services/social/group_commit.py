"""Group commit: callers queue an item of work, one writer thread per database (per process)
runs the waiting items in one transaction, and each caller is answered only after that
transaction committed. An acknowledged write is therefore on disk (kill -9 loses only
unanswered ones), and a batch costs one commit (one fsync, one lock hand-over) instead of one
per request. Items are applied by batch functions, `apply(session, items) -> outcomes`, so a
batch reads what it needs in one query per table rather than one per item."""

import asyncio
import os
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field

from sqlalchemy.engine import Engine
from sqlmodel import Session

BATCH_AT_MOST = 256

# apply(session, items) -> one outcome per item, in order; an Exception outcome is that item's
# refusal (it wrote nothing), any other its result. A raised exception fails the whole batch.
Apply = Callable[[Session, list], list]


@dataclass(eq=False)
class _Unit:
    """One caller's item, the batch function that applies it, and the caller's answer."""

    apply: Apply
    item: object
    answer: Future = field(default_factory=Future)


class Writer:
    """The queue and writer thread of one engine in this process."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self.units: queue.SimpleQueue[_Unit] = queue.SimpleQueue()
        threading.Thread(target=self._serve, name="group-commit", daemon=True).start()

    def submit(self, apply: Apply, item) -> Future:
        """Queue `item` for the next batch; the future holds its outcome once committed."""
        unit = _Unit(apply, item)
        self.units.put(unit)
        return unit.answer

    def run(self, apply: Apply, item):
        """The item's result once its batch committed (raises its refusal or the failure)."""
        return self.submit(apply, item).result()

    async def run_async(self, apply: Apply, item):
        """`run` for a coroutine: the event loop is free while the batch runs (no thread)."""
        return await asyncio.wrap_future(self.submit(apply, item))

    def _serve(self) -> None:
        while True:
            batch = [self.units.get()]
            while len(batch) < BATCH_AT_MOST:
                try:
                    batch.append(self.units.get_nowait())
                except queue.Empty:
                    break
            try:
                outcomes = self._commit(batch)
            except BaseException as error:  # noqa: BLE001 - told to every waiting caller
                outcomes = [error] * len(batch)
            for unit, outcome in zip(batch, outcomes):
                if isinstance(outcome, BaseException):
                    unit.answer.set_exception(outcome)
                else:
                    unit.answer.set_result(outcome)

    def _commit(self, batch: list[_Unit]) -> list:
        groups: dict[Apply, list[int]] = {}
        for index, unit in enumerate(batch):
            groups.setdefault(unit.apply, []).append(index)
        outcomes: list = [None] * len(batch)
        with Session(self.engine, expire_on_commit=False) as session:
            try:
                for apply, indexes in groups.items():
                    for index, outcome in zip(indexes, apply(session, [batch[i].item
                                                                       for i in indexes])):
                        outcomes[index] = outcome
            except Exception:
                session.rollback()
                if len(batch) == 1:
                    raise
                # A write failed before anything was committed: each item runs again alone,
                # so only the failing one fails.
                return [self._alone(unit) for unit in batch]
            session.commit()  # a failure here reaches every caller: none is acknowledged
        return outcomes

    def _alone(self, unit: _Unit):
        try:
            with Session(self.engine, expire_on_commit=False) as session:
                [outcome] = unit.apply(session, [unit.item])
                session.commit()
                return outcome
        except Exception as error:  # noqa: BLE001 - this caller's own failure
            return error


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


def run_batched(session: Session, apply: Apply, item):
    """Apply `item` in the next group commit and return its result once committed. The
    caller's session is committed first (its connection is free while it waits) and its loaded
    rows are expired afterwards, so they show what was written when read again. On PostgreSQL
    too: a batch's statements are a handful per batch, not per item (BENCHMARKS.md)."""
    try:
        session.commit()
        return writer_for(session.get_bind()).run(apply, item)
    finally:
        session.expire_all()
