"""Anonymous feed pages kept for a few seconds: every write this process makes to the database
forgets them at once; another worker's writes show within TTL seconds (the spec lets the feed be
5 minutes old)."""

import threading
import time

from sqlalchemy import event
from sqlalchemy.engine import Engine

from ..single_flight import SingleFlight

TTL = 5.0
MAX_ENTRIES = 1024
_WRITES = ("INSERT", "UPDATE", "DELETE", "REPLAC")
# A connection's execution option that marks its writes as not changing any kept page
# (view counts: a feed may show one a few seconds old).
KEEP = {"feed_cache": "keep"}
_lock = threading.Lock()
_pages: dict[tuple, tuple] = {}
_flights = SingleFlight()  # one computation per cold page
_generation = 0


def forget_all() -> None:
    """Drop every kept page (called on any write)."""
    global _generation
    with _lock:
        _generation += 1
        _pages.clear()


@event.listens_for(Engine, "after_cursor_execute")
def _after_write(_conn, _cursor, statement, _params, context, _many):
    if statement.lstrip()[:6].upper() in _WRITES \
            and (context is None or context.execution_options.get("feed_cache") != "keep"):
        forget_all()


def get(key: tuple):
    """A kept page, if still fresh."""
    kept = _pages.get(key)
    if kept is None or kept[1] != _generation or time.monotonic() - kept[0] > TTL:
        return None
    return kept[2]


def put(key: tuple, page, generation: int) -> None:
    """Keep a page (or a count, or encoded bytes) computed while `generation` was current
    (a write since then voids it)."""
    with _lock:
        if generation != _generation:
            return
        if len(_pages) >= MAX_ENTRIES:
            _pages.clear()
        _pages[key] = (time.monotonic(), generation, page)


def forget(key: tuple) -> None:
    """Drop one kept page (for callers that bound how many of theirs are kept)."""
    with _lock:
        _pages.pop(key, None)


def generation() -> int:
    """The current write generation (read before computing a page)."""
    return _generation


def once(key: tuple, compute):
    """The kept page for `key`, else compute() while callers of the same key wait: a cold
    page asked for by many connections at once is computed once, the others get its result
    (or its error; the next caller then computes again)."""
    kept = get(key)
    return kept if kept is not None else _flights.run(key, lambda: _kept_or(key, compute))


async def once_async(key: tuple, compute):
    """once() for a coroutine: compute() runs in a worker thread, waiters hold no thread."""
    kept = get(key)
    if kept is not None:
        return kept
    return await _flights.run_async(key, lambda: _kept_or(key, compute))


def _kept_or(key: tuple, compute):
    # A flight that landed between the caller's look and its boarding left the page kept.
    kept = get(key)
    return kept if kept is not None else compute()
