"""News for open pages: a service names the users whose badges, inbox or open thread changed
(`tell`); once the transaction commits, "these users have news" goes to every worker (Redis
pub/sub when REFLEX_REDIS_URL is set, else this process alone), and each worker wakes the
waiters of those users (`listen`). Nothing here reads the database."""

import asyncio
import logging
from collections.abc import Iterable
from functools import lru_cache

from sqlalchemy import event
from sqlalchemy.orm import Session

from ..settings import get_settings

log = logging.getLogger(__name__)
_PENDING = "live_news"  # Session.info key: the users to tell after this transaction commits
RETRY_SECONDS = 1.0

_waiters: dict[str, set[asyncio.Event]] = {}
_loop: asyncio.AbstractEventLoop | None = None
_subscriber: asyncio.Task | None = None


def tell(session: Session, *user_ids: str | None) -> None:
    """Have these users' open pages refresh once the session's transaction commits."""
    session.info.setdefault(_PENDING, set()).update(u for u in user_ids if u)


@event.listens_for(Session, "after_commit")
def _after_commit(session: Session) -> None:
    news = session.info.pop(_PENDING, None)
    if news:
        publish(news)


@event.listens_for(Session, "after_rollback")
def _after_rollback(session: Session) -> None:
    session.info.pop(_PENDING, None)  # nothing changed, nobody is told


def _channel() -> str:
    return get_settings().live_channel


@lru_cache
def _publisher(url: str):
    import redis

    return redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)


def publish(user_ids: Iterable[str]) -> None:
    """Tell every worker (or, without Redis, this process) that these users have news."""
    ids = sorted(set(user_ids))
    if not ids:
        return
    url = get_settings().redis_url
    if not url:
        _wake_from_any_thread(ids)
        return
    try:
        _publisher(url).publish(_channel(), " ".join(ids))
    except Exception as exc:  # a lost signal must not undo a committed write
        log.warning("live news for %d users not published: %s", len(ids), exc)


def _wake_from_any_thread(ids: list[str]) -> None:
    loop = _loop
    if loop is not None and not loop.is_closed():
        loop.call_soon_threadsafe(_wake, ids)


def _wake(ids: Iterable[str]) -> None:
    for user_id in ids:
        for waiter in _waiters.get(user_id, ()):
            waiter.set()


def _wake_everyone() -> None:
    _wake(list(_waiters))


async def _subscribe(url: str) -> None:
    """This worker's one subscription; after a lost connection every waiter is woken, since
    news may have been missed meanwhile."""
    import redis.asyncio as aioredis

    missed = False
    while True:
        client = aioredis.Redis.from_url(url)
        try:
            async with client.pubsub(ignore_subscribe_messages=True) as pubsub:
                await pubsub.subscribe(_channel())
                if missed:
                    _wake_everyone()
                async for message in pubsub.listen():
                    data = message.get("data")
                    if isinstance(data, bytes):
                        _wake(data.decode().split())
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.warning("live news subscription lost: %s", exc)
        finally:
            await client.aclose()
        missed = True
        await asyncio.sleep(RETRY_SECONDS)


def _start() -> None:
    global _loop, _subscriber
    loop = asyncio.get_running_loop()
    if _loop is not loop:
        _loop, _subscriber = loop, None
    url = get_settings().redis_url
    if url and (_subscriber is None or _subscriber.done()):
        _subscriber = loop.create_task(_subscribe(url))


class Listener:
    """One waiter for one user's news, in this worker; use it as a context manager."""

    def __init__(self, user_id: str):
        self.user_id = user_id
        self._news = asyncio.Event()

    def __enter__(self) -> "Listener":
        _start()
        _waiters.setdefault(self.user_id, set()).add(self._news)
        return self

    def __exit__(self, *_exc) -> None:
        waiters = _waiters.get(self.user_id)
        if waiters is not None:
            waiters.discard(self._news)
            if not waiters:
                _waiters.pop(self.user_id, None)

    async def wait(self, timeout: float) -> bool:
        """True when news came (at once if it came since the last wait), False on timeout."""
        try:
            await asyncio.wait_for(self._news.wait(), timeout)
        except asyncio.TimeoutError:
            return False
        self._news.clear()
        return True


def listen(user_id: str) -> Listener:
    """A waiter woken whenever `user_id` has news (see `tell`)."""
    return Listener(user_id)
