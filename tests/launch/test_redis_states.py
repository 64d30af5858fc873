"""The hosted mode's state manager: an event's state tree, once written back to Redis, is freed
at once (reference counting), not left as cyclic garbage to pause the server later, and what
the event changed is kept."""

import asyncio
import gc
import uuid
import weakref

import pytest
from redis.asyncio import Redis
from reflex.istate.manager.redis import StateManagerRedis
from reflex.istate.manager.token import BaseStateToken

from marketplace_app.launch.private_states import our_manager
from marketplace_app.launch.redis_states import ReleasingStateManagerRedis, releasing
from marketplace_app.state.inbox import InboxState
from scripts.bench.servers import redis_answers
from tests.async_run import run

REDIS_URL = "redis://127.0.0.1:6379/4"


@pytest.fixture(autouse=True)
def redis_here():
    """These tests talk to a real Redis, or are skipped."""
    if not redis_answers():
        pytest.skip("Redis is not answering on 127.0.0.1:6379")


async def _badge_event(make_manager) -> tuple[bool, int]:
    """One event setting a member's badge count, through the manager `make_manager` makes
    from a Redis connection: whether its tree outlived the event (with the cyclic collector
    off), and the count the next event reads back from Redis."""
    manager = make_manager(Redis.from_url(REDIS_URL))
    token = BaseStateToken(ident=f"test-{uuid.uuid4()}", cls=InboxState)
    gc.collect()
    gc.disable()
    try:
        async with manager.modify_state(token) as root:
            (await root.get_state(InboxState)).notifications = 3
            tree = weakref.ref(root)
        del root
        outlived = tree() is not None
    finally:
        gc.enable()
    async with manager.modify_state(token) as root:
        kept = (await root.get_state(InboxState)).notifications
    await manager.close()  # its lock listener, and the connection
    return outlived, kept


def test_an_event_tree_is_freed_when_the_event_is_done_and_its_change_kept():
    assert run(_badge_event(lambda redis: releasing(StateManagerRedis(redis=redis)))) == (False, 3)


def test_reflex_own_manager_leaves_the_tree_to_the_cyclic_collector():
    """What the release saves: without it the tree waits for a collection."""
    assert run(_badge_event(lambda redis: StateManagerRedis(redis=redis))) == (True, 3)


async def _replaced_in_a_running_loop() -> tuple[bool, bool]:
    """Reflex's manager made inside a running loop (uvicorn imports the app there) starts
    listening for lock releases; replaced, whether it still does, and whether ours does."""
    original = StateManagerRedis(redis=Redis.from_url(REDIS_URL))
    ours = our_manager(original)
    ours._ensure_lock_task()
    await asyncio.sleep(0.05)
    listening = (not original._lock_task.done(), not ours._lock_task.done())
    await ours.close()
    return listening


def test_a_replaced_manager_stops_listening_for_lock_releases():
    assert run(_replaced_in_a_running_loop()) == (False, True)


def test_the_hosted_app_takes_the_releasing_manager_for_reflex_redis_one():
    manager = our_manager(StateManagerRedis(redis=Redis.from_url(REDIS_URL),
                                            token_expiration=120, lock_expiration=4000))
    assert type(manager) is ReleasingStateManagerRedis
    assert (manager.token_expiration, manager.lock_expiration) == (120, 4000)
