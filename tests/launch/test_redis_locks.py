"""The hosted mode's state locks: a tab's next page is not held up for a lock's whole expiry by
the previous page's events, which Reflex cancels when that page's socket closes."""

import asyncio
import contextlib
import time
import uuid

import pytest
from redis.asyncio import Redis
from reflex.istate.manager.redis import StateManagerRedis
from reflex.istate.manager.token import BaseStateToken

from marketplace_app.launch.redis_states import releasing
from marketplace_app.state.inbox import InboxState
from scripts.bench.servers import redis_answers
from tests.async_run import run

REDIS_URL = "redis://127.0.0.1:6379/4"
EXPIRY_MS = 3000  # the locks' expiry here: what a stalled page waits for


@pytest.fixture(autouse=True)
def redis_here():
    """These tests talk to a real Redis, or are skipped."""
    if not redis_answers():
        pytest.skip("Redis is not answering on 127.0.0.1:6379")


def ours(redis):
    """The hosted app's manager."""
    return releasing(StateManagerRedis(redis=redis, lock_expiration=EXPIRY_MS))


def reflex_own(redis):
    """Reflex's manager, as it comes."""
    return StateManagerRedis(redis=redis, lock_expiration=EXPIRY_MS)


def _token() -> BaseStateToken:
    return BaseStateToken(ident=f"test-{uuid.uuid4()}", cls=InboxState)


async def _event(manager, token) -> None:
    async with manager.modify_state(token) as root:
        (await root.get_state(InboxState)).notifications += 1


async def _cancelled(task: asyncio.Task) -> None:
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task


async def _timed_then_closed(manager, coroutine) -> float:
    """Seconds the coroutine took; then the manager's listener and connection closed."""
    started = time.monotonic()
    await coroutine
    waited = time.monotonic() - started
    await manager.close()
    return waited


async def _next_event_after_a_lock_taken_as_its_event_is_cancelled(make_manager) -> float:
    """Seconds the next event for the same tab waits when the previous event was cancelled
    after Redis gave it the lock but before the answer reached it."""
    manager = make_manager(Redis.from_url(REDIS_URL))
    token, answered = _token(), asyncio.Event()
    real_set = manager.redis.set

    async def answer_late(*args, **kwargs):
        taken = await real_set(*args, **kwargs)
        answered.set()
        await asyncio.sleep(0.3)  # the answer on its way, on a busy worker
        return taken

    manager.redis.set = answer_late
    first = asyncio.ensure_future(_event(manager, token))
    await answered.wait()
    await _cancelled(first)  # the page's socket closed
    manager.redis.set = real_set
    return await _timed_then_closed(manager, _event(manager, token))


def test_a_lock_taken_as_its_event_is_cancelled_is_given_back():
    assert run(_next_event_after_a_lock_taken_as_its_event_is_cancelled(ours)) < 1


def test_reflex_own_manager_keeps_such_a_lock_until_it_expires():
    """What the give-back saves."""
    assert run(_next_event_after_a_lock_taken_as_its_event_is_cancelled(reflex_own)) > 2


async def _held_elsewhere(manager, token) -> bytes:
    """The tab's lock, held by an event on another worker."""
    lock_key = manager._lock_key(token)
    await manager.redis.set(lock_key, b"another-worker", px=EXPIRY_MS)
    return lock_key


async def _in_line(manager, lock_key, count: int) -> None:
    while manager._n_lock_waiters(lock_key) < count:
        await asyncio.sleep(0.01)


async def _wait_after_a_lost_release_notice(make_manager) -> float:
    """Seconds a waiting event takes the lock after the other worker released it, when the
    notice of that release never arrived (the listener's connection dropped)."""
    manager = make_manager(Redis.from_url(REDIS_URL))
    token = _token()
    lock_key = await _held_elsewhere(manager, token)
    waiting = asyncio.ensure_future(_event(manager, token))
    await _in_line(manager, lock_key, 1)
    await _cancelled(manager._lock_task)
    await manager.redis.delete(lock_key)
    return await _timed_then_closed(manager, waiting)


def test_a_waiter_whose_release_notice_is_lost_looks_again_soon():
    assert run(_wait_after_a_lost_release_notice(ours)) < 1


def test_reflex_own_waiter_waits_out_the_expiry_when_a_notice_is_lost():
    assert run(_wait_after_a_lost_release_notice(reflex_own)) > 2


async def _second_in_line_after_the_first_is_told_and_cancelled(make_manager) -> float:
    """Seconds the second waiter takes the lock when the release went to the first, whose
    page closed before it could take the lock."""
    manager = make_manager(Redis.from_url(REDIS_URL))
    manager.RECHECK_S = 60  # only the release handed on, not a later look, may wake the second
    token = _token()
    lock_key = await _held_elsewhere(manager, token)
    first = asyncio.ensure_future(_event(manager, token))
    await _in_line(manager, lock_key, 1)
    second = asyncio.ensure_future(_event(manager, token))
    await _in_line(manager, lock_key, 2)
    await _cancelled(manager._lock_task)  # the release notices are given below, by hand
    await manager.redis.delete(lock_key)
    first.cancel()
    manager._notify_next_waiter(lock_key)  # the release told to the first in line
    with contextlib.suppress(asyncio.CancelledError):
        await first
    return await _timed_then_closed(manager, second)


def test_a_release_told_to_a_cancelled_waiter_goes_to_the_next():
    assert run(_second_in_line_after_the_first_is_told_and_cancelled(ours)) < 1


def test_reflex_own_manager_loses_a_release_told_to_a_cancelled_waiter():
    assert run(_second_in_line_after_the_first_is_told_and_cancelled(reflex_own)) > 2
