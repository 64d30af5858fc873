"""`make bench`: seeds its own databases (10,000 / 100,000 / 1,000,000 portfolios on SQLite,
100,000 on PostgreSQL), starts the production server the way `make run` does, measures, prints
a table and writes BENCHMARKS.md. It never fails on speed; every figure sits beside its
same-run baseline."""

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import httpx

from marketplace_app.launch.server import chosen_server

from . import (admire, databases, kiosk, live_news, media, pages, repeat_visit, report, servers,
               video, websocket_load)
from .search_families import FAMILIES
from .http_load import cold_burst, one_client, wrk
from .servers import ROOT

SEARCHES = ("wedding", "weding storys", "drone reel", "portraits mumbai", "logo",
            "bridal makeup", "studio", "photography", "himalya", "Meera Kapoor", "ai lookbook",
            "wedding drone reel delhi")
FEED = "/api/Portfolio/all"
LISTING = "/api/talent-listing"
JOBS = "/api/briefs"
JOB_SEARCHES = ("wedding", "saree lookbok", "shaadi photographer", "drone reel mumbai")


def _token(base: str) -> str:
    with httpx.Client(base_url=base, timeout=60) as http:
        response = http.post("/api/auth/register", json={
            "fullName": "Bench Viewer", "email": f"viewer-{time.time_ns()}@example.com",
            "password": "bench-password-1", "role": "CLIENT"})
        response.raise_for_status()
        return response.json()["token"]


def _in_days(days: int) -> str:
    """A date that many days from today in India (the seed's windows start within 30 days)."""
    from marketplace_app.services.social.collaboration_rules import today_in_india
    return (today_in_india() + timedelta(days=days)).isoformat()


def _third_page(base: str) -> str:
    cursor = None
    with httpx.Client(base_url=base, timeout=60) as http:
        for _ in range(2):
            cursor = http.get(FEED, params={"cursor": cursor} if cursor else {}).json()[
                "nextCursor"]
    return cursor


def _next(base: str, path: str) -> str:
    """The second page's cursor of a list."""
    with httpx.Client(base_url=base, timeout=60) as http:
        return http.get(path).json().get("nextCursor") or ""


