"""BENCHMARKS.md from one run's figures: every figure beside its same-run baseline."""

from . import kiosk, pages, repeat_visit
from .http_load import ColdBurst

TARGET_P95 = 50
TARGET_SHARE, TARGET_P99 = 0.10, 100
TARGET_SIGNED_IN = 0.2


NOTES = [
    "- Each feed filter has an index ending in the feed's order `(created_at, id)` (status "
    "first; the owner's city and level are copied onto portfolios and kept current by the "
    "profile service), so a page is an index range read and the cursor a row-value "
    "comparison: no sort of the visible rows.",
    "- `total` counts at most 10,000 index entries, then says \"10,000+\"; counts and "
    "pages are kept for up to 5 s and forgotten on any write this process makes "
    "(other workers' writes show within 5 s; the spec allows 5 minutes). A signed-in reader "
    "gets the kept page with their own flags (admired, appreciated, shared, their own "
    "work's unmasked texts) read in one indexed query over the page's ids, so what they did "
    "themselves shows on their next request. Many requests missing one page at once compute "
    "it once (single flight, threads and asyncio); the others wait for its result.",
    "- Cards select only their columns, the owner joined, without ORM objects; responses are "
    "encoded with orjson; a kept anonymous page is answered before routing.",
    "- Search: each query word (with the synonym table's spellings, the Hindi vocabulary's "
    "meanings, sound-alikes and dictionary words within the 60 similarity and Meilisearch's "
    "typo budget) becomes the dictionary words holding it; their postings in the word index "
    "(search_postings, kept by triggers) are read by word equality, intersected per query "
    "word (else united), newest first: the newest 300 items holding every word, else any "
    "word, are ranked in Python by words matched, typos, the named city, field, proximity "
    "and exactness. Its `total` says \"300+\" style when more matched.",
    "- Known limit: a query whose words are all common reads their whole posting lists "
    "(index entries only, no rows) to intersect them, so it grows linearly with the catalogue.",
]


def _websocket_section(run: dict) -> list[str]:
    """The websocket load on one worker and on the hosted mode, with the members' news."""
    ws = run["websocket"]
    lines = ["", "## Websocket load: simulated Reflex clients against one worker", ""]
    if isinstance(ws, str) or ws is None:
        lines.append(f"Not measured: {ws}")
    else:
        lines += [f"{ws.clients} clients connect at once (Socket.IO over a websocket, as the "
                  f"browser speaks it); each then sends a page event every 5 s, 3 times.", "",
                  "| clients connected | events answered | round trip p50 ms | p95 ms | "
                  "server RSS before → after MB | RSS per client KB | server CPU ms an event |",
                  "|---|---|---|---|---|---|---|",
                  f"| {ws.connected} / {ws.clients} | {ws.events} | {_ms(ws.p50)} | "
                  f"{_ms(ws.p95)} | {ws.rss_before:.0f} → {ws.rss_after:.0f} | "
                  f"{ws.rss_per_client_kb:.0f} | {ws.cpu_ms_per_event:.2f} |"]
        lines += _news_lines(ws.news)
    hosted = run.get("websocket_hosted")
    if hosted is not None:
        lines += ["", "### The hosted mode: 2 workers, state in Redis", ""]
        if isinstance(hosted, str):
            lines.append(f"Not measured: {hosted}")
        else:
            lines += [f"{hosted.clients} clients (1.7× the above), the same events, on "
                      f"{run.get('websocket_hosted_db', 'the same database')}; server RSS and "
                      "CPU are both workers'.", "",
                      "| clients connected | events answered | round trip p50 ms | p95 ms | "
                      "RSS per client KB | server CPU ms an event |", "|---|---|---|---|---|---|",
                      f"| {hosted.connected} / {hosted.clients} | {hosted.events} | "
                      f"{_ms(hosted.p50)} | {_ms(hosted.p95)} | "
                      f"{hosted.rss_per_client_kb:.0f} | {hosted.cpu_ms_per_event:.2f} |"]
            lines += _news_lines(hosted.news)
    return lines


