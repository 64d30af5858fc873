"""Wall-clock and CPU search latency in-process on the configured database (REFLEX_DB_URL pointing at a
seeded one), page caches off: p50 and p95 over the bench's English queries and issue 30's
Hindi, Roman-Hindi and misspelt ones (those that find nothing also compute "did you mean").

    REFLEX_DB_URL=sqlite:////tmp/db.db python scripts/bench_search.py [--rounds N]
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, os.environ.get("BENCH_CODE_ROOT", str(Path(__file__).resolve().parents[1])))

from marketplace_app.db import session_scope  # noqa: E402
from marketplace_app.services.portfolios import feed_cache, search  # noqa: E402

ENGLISH = ("wedding", "weding storys", "drone reel", "portraits mumbai", "logo",
           "bridal makeup", "studio", "photography", "himalya", "Meera Kapoor", "ai lookbook",
           "wedding drone reel delhi")  # scripts/bench SEARCHES
HINDI = ("shaadi ki tasveer", "शादी फोटोग्राफर", "dulhan makeup mumbai", "mehndi", "menhdi",
         "mehendi ki tasveerein", "baarish portraits", "मंदिर", "gehne jaipur",
         "barsaat drone", "lehnga lookbook", "photgrafer shadi", "zxqv")


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(round(len(ordered) * 0.95)) - 1)]


def measure(queries, rounds: int) -> list[float]:
    """(wall ms, CPU ms) of search.feed per query and round; prints each query's medians."""
    times, cpu = [], []
    for query in queries:
        mine, mine_cpu = [], []
        for _ in range(rounds):
            with session_scope() as session:
                started, started_cpu = time.perf_counter(), time.process_time()
                page = search.feed(session, search=query)
                mine.append((time.perf_counter() - started) * 1000)
                mine_cpu.append((time.process_time() - started_cpu) * 1000)
        times += mine
        cpu += mine_cpu
        print(f"  {query!r:28s} p50 {statistics.median(mine):6.1f} ms (cpu "
              f"{statistics.median(mine_cpu):5.1f})  total {page['total']}"
              f"  suggestion {page.get('suggestion')!r}", flush=True)
    return times, cpu


def main() -> None:
    """Warm up (dictionary, imports), then measure both query groups."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    with session_scope() as session:
        search.feed(session, search="warm up")
    feed_cache.get = lambda _key: None  # measure the work, not the caches
    summary = []
    for label, queries in (("English (bench)", ENGLISH), ("Hindi and mixed", HINDI)):
        print(label)
        times, cpu = measure(queries, rounds)
        summary.append(f"{label}: wall p50 {statistics.median(times):.1f} ms, p95 "
                       f"{_p95(times):.1f} ms; cpu p50 {statistics.median(cpu):.1f} ms, p95 "
                       f"{_p95(cpu):.1f} ms ({rounds} rounds x {len(queries)} queries)")
    print("\n".join(summary))


if __name__ == "__main__":
    main()
