"""Search latency in-process on the configured database (REFLEX_DB_URL pointing at a seeded
one), page caches off, one client: p50 and p95 of search.feed per query family (English,
Hinglish, Roman Hindi, Devanagari, city aliases, misspellings; queries that find almost nothing
also compute "did you mean"), wall and CPU time.

    REFLEX_DB_URL=sqlite:////tmp/db.db python scripts/bench_search.py [--rounds N] [--json F]

BENCH_CODE_ROOT=<another checkout> measures that code instead (before / after on one machine):
scripts/bench_search_ab.py runs two checkouts in turn and prints them side by side.
"""

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, os.environ.get("BENCH_CODE_ROOT", str(Path(__file__).resolve().parents[1])))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench.search_families import FAMILIES  # noqa: E402
from marketplace_app.db import session_scope  # noqa: E402
from marketplace_app.services.portfolios import feed_cache, search  # noqa: E402


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(0, int(round(len(ordered) * 0.95)) - 1)]


def measure(queries, rounds: int, verbose: bool) -> tuple[list[float], list[float]]:
    """(wall ms, CPU ms) of search.feed per query and round, the queries taken in turn."""
    times, cpu = [], []
    per_query: dict[str, list[float]] = {q: [] for q in queries}
    pages = {}
    for _ in range(rounds):
        for query in queries:
            with session_scope() as session:
                started, started_cpu = time.perf_counter(), time.process_time()
                pages[query] = search.feed(session, search=query)
                wall = (time.perf_counter() - started) * 1000
                cpu.append((time.process_time() - started_cpu) * 1000)
            times.append(wall)
            per_query[query].append(wall)
    if verbose:
        for query, mine in per_query.items():
            page = pages[query]
            print(f"  {query!r:30s} p50 {statistics.median(mine):6.1f} ms  total "
                  f"{page['total']}  suggestion {page.get('suggestion')!r}", flush=True)
    return times, cpu


def main() -> None:
    """Warm up (dictionary, imports, the transliterator), then measure every family."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--json", help="also write {family: {p50, p95, cpu_p95}} here")
    parser.add_argument("--quiet", action="store_true", help="no per-query lines")
    args = parser.parse_args()
    with session_scope() as session:
        for query in ("warm up", "शादी"):
            search.feed(session, search=query)
    feed_cache.get = lambda _key: None  # measure the work, not the caches
    figures = {}
    for family, queries in FAMILIES.items():
        if not args.quiet:
            print(family, flush=True)
        times, cpu = measure(queries, args.rounds, not args.quiet)
        figures[family] = {"p50": statistics.median(times), "p95": p95(times),
                           "cpu_p95": p95(cpu), "samples": len(times)}
        print(f"{family}: wall p50 {figures[family]['p50']:.1f} ms, p95 "
              f"{figures[family]['p95']:.1f} ms; cpu p95 {figures[family]['cpu_p95']:.1f} ms "
              f"({args.rounds} rounds x {len(queries)} queries)", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