def _news_lines(news) -> list[str]:
    """The live-news row under the websocket load (target: every message on its page ≤ 1 s)."""
    if news is None:
        return []
    return ["", f"Meanwhile {news.listeners} of the clients are members whose header watches "
            "for news, each sent a message over the REST API every 5 s by another member "
            "(target: the new unread count on their page ≤ 1 s after the POST).", "",
            "| members watching | messages reached their page | p50 ms | p95 ms | worst ms |",
            "|---|---|---|---|---|",
            f"| {news.watching} / {news.listeners} | {len(news.delays)} / {news.sent} | "
            f"{_ms(news.p50)} | {_ms(news.p95)} | {_ms(news.worst)} |"]


def _ms(value: float) -> str:
    return f"{value:.1f}"


def _wrk_cells(figures, baseline_rps: float | None, errors_expected: bool = False) -> str:
    if figures is None:
        return "wrk not installed | | |"
    share = f"{figures.rps / baseline_rps:.2f}×" if baseline_rps else "?"
    errors = f" ({figures.errors} errors)" if figures.errors and not errors_expected else ""
    return f"{figures.rps:,.0f}{errors} | {share} | {_ms(figures.p50)} | {_ms(figures.p99)}"


def _feed_tables(run: dict, baseline_rps) -> list[str]:
    labels = list(run["feed"])
    lines = ["## Feed and search, one client (p50 / p95 ms)", "",
             f"Target: p95 ≤ {TARGET_P95} ms at 100,000. Signed-in client: each kind's first "
             "request computes its pages; a page asked for again within 5 s is the kept page "
             "with the reader's own marks (one query). The last row is an anonymous visitor.",
             "", "| request | " + " | ".join(labels) + " |",
             "|---|" + "---|" * len(labels)]
    kinds = list(next(iter(run["feed"].values()))["one client"])
    for kind in kinds:
        cells = []
        for label in labels:
            f = run["feed"][label]["one client"][kind]
            cells.append(f"{_ms(f.p50)} / **{_ms(f.p95)}**")
        lines.append(f"| {kind} | " + " | ".join(cells) + " |")
    base = run["baseline"]["one client"]
    lines.append("| *baseline: bare Starlette on granian* | " + " | ".join(
        f"{_ms(base.p50)} / {_ms(base.p95)}" for _ in labels) + " |")
    lines.append("| visible portfolios (`total`) | " + " | ".join(
        str(run["feed"][label]["total"]) for label in labels) + " |")
    lines += ["", "## Feed under load: wrk, 50 connections, 8 s", "",
              f"Target: first page ≥ {TARGET_SHARE:.2f}× the bare Starlette endpoint served by "
              f"granian in the same run, p99 ≤ {TARGET_P99} ms; signed in ≥ "
              f"{TARGET_SIGNED_IN:.1f}×. Signed-in rows: the page kept for every reader with the "
              "reader's own flags merged in. The cold row: 50 connections ask at once for a page "
              "nobody asked for (the server's Server-Timing header names the answers that "
              "computed it).", "",
              "| database | request | req/s | × baseline | p50 ms | p99 ms |",
              "|---|---|---|---|---|---|",
              f"| — | *baseline: bare Starlette on granian* | "
              f"{_wrk_cells(run['baseline']['wrk'], baseline_rps)} |"]
    if run.get("empty api route"):
        lines.append(f"| — | *the product's empty /api 404 route* | "
                     f"{_wrk_cells(run['empty api route'], baseline_rps, True)} |")
    for label in labels:
        for kind, figures in run["feed"][label]["wrk"].items():
            lines.append(f"| {label} | {kind} | {_load_cells(figures, baseline_rps)} |")
    return lines


def _load_cells(figures, baseline_rps) -> str:
    """A wrk row's cells, or a cold burst's: how many of its requests computed the page."""
    if isinstance(figures, ColdBurst):
        errors = f", {figures.errors} errors" if figures.errors else ""
        return (f"page computed {figures.computed}× for {figures.requests} requests{errors} "
                f"| | {_ms(figures.p50)} | {_ms(figures.p99)}")
    return _wrk_cells(figures, baseline_rps)