def feed_figures(base: str, rounds: int) -> dict:
    """One client (signed in: each kind's first request computes it, repeats within 5 s read
    the kept page with the reader's marks) per request kind, the anonymous first page, and
    wrk runs."""
    token = _token(base)
    signed_in = {"Authorization": f"Bearer {token}"}
    kinds = {
        "first page": [(FEED, {})],
        "category + city": [(FEED, {"category": "Photography", "location": "Mumbai"})],
        "experience + city": [(FEED, {"experience": "Professional", "location": "Pune"})],
        "city + dates (visiting talent)": [(FEED, {"location": "Jaipur",
                                                   "availableFrom": _in_days(5),
                                                   "availableTo": _in_days(9)})],
        "human-made + city": [(FEED, {"humanOnly": "true", "location": "Mumbai"})],
        "page 3 by cursor": [(FEED, {"cursor": _third_page(base)})],
        "fuzzy search (12 queries)": [(FEED, {"search": q}) for q in SEARCHES],
        **{f"search, {family} ({len(queries)} queries)": [(FEED, {"search": q})
                                                          for q in queries]
           for family, queries in FAMILIES.items()},
        "jobs: first page": [(JOBS, {})],
        "jobs: category + city": [(JOBS, {"category": "Photography", "city": "Mumbai"})],
        "jobs: budget + dates": [(JOBS, {"budgetMin": "20000", "dateFrom": _in_days(10),
                                         "dateTo": _in_days(40)})],
        "jobs: page 2 by cursor": [(JOBS, {"cursor": _next(base, JOBS)})],
        "jobs: search (4 queries)": [(JOBS, {"search": q}) for q in JOB_SEARCHES],
        "/photography listing (3 filter sets)": [
            (LISTING, {}), (LISTING, {"city": "Mumbai", "priceMax": "30000"}),
            (LISTING, {"experience": "expert", "subcategory": "Events & Weddings"})],
    }
    figures = {"one client": {}, "wrk": {}}
    for name, requests in kinds.items():
        passes = max(3, rounds // len(requests))
        figures["one client"][name] = one_client(base, requests, passes, signed_in)
    figures["one client"]["first page, anonymous (page cache)"] = one_client(
        base, [(FEED, {})], rounds)
    with httpx.Client(base_url=base, timeout=60) as http:
        figures["total"] = http.get(FEED).json()["total"]
    figures["wrk"] = load_figures(base, signed_in)
    return figures


COLD_ADDRESS = {"category": "Designers", "experience": "Professional", "limit": "17"}


def load_figures(base: str, signed_in: dict) -> dict:
    """wrk on the first page and a filtered page, anonymous and signed in (the kept page with
    the reader's own marks), then 50 connections at once on a page nobody asked for yet."""
    city = f"{base}{FEED}?category=Photography&location=Mumbai"
    return {"first page, anonymous": wrk(f"{base}{FEED}"),
            "first page, signed in (kept page + own marks)": wrk(f"{base}{FEED}",
                                                                  headers=signed_in),
            "category + city, anonymous": wrk(city),
            "category + city, signed in": wrk(city, headers=signed_in),
            "cold cache, 50 connections at once": cold_burst(base, FEED, COLD_ADDRESS)}


def first_screen_figures(db) -> dict | str:
    """The feed pages' first screen on one database, measured in a process of its own."""
    print(f"{db.label}: first screen CPU ...", flush=True)
    done = subprocess.run([sys.executable, "-m", "scripts.bench.first_screen"], cwd=ROOT,
                          env=db.env, capture_output=True, text=True)
    if done.returncode:
        return f"failed: {done.stderr[-400:]}"
    return json.loads(done.stdout.strip().splitlines()[-1]) or "no production build"


def request_profile(db) -> str:
    """The signed-in first page's costliest functions on one database (cProfile, in a process
    of its own: scripts/profile_request.py --top): the biggest remaining cost of issue 29's
    slowest path."""
    print(f"{db.label}: profile of the signed-in first page ...", flush=True)
    done = subprocess.run([sys.executable, "scripts/profile_request.py", "--rounds", "300",
                           "--top", "15"], cwd=ROOT, env=db.env, capture_output=True, text=True)
    if done.returncode:
        return f"failed: {done.stderr[-400:]}"
    return done.stdout.strip()


def hosted_websocket(db, clients: int, listeners: int):
    """The websocket load on the hosted mode (2 workers, state in Redis) with 1.7× the clients
    and members: the figures, or why not measured."""
    if not servers.redis_answers():
        return f"not measured: no Redis answers at {servers.BENCH_REDIS}"
    scale = 1.7
    env = {**db.env, **live_news.NEWS_LIMITS, "GRANIAN_WORKERS": "2",
           "REFLEX_REDIS_URL": servers.BENCH_REDIS}
    print(f"{db.label}: websocket load, 2 workers + Redis ({int(clients * scale)} clients) ...",
          flush=True)
    try:
        with servers.production_server(env, databases.BENCH_DIR / "server-hosted.log") \
                as (base, proc):
            return websocket_load.websocket_load(base, proc.pid, int(clients * scale),
                                                 listeners=int(listeners * scale))
    except Exception as error:  # noqa: BLE001 - reported, never fatal
        return f"failed: {error!r}"


def _plans(db) -> str:
    """scripts/explain_feed.py's query plans on one database."""
    result = subprocess.run([sys.executable, "scripts/explain_feed.py"], cwd=servers.ROOT,
                            env=db.env, capture_output=True, text=True, timeout=300)
    return result.stdout.strip() or result.stderr.strip()[-2000:]


def main(argv=None) -> int:
    """Run everything; print and write the report."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--postgres-size", type=int, default=100000)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--ws-clients", type=int, default=1000)
    parser.add_argument("--ws-listeners", type=int, default=100,
                        help="members among the websocket clients, sent messages meanwhile")
    parser.add_argument("--page-runs", type=int, default=3,
                        help="Lighthouse runs per page (median reported); 0 skips the pages")
    parser.add_argument("--video-seconds", type=int, default=30,
                        help="length of the 1080p clip the video benchmark encodes (0 skips)")
    parser.add_argument("--kiosk-runs", type=int, default=5,
                        help="later starts of the kiosk bundle (built first); 0 skips it")
    parser.add_argument("--output", default=str(servers.ROOT / "BENCHMARKS.md"))
    args = parser.parse_args(argv)
    started = time.monotonic()
    databases.BENCH_DIR.mkdir(parents=True, exist_ok=True)
    run = {"started": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
           "machine": f"{os.cpu_count()} CPUs, {platform.python_implementation()} "
                      f"{platform.python_version()}, load average at start "
                      f"{os.getloadavg()[0]:.1f}",
           "commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=servers.ROOT,
                                    capture_output=True, text=True).stdout.strip(),
           "server": chosen_server(), "feed": {}, "seed": {}}
    sizes = [int(s) for s in args.sizes.split(",") if s]
    dbs = [databases.sqlite_database(size) for size in sizes]
    if args.postgres_size:
        pg = databases.postgres_database(args.postgres_size)
        dbs += [pg] if pg else []
    for db in dbs:
        run["seed"][db.label] = db.seed_seconds
    print("media pipeline ...", flush=True)
    run["media"] = media.measure(media.sample_jpeg(databases.BENCH_DIR / "sample-24mp-phone.jpg"))
    print("video: encode a 1080p clip ...", flush=True)
    run["video"] = video.measure(args.video_seconds)
    print("baseline: bare Starlette under granian ...", flush=True)
    with servers.baseline_server(databases.BENCH_DIR / "baseline.log") as (base, _proc):
        run["baseline"] = {"one client": one_client(base, [("/api/hello", {})], args.rounds),
                           "wrk": wrk(f"{base}/api/hello")}
    run["admire"], run["websocket"] = {}, None
    ws_label = next((d.label for d in dbs if d.backend == "sqlite" and d.size == 100000),
                    dbs[0].label)
    for db in dbs:
        print(f"{db.label}: starting the production server ...", flush=True)
        log = databases.BENCH_DIR / f"server-{db.backend}-{db.size}.log"
        with servers.production_server({**db.env, **admire.REGISTER_LIMIT,
                                        **live_news.NEWS_LIMITS}, log) as (base, proc):
            print(f"{db.label}: measuring the feed ...", flush=True)
            run["feed"][db.label] = feed_figures(base, args.rounds)
            if db.label == ws_label:
                run["empty api route"] = wrk(f"{base}/api/no-such-route")
                print(f"{db.label}: websocket load ({args.ws_clients} clients) ...", flush=True)
                try:
                    run["websocket"] = websocket_load.websocket_load(
                        base, proc.pid, args.ws_clients, listeners=args.ws_listeners)
                except Exception as error:  # noqa: BLE001 - reported, never fatal
                    run["websocket"] = f"failed: {error!r}"
            if db.size == args.postgres_size:
                print(f"{db.label}: admire toggles ...", flush=True)
                run["admire"][db.label] = admire.admire_toggles(
                    base, databases.BENCH_DIR, db_url=db.env["REFLEX_DB_URL"])
    # The hosted mode as deployed: PostgreSQL when it answers (two workers writing one SQLite
    # file wait on its write lock), else the one-worker run's SQLite.
    hosted_db = next((d for d in dbs if d.backend == "postgresql"),
                     next(d for d in dbs if d.label == ws_label))
    run["websocket_hosted"] = hosted_websocket(hosted_db, args.ws_clients, args.ws_listeners)
    run["websocket_hosted_db"] = hosted_db.label
    run["plans"] = {db.label: _plans(db) for db in dbs if db.size == args.postgres_size}
    run["first_screen"] = {db.label: first_screen_figures(db) for db in dbs
                           if db.size == 100000}
    run["profile"] = {db.label: request_profile(db) for db in dbs if db.size == 100000}
    if args.page_runs:
        demo = databases.demo_database()
        print("pages: Lighthouse mobile on the demo marketplace ...", flush=True)
        with servers.production_server(demo.env, databases.BENCH_DIR / "server-demo.log") \
                as (base, _proc):
            run["pages"] = pages.measure(base, args.page_runs)
            print("pages: Lighthouse desktop on the demo marketplace ...", flush=True)
            run["pages_desktop"] = pages.measure(base, args.page_runs, preset="desktop")
            print("pages: /main-feed on a repeat visit ...", flush=True)
            try:
                run["repeat_visit"] = repeat_visit.measure(base, args.page_runs)
            except Exception as error:  # noqa: BLE001 - reported, never fatal
                run["repeat_visit"] = f"not measured: {error!s:.300}"
    if args.kiosk_runs:
        print("kiosk: make bundle, then first and later starts ...", flush=True)
        try:
            run["kiosk"] = kiosk.measure(args.kiosk_runs)
        except Exception as error:  # noqa: BLE001 - reported, never fatal
            run["kiosk"] = f"failed: {error!r}"
    run["minutes"] = (time.monotonic() - started) / 60
    text = report.markdown(run)
    output = Path(args.output)
    output.write_text(report.kept_with(output.read_text() if output.exists() else "", text))
    print(text)
    print(f"written to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
