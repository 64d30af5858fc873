"""A page's main-thread work in Chromium at 4x CPU slowdown, for servers side by side: its style
passes (UpdateLayoutTree) and its long tasks past 50 ms after the first contentful paint (the
part of Lighthouse's TBT the page observes itself). Runs alternate between the servers, so a
change is read against the same minutes of a noisy machine; Lighthouse's own TBT moved by
several hundred ms between runs of one page here (docs/pages-lighthouse.md, session 57).

    python -m scripts.bench.main_thread --page /main-feed/ --runs 8 \\
        before=http://127.0.0.1:3056 after=http://127.0.0.1:3057
"""

import argparse
import json
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
LONG_TASKS = """window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});"""


def one_load(playwright, url: str, trace: Path) -> tuple[float, float]:
    """(style ms, long-task ms past 50 after FCP) of one cold load of url on a 390 px phone."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM)
    try:
        context = browser.new_context(viewport={"width": 390, "height": 800})
        page = context.new_page()
        page.add_init_script(LONG_TASKS)
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
        browser.start_tracing(page=page, path=str(trace), categories=["devtools.timeline"])
        page.goto(url, wait_until="networkidle")
        page.wait_for_timeout(2500)  # the JS starts after the first paint, then hydrates
        tasks = page.evaluate("window.__longTasks")
        fcp = page.evaluate(
            "performance.getEntriesByName('first-contentful-paint')[0].startTime")
        browser.stop_tracing()
    finally:
        browser.close()
    events = json.loads(trace.read_text())
    events = events["traceEvents"] if isinstance(events, dict) else events
    style = sum(e.get("dur", 0) for e in events
                if e.get("name") == "UpdateLayoutTree" and e.get("ph") == "X") / 1000
    blocking = sum(max(0.0, duration - 50) for start, duration in tasks if start >= fcp)
    return style, blocking


def main() -> None:
    """Alternated loads of one page on each named server; medians and every figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("servers", nargs="+", help="name=base URL")
    parser.add_argument("--page", default="/main-feed/")
    parser.add_argument("--runs", type=int, default=8)
    args = parser.parse_args()
    servers = dict(s.split("=", 1) for s in args.servers)
    figures = {name: [] for name in servers}
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as scratch:
        for _ in range(args.runs):
            for name, base in servers.items():
                figures[name].append(one_load(playwright, base.rstrip("/") + args.page,
                                              Path(scratch) / "trace.json"))
    print(f"{args.page}, {args.runs} loads each, alternated (ms at 4x CPU):")
    for name, runs in figures.items():
        style = sorted(round(s) for s, _ in runs)
        blocking = sorted(round(b) for _, b in runs)
        print(f"  {name}: style median {statistics.median(style)} {style}; "
              f"long tasks after FCP median {statistics.median(blocking)} {blocking}")


if __name__ == "__main__":
    main()
