"""Many readers missing one cache key at once (threads, as the sync routes run, and asyncio
tasks, as the feed route awaits) compute it once against the real database; a failed
computation reaches its waiters as an error and the next reader computes again."""

import asyncio
import threading
import time

import pytest
from sqlalchemy import event

from marketplace_app import db, seed
from marketplace_app.services.portfolios import feed_cache, search, showcase

THREADS, TASKS = 10, 10


class Statements:
    """Counts the statements that read portfolios; when armed, holds the first one until
    released (so every other reader boards the flight meanwhile), and can make it fail."""

    def __init__(self, engine):
        self.engine, self.count, self.armed, self.fail = engine, 0, False, False
        self.entered, self.release = threading.Event(), threading.Event()
        event.listen(engine, "before_cursor_execute", self._seen)

    def _seen(self, _conn, _cursor, statement, *_args):
        if "portfolios" not in statement or not statement.lstrip().upper().startswith(
                ("SELECT", "WITH", "(SELECT")):
            return
        self.count += 1
        if self.armed:
            self.armed = False
            self.entered.set()
            self.release.wait(10)
            if self.fail:
                raise RuntimeError("the database went away")

    def close(self):
        event.remove(self.engine, "before_cursor_execute", self._seen)


@pytest.fixture
def statements(clean_db):
    seed.main(["--portfolios", "60"])
    feed_cache.forget_all()
    showcase.forget()
    counter = Statements(clean_db)
    yield counter
    counter.release.set()
    counter.close()


def _solo(statements, ask) -> int:
    """Statements one reader of a cold key runs alone."""
    feed_cache.forget_all()
    showcase.forget()
    before = statements.count
    ask()
    return statements.count - before


def _at_once(statements, ask, ask_async, flights, key, fail=False) -> list:
    """THREADS threads and TASKS asyncio tasks (more threads without `ask_async`) ask for a
    cold key together; the first to compute is held until all the others wait for it.
    Answers or errors, in any order."""
    feed_cache.forget_all()
    showcase.forget()
    statements.armed, statements.fail = True, fail
    statements.entered.clear()
    statements.release.clear()
    answers, lock = [], threading.Lock()

    def keep(call):
        try:
            value = call()
        except Exception as error:  # noqa: BLE001 - the answers are compared below
            value = error
        with lock:
            answers.append(value)

    async def tasks():
        async def one():
            try:
                value = await ask_async()
            except Exception as error:  # noqa: BLE001
                value = error
            with lock:
                answers.append(value)
        await asyncio.gather(*(one() for _ in range(TASKS)))

    first = threading.Thread(target=keep, args=(ask,))
    first.start()
    assert statements.entered.wait(10), "the first reader never reached the database"
    others = [threading.Thread(target=keep, args=(ask,))
              for _ in range(THREADS - 1 + (0 if ask_async else TASKS))]
    if ask_async:
        others.append(threading.Thread(target=lambda: asyncio.run(tasks())))
    for thread in others:
        thread.start()
    deadline = time.monotonic() + 10
    while flights.waiting(key) < THREADS - 1 + TASKS and time.monotonic() < deadline:
        time.sleep(0.01)
    assert flights.waiting(key) == THREADS - 1 + TASKS
    statements.release.set()
    for thread in [first, *others]:
        thread.join(20)
    assert len(answers) == THREADS + TASKS
    return answers


def _feed(**params):
    with db.session_scope() as session:
        return search.feed(session, **params)


@pytest.mark.parametrize("params", [{}, {"search": "wedding photography"}],
                         ids=["first page", "search"])
def test_a_cold_feed_page_asked_for_by_twenty_readers_is_computed_once(statements, params):
    alone = _solo(statements, lambda: _feed(**params))
    before = statements.count
    answers = _at_once(statements, lambda: _feed(**params),
                       lambda: feed_cache.once_async(search.page_key(**params),
                                                     lambda: _feed(**params)),
                       feed_cache._flights, search.page_key(**params))
    assert statements.count - before == alone
    assert all(answer == answers[0] for answer in answers) and answers[0]["portfolios"]


def test_a_failed_computation_reaches_its_waiters_and_the_next_reader_computes(statements):
    alone = _solo(statements, _feed)
    answers = _at_once(statements, _feed,
                       lambda: feed_cache.once_async(search.page_key(), _feed),
                       feed_cache._flights, search.page_key(), fail=True)
    assert all(isinstance(answer, Exception) for answer in answers)
    assert feed_cache._flights.in_flight() == 0 and search.cached_page() is None
    before = statements.count
    assert _feed()["portfolios"]  # computed again, not the kept error
    assert statements.count - before == alone


def _showcase():
    with db.session_scope() as session:
        return showcase.showcase(session)


def test_the_landing_showcase_is_picked_once_for_many_visitors_and_a_failure_is_retried(
        statements):
    alone = _solo(statements, _showcase)
    before = statements.count
    answers = _at_once(statements, _showcase, None, showcase._flight, "showcase")
    assert statements.count - before == alone
    assert all(answer == answers[0] for answer in answers) and answers[0]
    answers = _at_once(statements, _showcase, None, showcase._flight, "showcase", fail=True)
    assert all(isinstance(answer, Exception) for answer in answers)
    before = statements.count
    assert _showcase()
    assert statements.count - before == alone