def _video_section(rows) -> list[str]:
    """scripts/bench_video.py's figures: encode speed, peak RSS, rendition sizes."""
    lines = ["", "## Video: a 1080p clip encoded as the background job does "
             "(scripts/bench_video.py)", ""]
    if not isinstance(rows, list):
        return lines + [f"Not measured: {rows}"]
    return lines + ["| measure | value |", "|---|---|",
                    *[f"| {name} | {value} |" for name, value in rows]]


MEDIA_ROWS = {"pillow": "*baseline: plain Pillow, the same steps*",
              "pyvips": "pyvips alone (thumbnail_buffer, the same steps)",
              "pipeline": "media pipeline (libvips square + Pillow copies and checks)"}


def media_section(media: dict) -> list[str]:
    """The image pipeline against plain Pillow and pyvips, with ratios to the Pillow row."""
    lines = ["", "## Media pipeline: one 24-megapixel phone JPEG (6000 × 4000, EXIF rotated)", "",
             "Each in a fresh process, best of 3 interleaved runs: orient, strip EXIF, fit "
             "4000 px, centred square as JPEG q90, 1080 and 480 px copies as JPEG q82 and WebP.",
             "", "| | ms | CPU ms | peak RSS MB (process) | of which before the work | "
             "× baseline time | × baseline peak |", "|---|---|---|---|---|---|---|"]
    base = media.get("pillow")
    for kind, label in MEDIA_ROWS.items():
        row = media.get(kind)
        if not isinstance(row, dict):
            lines.append(f"| {label} | {row or 'not measured'} | | | | | |")
            continue
        ratios = "| |" if not isinstance(base, dict) else \
            f"| {row['ms'] / base['ms']:.2f} | {row['peak_mb'] / base['peak_mb']:.2f} |"
        lines.append(f"| {label} | {row['ms']:.0f} | {row.get('cpu_ms', 0):.0f} | "
                     f"{row['peak_mb']:.0f} | {row['start_mb']:.0f} {ratios}")
    return lines


def _first_screen_section(results: dict) -> list[str]:
    """CPU of the feed pages' server-rendered first screen (target: 3 ms at 100,000)."""
    lines = ["", "## First screen in the served HTML (/main-feed, /find-talent, talent and "
             "portfolio pages)", "",
             "Thread CPU of one page: the anonymous first page kept for a few seconds (as the "
             "API keeps it), then computed (page cache emptied first), and for a signed-in "
             "member (the kept page with their own marks merged in: one indexed query). 200 "
             "and 20 rounds. The talent and portfolio pages likewise (200 and 20 rounds): kept, "
             "the visitor's page served from the page cache; computed, the page cache emptied "
             "first (the texts' contact masks remembered); signed in, the kept page with the "
             "member's marks.", "",
             "| database | page | kept p50 ms | kept p95 ms | computed p50 ms | "
             "computed p95 ms | signed-in p50 ms | signed-in p95 ms | HTML KB |",
             "|---|---|---|---|---|---|---|---|---|"]
    for label, figures in results.items():
        if isinstance(figures, str):
            lines.append(f"| {label} | {figures} | | | | | | | |")
            continue
        for name, row in figures.items():
            if isinstance(row, dict):
                member = row.get("signed in") or {}
                signed = (f"{member['p50']:.2f} | {member['p95']:.2f}" if member else
                          "not measured | not measured")
                lines.append(f"| {label} | {name} | {row['kept']['p50']:.2f} | "
                             f"{row['kept']['p95']:.2f} | {row['computed']['p50']:.1f} | "
                             f"{row['computed']['p95']:.1f} | {signed} | "
                             f"{row['bytes'] / 1024:.0f} |")
        cold = figures.get("cold computations for 50 connections")
        lines.append(f"| {label} | 50 connections at once on a cold page: computed "
                     f"{cold} time(s) | | | | | | | |")
    return lines


