"""Profile admire/appreciate toggles in-process: the production ASGI stack driven without
sockets, one signed-in client toggling portfolios of the seeded database.

Usage (with MARKETPLACE_DATA_DIR / REFLEX_DB_URL pointing at a seeded database):
    python scripts/profile_toggle.py [--rounds N] [--profile] [--no-reflex] [--clients N]

Prints p50/p95 wall and CPU ms per toggle; --profile prints a pyinstrument profile
(pip install pyinstrument). Requests run one after another, so this shows the CPU a toggle
costs, not the waits of many writers. --clients N then runs N signed-in clients at once for
--seconds and prints toggles a second and the process's CPU per toggle (every thread's),
then that CPU by thread (the event loop is MainThread, the group commit's writer group-commit).
"""

import argparse
import asyncio
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("__REFLEX_SKIP_COMPILE", "true")
os.environ.setdefault("REFLEX_ENV_MODE", "prod")

from scripts.profile_request import asgi_app, call, viewer_token  # noqa: E402


async def post(app, path: str, headers: list) -> int:
    """One POST with no body through the ASGI app; its status."""
    status, _body = await call(app, path, {}, [(b"content-length", b"0"), *headers], "POST")
    return status


def portfolio_ids(count: int) -> list[str]:
    """Ids of public portfolios (the seed hides some)."""
    from sqlmodel import select

    from marketplace_app.db import session_scope
    from marketplace_app.models.portfolio import Portfolio
    from marketplace_app.services.portfolios.portfolios import is_public

    with session_scope() as session:
        rows = session.exec(select(Portfolio).limit(count * 2)).all()
        return [p.id for p in rows if is_public(p)][:count]


async def measure(app, paths: list[str], headers: list, rounds: int) -> None:
    """p50/p95 wall and CPU per toggle."""
    wall, cpu = [], []
    for index in range(rounds):
        started, cpu_started = time.perf_counter(), time.process_time()
        status = await post(app, paths[index % len(paths)], headers)
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - cpu_started) * 1000)
        assert status == 200, status
    wall.sort()
    print(f"toggle wall p50 {statistics.median(wall):6.2f} p95 "
          f"{wall[max(0, int(len(wall) * .95) - 1)]:6.2f} ms   cpu p50 "
          f"{statistics.median(cpu):6.2f} ms", flush=True)


async def concurrent(app, ids: list[str], actions: tuple, tokens: list[str],
                     seconds: float) -> None:
    """Toggles a second and CPU per toggle with one coroutine per client, all at once, as the
    HTTP bench mixes them: each request an action at random (a seeded generator per client),
    toggles on the first 100 works, each client's shares walking all of `ids` from its own
    offset (a repeated share, answered 409, only once a client has shared every work)."""
    done, stop, statuses = [0], time.perf_counter() + seconds, {}

    async def client(index: int) -> None:
        headers = [(b"authorization", f"Bearer {tokens[index]}".encode())]
        pick, shared = random.Random(index), 0
        while time.perf_counter() < stop:
            action = pick.choice(actions)
            if action == "share":
                work, shared = ids[(index * 7919 + shared) % len(ids)], shared + 1
            else:
                work = pick.choice(ids[:100])
            path = f"/api/Portfolio/{work}/{action}"
            status = await post(app, path, headers)
            assert status == 200 or (status == 409 and path.endswith("/share")), status
            done[0] += 1
            kind = f"{path.rsplit('/', 1)[1]} {status}"
            statuses[kind] = statuses.get(kind, 0) + 1

    started, cpu_started = time.perf_counter(), time.process_time()
    threads_started = thread_cpu()
    await asyncio.gather(*(client(i) for i in range(len(tokens))))
    wall, cpu = time.perf_counter() - started, time.process_time() - cpu_started
    print(f"{len(tokens)} clients: {done[0] / wall:7.0f} toggles/s, "
          f"{cpu / done[0] * 1e6:6.0f} µs CPU per toggle (all threads), "
          f"load average {os.getloadavg()[0]:.1f}", flush=True)
    print("  answers:", ", ".join(f"{kind} × {n}" for kind, n in sorted(statuses.items())))
    spent = thread_cpu()
    for name, used in sorted(((name, total - threads_started.get(name, 0))
                              for name, total in spent.items()), key=lambda x: -x[1]):
        if used > 0:
            print(f"  {name:<24} {used / done[0] * 1e6:6.0f} µs CPU per toggle", flush=True)


def thread_cpu() -> dict[str, float]:
    """CPU seconds (user + system) of this process's threads so far, by Python thread name
    (threads of one pool summed; Linux /proc only, else empty)."""
    import re
    import threading

    names = {t.native_id: re.sub(r"[_-]?\d+(_\d+)?$", "", t.name)
             for t in threading.enumerate()}
    tick, totals = os.sysconf("SC_CLK_TCK"), {}
    for task in Path("/proc/self/task").glob("*") if Path("/proc/self/task").exists() else []:
        try:
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        name = names.get(int(task.name), "other (not Python)")
        totals[name] = totals.get(name, 0) + (int(fields[11]) + int(fields[12])) / tick
    return totals


async def profile(app, paths: list[str], headers: list, rounds: int) -> None:
    """pyinstrument over `rounds` toggles."""
    import fastapi.dependencies.utils
    import fastapi.routing
    from pyinstrument import Profiler
    from sqlmodel import Session

    from marketplace_app.services.social import group_commit

    async def inline(func, *args, **kwargs):  # the thread's work shows in the profile
        return func(*args, **kwargs)

    fastapi.routing.run_in_threadpool = inline
    fastapi.dependencies.utils.run_in_threadpool = inline

    def run_here(writer, apply, item):  # the writer thread's batch of one, here
        with Session(writer.engine, expire_on_commit=False) as session:
            [outcome] = apply(session, [item])
            session.commit()
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome

    async def run_async_here(writer, apply, item):
        return run_here(writer, apply, item)

    group_commit.Writer.run, group_commit.Writer.run_async = run_here, run_async_here
    profiler = Profiler(interval=0.0002, async_mode="enabled")
    profiler.start()
    for index in range(rounds):
        await post(app, paths[index % len(paths)], headers)
    profiler.stop()
    print(profiler.output_text(unicode=False, color=False, show_all=False))


def main() -> None:
    """Time toggles, then profile them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--no-reflex", action="store_true", help="the API app alone")
    parser.add_argument("--clients", type=int, default=0, help="then N clients at once")
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--shares", action="store_true", help="a third of them shares")
    parser.add_argument("--works", type=int, default=2000,
                        help="portfolios each client shares in turn (toggles: the first 100)")
    args = parser.parse_args()
    app = asgi_app(not args.no_reflex)
    headers = [(b"authorization", f"Bearer {viewer_token()}".encode())]
    actions = ("admire", "appreciate", "share") if args.shares else ("admire", "appreciate")
    ids = portfolio_ids(args.works)
    paths = [f"/api/Portfolio/{i}/{action}" for i in ids[:100] for action in actions]
    loop = asyncio.new_event_loop()
    loop.run_until_complete(measure(app, paths, headers, args.rounds))
    if args.clients:
        tokens = [viewer_token() for _ in range(args.clients)]
        loop.run_until_complete(concurrent(app, ids, actions, tokens, args.seconds))
    if args.profile:
        loop.run_until_complete(profile(app, paths, headers, args.rounds))


if __name__ == "__main__":
    main()
