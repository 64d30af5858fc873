"""CPU time of search per query, in-process on the configured database (MARKETPLACE_DATA_DIR /
REFLEX_DB_URL pointing at a seeded one): median and p95 of time.process_time over the bench
queries, split into the whole feed call and its Python ranking; --profile QUERY prints a
pyinstrument profile of one query (pip install pyinstrument).

    python scripts/profile_search.py [--rounds N] [--profile "weding storys"]
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from marketplace_app.db import session_scope  # noqa: E402
from marketplace_app.services.portfolios import feed_cache, ranking, search  # noqa: E402
from scripts.bench.__main__ import SEARCHES  # noqa: E402

feed_cache.get = lambda _key: None  # measure the work, not the caches


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(round(len(ordered) * 0.95)) - 1)]


def measure(rounds: int) -> None:
    """Per query and overall: process CPU ms of search.feed, and of ranking.rank inside it."""
    real_rank, spent = ranking.rank, []

    def timed_rank(*args, **kwargs):
        started = time.process_time()
        try:
            return real_rank(*args, **kwargs)
        finally:
            spent.append(time.process_time() - started)

    search.ranking.rank = timed_rank
    feed_cpu, rank_cpu = [], []
    for query in SEARCHES:
        mine_feed, mine_rank = [], []
        for _ in range(rounds):
            spent.clear()
            with session_scope() as session:
                started = time.process_time()
                page = search.feed(session, search=query)
                mine_feed.append((time.process_time() - started) * 1000)
            mine_rank.append(sum(spent) * 1000)
        feed_cpu += mine_feed
        rank_cpu += mine_rank
        print(f"{query!r:28s} feed cpu p50 {statistics.median(mine_feed):6.1f} ms  ranking "
              f"{statistics.median(mine_rank):6.1f} ms  total {page['total']}")
    search.ranking.rank = real_rank
    print(f"all queries: feed cpu p50 {statistics.median(feed_cpu):.1f} ms, "
          f"p95 {_p95(feed_cpu):.1f} ms; ranking p50 {statistics.median(rank_cpu):.1f} ms, "
          f"p95 {_p95(rank_cpu):.1f} ms ({rounds} rounds x {len(SEARCHES)} queries)")


def profile(query: str) -> None:
    from pyinstrument import Profiler

    with session_scope() as session:
        search.feed(session, search=query)  # warm caches of the process
        profiler = Profiler(interval=0.0005)
        profiler.start()
        for _ in range(5):
            search.feed(session, search=query)
        profiler.stop()
    print(profiler.output_text(show_all=False))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--profile", default=None)
    args = parser.parse_args()
    if args.profile:
        profile(args.profile)
    else:
        measure(args.rounds)
