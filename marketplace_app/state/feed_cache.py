"""Spec §4 "Feed cache": a loaded feed is fresh for 5 minutes and kept for 10."""

import time
from dataclasses import dataclass, field

FRESH_SECONDS, KEEP_SECONDS = 5 * 60, 10 * 60
MAX_ENTRIES = 12


@dataclass
class CachedFeed:
    """The pages of one feed query loaded so far."""

    items: list = field(default_factory=list)
    media: dict = field(default_factory=dict)
    next_cursor: str = ""
    total: int = 0
    suggestion: str = ""
    at: float = field(default_factory=time.monotonic)


def lookup(cache: dict, key: str, now: float | None = None) -> tuple[CachedFeed | None, bool]:
    """(entry or None, still fresh); entries older than 10 minutes are dropped."""
    now = time.monotonic() if now is None else now
    for k in [k for k, v in cache.items() if now - v.at > KEEP_SECONDS]:
        del cache[k]
    entry = cache.get(key)
    return entry, entry is not None and now - entry.at <= FRESH_SECONDS


def store(cache: dict, key: str, entry: CachedFeed) -> None:
    """Keep an entry, forgetting the oldest beyond MAX_ENTRIES."""
    cache[key] = entry
    while len(cache) > MAX_ENTRIES:
        del cache[min(cache, key=lambda k: cache[k].at)]
