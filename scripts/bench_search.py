"""Latency of GET /api/Portfolio/all?search=... against a running server: prints p50/p95.

Usage: python scripts/bench_search.py http://localhost:3100 [rounds]
"""

import statistics
import sys
import time

import httpx

QUERIES = ("wedding", "weding storys", "drone reel", "portraits mumbai", "logo", "bridal makeup",
           "studio", "photography", "himalya", "Meera Kapoor", "ai lookbook", "set design")


def main() -> int:
    """Warm up once per query, then time `rounds` passes over the queries."""
    base = sys.argv[1] if len(sys.argv) > 1 else "http://localhost:3100"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    timings: list[float] = []
    with httpx.Client(base_url=base, timeout=60) as http:
        for query in QUERIES:
            http.get("/api/Portfolio/all", params={"search": query}).raise_for_status()
        for _ in range(rounds):
            for query in QUERIES:
                started = time.perf_counter()
                response = http.get("/api/Portfolio/all", params={"search": query})
                timings.append((time.perf_counter() - started) * 1000)
                response.raise_for_status()
        total = http.get("/api/Portfolio/all").json()["total"]
    timings.sort()
    p95 = timings[int(len(timings) * 0.95) - 1]
    print(f"{len(timings)} requests over {total} visible portfolios: "
          f"p50 {statistics.median(timings):.1f} ms, p95 {p95:.1f} ms, max {timings[-1]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