def markdown(run: dict) -> str:
    """The whole report."""
    baseline = run["baseline"]["wrk"]
    baseline_rps = baseline.rps if baseline else None
    lines = ["# Benchmarks", "",
             f"Written by `make bench` on {run['started']} (commit {run['commit']}; "
             f"{run['machine']}; {run['minutes']:.1f} minutes; the app served by "
             f"{run.get('server', 'granian')}). Figures vary with the "
             "machine's other load; compare each with the baseline beside it.", ""]
    lines += _feed_tables(run, baseline_rps)
    lines += media_section(run["media"])
    lines += _video_section(run.get("video"))
    lines += _first_screen_section(run.get("first_screen") or {})
    lines += ["", "## Interaction toggles (POST /api/Portfolio/{id}/admire, /appreciate, /share; "
              "50 signed-in clients, wrk, 50 connections, 8 s)", "",
              "| database | toggles/s | × baseline | p50 ms | p99 ms | counters = rows |",
              "|---|---|---|---|---|---|"]
    for label, toggles in run["admire"].items():
        lines.append(f"| {label} | {_wrk_cells(toggles.wrk, baseline_rps)} | "
                     f"{'yes' if toggles.exact else 'NO'} |")
    lines += _websocket_section(run)
    if run.get("pages"):
        lines += ["", "## Pages: Lighthouse 13 mobile preset (simulated mid-range phone, slow 4G)",
                  "", "The demo marketplace; median of the runs per page, each run under the "
                  "shared build lock. Scores are 0-100; JS is what the page loaded. The desktop "
                  "preset's figures are beside them.", "",
                  *pages.table(run["pages"], run.get("pages_desktop"))]
    if "repeat_visit" in run:
        lines += repeat_visit.table(run["repeat_visit"])
    if "kiosk" in run:
        lines += kiosk.section(run["kiosk"])
    lines += ["", "## Seeding (only when a database was not already in the bench folder)", "",
              "| database | seconds |", "|---|---|"]
    for label, seconds in run["seed"].items():
        lines.append(f"| {label} | {'reused' if seconds is None else f'{seconds:.0f}'} |")
    for label, profile in run.get("profile", {}).items():
        lines += ["", f"## Where a signed-in first page's CPU goes on {label}", "",
                  "The slowest path left (issue 29 item 1): one process serves 300 requests "
                  "through the production ASGI stack, no sockets; cProfile's functions with the "
                  "most thread CPU of their own (`scripts/profile_request.py --top 15`). The "
                  "profiler itself costs several times the request's own CPU: read the shares, "
                  "not the total.", "",
                  "```", profile, "```"]
    for label, plans in run.get("plans", {}).items():
        lines += ["", f"## Query plans on {label}", "", "<details><summary>EXPLAIN of the "
                  "first page, a filtered page and a search</summary>", "", "```",
                  plans, "```", "", "</details>"]
    lines += ["", "## How the feed stays fast", "", *NOTES, "",
              "Run it: `make bench` (seeds into `$BENCH_DIR`, default "
              "`/tmp/marketplace-bench`, and reuses what is there). In-process views of one "
              "database: `scripts/profile_feed.py` (timings, CPU time, cProfile) and "
              "`scripts/explain_feed.py` (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE)."]
    return "\n".join(lines) + "\n"


START = "<!-- written by make bench: from here -->"
END = "<!-- written by make bench: to here -->"


def kept_with(existing: str, text: str) -> str:
    """The report file with this run's figures between the markers: what people wrote by
    hand around them (investigations, before/after runs) is kept. Without markers, the
    figures go first, after the title, and the rest follows."""
    block = f"{START}\n{text.strip()}\n{END}"
    if START in existing and END in existing:
        head, rest = existing.split(START, 1)
        return head + block + rest.split(END, 1)[1]
    body = existing.split("\n", 1)[1] if existing.startswith("# ") else existing
    return f"{block}\n{body}" if body.strip() else block + "\n"
