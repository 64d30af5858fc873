"""Anonymous feed pages kept for a few seconds: every write this process makes to the database
forgets them at once; another worker's writes show within TTL seconds (the spec lets the feed be
5 minutes old)."""

import threading
import time

from sqlalchemy import event
from sqlalchemy.engine import Engine

TTL = 5.0
MAX_ENTRIES = 1024
_WRITES = ("INSERT", "UPDATE", "DELETE", "REPLAC")
# A connection's execution option that marks its writes as not changing any kept page
# (view counts: a feed may show one a few seconds old).
KEEP = {"feed_cache": "keep"}
_lock = threading.Lock()
_pages: dict[tuple, tuple] = {}
_flights: dict[tuple, list] = {}  # key -> [lock, callers]: one computation per cold page
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


def generation() -> int:
    """The current write generation (read before computing a page)."""
    return _generation


def once(key: tuple, compute):
    """The kept page for `key`, else compute() while callers of the same key wait: a cold
    page asked for by many connections at once is computed once, the others find it kept."""
    with _lock:
        flight = _flights.setdefault(key, [threading.Lock(), 0])
        flight[1] += 1
    try:
        with flight[0]:
            kept = get(key)
            return kept if kept is not None else compute()
    finally:
        with _lock:
            flight[1] -= 1
            if not flight[1]:
                _flights.pop(key, None)
