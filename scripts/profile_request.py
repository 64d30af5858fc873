"""Profile whole HTTP requests in-process: the production ASGI stack (Reflex's wrapper, the API's
middleware, routing, the feed service), driven without sockets, signed in or anonymous.

Usage (with MARKETPLACE_DATA_DIR / REFLEX_DB_URL pointing at a seeded database):
    python scripts/profile_request.py [--rounds N] [--profile KIND] [--no-reflex]

Prints p50/p95 wall and CPU ms per request kind; --profile prints a pyinstrument profile of
that kind (pip install pyinstrument); --top N prints the N functions that cost the signed-in
first page the most thread CPU (cProfile: what `make bench` writes). CPU time is what limits
req/s under load.
"""

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("__REFLEX_SKIP_COMPILE", "true")
os.environ.setdefault("REFLEX_ENV_MODE", "prod")

KINDS = {
    "first page": {},
    "category + city": {"category": "Photography", "location": "Mumbai"},
    "experience + city": {"experience": "Professional", "location": "Pune"},
    "search typo": {"search": "weding storys"},
    "search words": {"search": "wedding drone reel delhi"},
}
FEED = "/api/Portfolio/all"


def asgi_app(with_reflex: bool):
    """The ASGI callable granian serves (or only the API app)."""
    if with_reflex:
        from marketplace_app.marketplace_app import app
        return app()
    from marketplace_app.api.app import api
    return api


async def call(app, path: str, params: dict, headers: list,
               method: str = "GET") -> tuple[int, bytes]:
    """One request with no body through the ASGI app; (status, body)."""
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
             "method": method, "scheme": "http", "path": path, "raw_path": path.encode(),
             "root_path": "", "query_string": urlencode(params).encode(),
             "headers": [(b"host", b"127.0.0.1"), (b"accept-encoding", b"gzip"), *headers],
             "client": ("127.0.0.1", 5000), "server": ("127.0.0.1", 3000)}
    sent, status, body = False, 0, []

    async def receive():
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await asyncio.sleep(3600)

    async def send(message):
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            body.append(message.get("body", b""))

    await app(scope, receive, send)
    return status, b"".join(body)


def viewer_token() -> str:
    """A token of a fresh client account (made through the service, like the bench's)."""
    from marketplace_app.db import session_scope
    from marketplace_app.services.accounts import auth

    with session_scope() as session:
        _user, token = auth.register(session, full_name="Profile Viewer",
                                     email=f"viewer-{time.time_ns()}@example.com",
                                     password="bench-password-1", role="CLIENT")
    return token


async def measure(app, rounds: int, headers: list, label: str) -> None:
    """p50/p95 wall and CPU per kind."""
    for name, params in KINDS.items():
        status, _ = await call(app, FEED, params, headers)  # warm-up
        assert status == 200, status
        wall, cpu = [], []
        for _ in range(rounds):
            started, cpu_started = time.perf_counter(), time.process_time()
            await call(app, FEED, params, headers)
            wall.append((time.perf_counter() - started) * 1000)
            cpu.append((time.process_time() - cpu_started) * 1000)
        wall.sort()
        print(f"{label:10s} {name:18s} wall p50 {statistics.median(wall):6.2f} "
              f"p95 {wall[max(0, int(len(wall) * .95) - 1)]:6.2f} ms   "
              f"cpu p50 {statistics.median(cpu):6.2f} ms", flush=True)


async def profile(app, kind: str, headers: list, rounds: int) -> None:
    """pyinstrument over `rounds` requests of one kind."""
    from pyinstrument import Profiler

    from marketplace_app.api.routes import portfolios

    async def inline(function, *args):  # the thread's work shows in the profile
        return function(*args)

    portfolios.run_in_threadpool = inline  # (a kept page's PostgreSQL reads stay threaded)
    profiler = Profiler(interval=0.0002, async_mode="enabled")
    profiler.start()
    for _ in range(rounds):
        await call(app, FEED, KINDS[kind], headers)
    profiler.stop()
    print(profiler.output_text(unicode=False, color=False, show_all=False))
    if os.environ.get("CPROFILE"):
        import cProfile
        import pstats

        with cProfile.Profile(time.thread_time) as cprofile:
            for _ in range(rounds):
                await call(app, FEED, KINDS[kind], headers)
        pstats.Stats(cprofile).sort_stats(os.environ["CPROFILE"]).print_stats(45)
        if os.environ.get("CALLERS"):
            pstats.Stats(cprofile).sort_stats("tottime").print_callers(os.environ["CALLERS"])


async def top_functions(app, headers: list, rounds: int, top: int) -> None:
    """The signed-in first page's costliest functions by their own thread CPU, over `rounds`
    requests (after a warm-up), with the CPU per request."""
    import cProfile
    import io
    import pstats

    for _ in range(20):
        await call(app, FEED, {}, headers)
    started = time.thread_time()
    with cProfile.Profile(time.thread_time) as cprofile:
        for _ in range(rounds):
            await call(app, FEED, {}, headers)
    per_request = (time.thread_time() - started) * 1000 / rounds
    out = io.StringIO()
    stats = pstats.Stats(cprofile, stream=out).strip_dirs().sort_stats("tottime")
    stats.print_stats(top)
    print(f"signed-in first page: {per_request:.3f} ms of thread CPU a request under cProfile, "
          f"{rounds} requests")
    table = out.getvalue()
    print(table[table.index("ncalls"):].rstrip())


def main() -> None:
    """Time anonymous and signed-in requests, then profile one kind."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--profile", default=None, help="a kind to profile, signed in")
    parser.add_argument("--no-reflex", action="store_true", help="the API app alone")
    parser.add_argument("--top", type=int, default=0,
                        help="only the signed-in first page's N costliest functions (cProfile)")
    args = parser.parse_args()
    app = asgi_app(not args.no_reflex)
    signed_in = [(b"authorization", f"Bearer {viewer_token()}".encode())]
    loop = asyncio.new_event_loop()
    if args.top:
        loop.run_until_complete(top_functions(app, signed_in, args.rounds, args.top))
        return
    loop.run_until_complete(measure(app, args.rounds, [], "anonymous"))
    loop.run_until_complete(measure(app, args.rounds, signed_in, "signed in"))
    if args.profile:
        loop.run_until_complete(profile(app, args.profile, signed_in, args.rounds))


if __name__ == "__main__":
    main()
