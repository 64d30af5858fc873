"""The pages table of `make bench` says, for each page that misses a target, why (from its
Lighthouse trace), with the desktop preset's figures beside the mobile ones."""

import json
from pathlib import Path

from scripts.bench import pages

# A Lighthouse 13 mobile report of /main-feed (demo marketplace), cut to the audits read.
SAMPLE = Path(__file__).parent / "bench_samples" / "lighthouse_main_feed_mobile.json"


def test_a_page_that_misses_says_why_from_its_trace():
    figures = pages.figures(json.loads(SAMPLE.read_text()))
    run = pages.median_of([figures])
    lines = "\n".join(pages.table({"/main-feed": run}, {"/main-feed": run}))
    why = next(line for line in lines.splitlines() if line.startswith("- /main-feed: misses"))
    assert "perf 55 (target ≥ 95)" in why and "TBT ms" in why
    assert "Element render delay 568 ms" in why  # the observed LCP phases
    assert "entry.client" in why  # the script that kept the main thread busy
    assert "__reflex_global_styles" in why  # the one render-blocking request
    row = next(line for line in lines.splitlines() if line.startswith("| /main-feed |"))
    assert row.count("|") == 17  # 16 columns: the desktop preset's four at the end


def test_a_page_meeting_every_target_has_no_reason_line():
    good = {"performance": 98, "accessibility": 100, "best-practices": 100, "seo": 100,
            "lcp_s": 1.9, "fcp_s": 1.0, "tbt_ms": 40, "cls": 0.01, "requests": 20,
            "js_transfer_kb": 100, "js_decoded_kb": 300, "failing": [], "why": ["x"]}
    assert pages.misses(good) == []
    assert "misses" not in "\n".join(pages.table({"/": good}))
