"""Profile the feed service in-process on the configured database: per-request timings,
the query plans, and a cProfile of the slowest kind of request.

Usage (with MARKETPLACE_DATA_DIR / REFLEX_DB_URL pointing at a seeded database):
    python scripts/profile_feed.py [rounds]
"""

import cProfile
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import text  # noqa: E402

from marketplace_app.db import engine, session_scope  # noqa: E402
from marketplace_app.services.portfolios import feed_cache, search  # noqa: E402

feed_cache.get = lambda _key: None  # measure the work, not the page cache


def _in_days(days: int) -> str:
    """A date that many days from today in India (the seed's windows start within 30 days)."""
    from datetime import timedelta

    from marketplace_app.services.social.collaboration_rules import today_in_india
    return (today_in_india() + timedelta(days=days)).isoformat()


REQUESTS = {
    "first page": {},
    "category + city": {"category": "Photography", "location": "Mumbai"},
    "experience + city": {"experience": "Professional", "location": "Pune"},
    "human-made + city": {"human_only": "true", "location": "Mumbai"},
    "category + city, visiting talent": {"category": "Photography", "location": "Jaipur"},
    "city + dates": {"location": "Jaipur", "available_from": _in_days(5),
                     "available_to": _in_days(9)},
    "search typo": {"search": "weding storys"},
    "search words": {"search": "wedding drone reel delhi"},
    "search name": {"search": "Meera Kapoor"},
}


def page_three() -> dict:
    """Parameters of the third page, by cursor."""
    cursor = None
    with session_scope() as session:
        for _ in range(2):
            cursor = search.feed(session, cursor=cursor)["nextCursor"]
    return {"cursor": cursor}


def time_requests(rounds: int) -> None:
    """p50/p95 per request kind."""
    kinds = {**REQUESTS, "page 3 by cursor": page_three()}
    for name, params in kinds.items():
        timings, cpu = [], []
        for _ in range(rounds):
            with session_scope() as session:
                started, cpu_started = time.perf_counter(), time.thread_time()
                page = search.feed(session, **params)
                timings.append((time.perf_counter() - started) * 1000)
                cpu.append((time.thread_time() - cpu_started) * 1000)
        timings.sort()
        print(f"{name:20s} p50 {statistics.median(timings):7.1f} ms  "
              f"p95 {timings[int(len(timings) * .95) - 1]:7.1f} ms  "
              f"cpu p50 {statistics.median(cpu):6.1f} ms  total {page['total']}")


def profile(params: dict) -> None:
    """cProfile of 20 calls with these parameters."""
    profiler = cProfile.Profile()
    with session_scope() as session:
        profiler.enable()
        for _ in range(20):
            search.feed(session, **params)
        profiler.disable()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)


def main() -> None:
    """Timings, then plans are printed by the SQL echo of one request, then a profile."""
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print(engine.url.render_as_string(hide_password=True))
    time_requests(rounds)
    if len(sys.argv) > 2:
        profile(REQUESTS[sys.argv[2]])
        engine.echo = True
        with session_scope() as session:
            search.feed(session, **REQUESTS[sys.argv[2]])


if __name__ == "__main__":
    with engine.connect() as conn:
        conn.execute(text("select 1"))
    main()
