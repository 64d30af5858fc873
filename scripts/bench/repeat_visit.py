"""/main-feed on a repeat visit: Lighthouse's mobile preset on a profile whose service worker
already holds the app shell, beside a first visit on a fresh profile in the same run (issue 31:
repeat-visit LCP <= 1.5 s).

    python -m scripts.bench.repeat_visit --url http://localhost:3000 [--runs 3]
"""

import argparse
import fcntl
import json
import statistics

from .pages import BUILD_LOCK, _lighthouse, page_runs, prepared_chromium

PAGE = "/main-feed/"
SHELL_READY = ("navigator.serviceWorker.ready.then(() => caches.keys())"
               ".then(names => names.some(n => n.startsWith('workbox-precache')))")


def visited_chromium(base: str):
    """A Chromium whose profile has opened the page once and holds its service worker and
    precached shell."""
    def visit(page):
        page.goto(base + PAGE, wait_until="load")
        page.wait_for_function(SHELL_READY, timeout=120_000)
        page.wait_for_function("!!navigator.serviceWorker.controller", timeout=60_000)
        page.wait_for_timeout(3000)  # the precache finishes, the page copy is kept

    return prepared_chromium(visit)


def repeat_run(base: str) -> dict:
    """One Lighthouse mobile run of a repeat visit."""
    with visited_chromium(base) as port:
        return _lighthouse(base + PAGE, None, ["--disable-storage-reset", f"--port={port}"])


def measure(base: str, runs: int = 3) -> dict:
    """Median first-visit and repeat-visit figures, measured in one run."""
    first = page_runs(base + PAGE, runs, None)
    with open(BUILD_LOCK, "w") as lock:  # as page_runs: no build or browser test meanwhile
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            repeat = [repeat_run(base) for _ in range(runs)]
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    median = lambda rows, key: statistics.median(r[key] for r in rows)  # noqa: E731
    return {kind: {key: median(rows, key) for key in ("lcp_s", "fcp_s", "tbt_ms", "performance")}
            for kind, rows in (("first visit", first), ("repeat visit", repeat))}


def table(results: dict | str) -> list[str]:
    """The report's section."""
    lines = ["", "## /main-feed on a repeat visit (Lighthouse mobile, median of runs)", "",
             "First visit: a fresh profile. Repeat visit: the same page opened once before, so "
             "the service worker serves the app shell from its precache. Target: LCP <= 1.5 s.",
             "", "| visit | LCP s | FCP s | TBT ms | performance |", "|---|---|---|---|---|"]
    if isinstance(results, str):
        return lines + [f"| {results} | | | | |"]
    for kind, row in results.items():
        lines.append(f"| {kind} | {row['lcp_s']:.2f} | {row['fcp_s']:.2f} | "
                     f"{row['tbt_ms']:.0f} | {row['performance']:.0f} |")
    return lines


def main(argv=None) -> int:
    """Measure and print the section."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--url", required=True)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    results = measure(args.url.rstrip("/"), args.runs)
    print(json.dumps(results, indent=1))
    print("\n".join(table(results)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
