"""Reflex's Redis state locks kept from stalling a page for a lock's whole expiry (10 s): a lock
that Redis gave to an event cancelled mid-request is given back, and a waiter whose release
notice went astray looks again within RECHECK_S."""

import asyncio
import contextlib
from collections.abc import AsyncIterator

# Deletes the lock only while it is still this attempt's (another event may hold it by now).
GIVE_BACK = ("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) "
             "end return 0")
# Give-backs still running after their event was cancelled a second time (kept from the GC).
_giving_back: set[asyncio.Task] = set()


class CancelSafeLocks:
    """Mixed into StateManagerRedis. A page load's events are cancelled when its socket closes
    (Reflex's `_on_disconnect`), which a navigation does: cancelled between Redis taking the
    SET NX and its answer, an event left a lock nobody held, and the next page's events for the
    same tab waited for it to expire. A waiter woken for a release and then cancelled kept that
    release from the next in line; a release notice lost with the listener's connection did the
    same."""

    RECHECK_S = 0.5

    async def _try_get_lock(self, lock_key: bytes, lock_id: bytes) -> bool | None:
        """Reflex's SET NX; cancelled while it is on the way, the lock it took is given back."""
        attempt = asyncio.ensure_future(super()._try_get_lock(lock_key, lock_id))
        try:
            return await asyncio.shield(attempt)
        except asyncio.CancelledError:
            task = asyncio.ensure_future(self._give_back(attempt, lock_key, lock_id))
            _giving_back.add(task)
            task.add_done_callback(_giving_back.discard)
            await asyncio.shield(task)
            raise

    async def _give_back(self, attempt: asyncio.Future, lock_key: bytes, lock_id: bytes) -> None:
        """Once the attempt's answer is in, the lock deleted if the attempt took it."""
        with contextlib.suppress(Exception):
            if await attempt:
                await self.redis.eval(GIVE_BACK, 1, lock_key, lock_id)
                self._notify_next_waiter(lock_key)

    @contextlib.asynccontextmanager
    async def _lock_waiter(self, lock_key: bytes) -> AsyncIterator[asyncio.Event]:
        """Reflex's place in line for a lock, looked at again every RECHECK_S while first in
        line; left without the lock, a release it was told of goes to the next in line."""
        try:
            async with super()._lock_waiter(lock_key) as released:
                looking = asyncio.ensure_future(self._look_again(lock_key, released))
                try:
                    yield released
                finally:
                    looking.cancel()
        except BaseException:
            self._notify_next_waiter(lock_key)
            raise

    async def _look_again(self, lock_key: bytes, released: asyncio.Event) -> None:
        """Wakes the waiter to try the lock again, as its wait's timeout does, but sooner."""
        while True:
            await asyncio.sleep(self.RECHECK_S)
            line = self._lock_waiters.get(lock_key) or [None]
            if line[0] is released:
                released.set()
