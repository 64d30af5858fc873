"""Websocket load: N simulated Reflex clients (Socket.IO over a websocket, as the browser
speaks it: the hydrate event rides in the CONNECT packet) each sending page events to one
server; event round trips and server memory. With `--listeners K`, K of the N are members
whose header watches for news, sent messages meanwhile (scripts/bench/live_news.py).

Alone: `flock /tmp/reflex-build.lock .venv/bin/python -m scripts.bench.websocket_load
--clients 1000 --events 3 --pause 5 [--listeners 100] [--workers 2 --redis-url
redis://127.0.0.1:6379/4 --db-url postgresql://…]` serves the current build on a fresh SQLite
database (or the one named) and prints the figures."""

import argparse
import asyncio
import contextlib
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import websockets

from . import live_news
from .http_load import percentile
from .servers import (ROOT, _env, open_sockets, production_server, tree_cpu_by_process,
                      tree_rss_mb)

ROUTER_DATA = {"pathname": "/", "asPath": "/", "query": {}}
NAMESPACE = "/_event,"  # Reflex's Socket.IO namespace
JEMALLOC = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"
# The load starts this long after the last client connected: the connect burst's own work (the
# states written, the watchers' first refreshes, a full collection) is over by then, and the
# figures are the steady load's (a message sent right after a burst of 1,700 connects took up to
# 1.8 s to reach its page on the hosted mode, within 1 s of the burst's end).
SETTLE_SECONDS = 5
# Server environments to compare in one run (--variants).
VARIANTS = {
    "default": {},
    "arena2": {"MALLOC_ARENA_MAX": "2"},
    "jemalloc": {"LD_PRELOAD": JEMALLOC},
    "granian": {"MARKETPLACE_SERVER": "granian"},
    "uvicorn": {"MARKETPLACE_SERVER": "uvicorn"},
}


@dataclass(frozen=True)
class WebsocketFigures:
    """Round trips in ms, memory in MB, and how many clients got through."""

    clients: int
    connected: int
    events: int
    p50: float
    p95: float
    rss_before: float
    rss_after: float
    rss_end: float  # after every event was answered: what stays once the connect burst is over
    server_cpu_s: float = 0.0  # the server's CPU time while the events (and news) were sent
    load_cpu_s: float = 0.0  # this load tool's own CPU time meanwhile, on the same cores
    wall_s: float = 0.0
    machine_busy: float = 0.0  # the share of all cores' time busy meanwhile (every process)
    # Each server process holding clients: (sockets open, CPU seconds while the events ran).
    processes: tuple[tuple[int, float], ...] = ()
    news: live_news.NewsFigures | None = None  # the listeners' message deliveries

    @property
    def rss_per_client_kb(self) -> float:
        """Server memory added per connected client."""
        return (self.rss_after - self.rss_before) * 1024 / max(self.connected, 1)

    @property
    def cpu_ms_per_event(self) -> float:
        """Server CPU per client event (news sent meanwhile included)."""
        return self.server_cpu_s * 1000 / max(self.events, 1)

    @property
    def settled_kb(self) -> float:
        """Server memory per connected client at the end, the clients still connected."""
        return (self.rss_end - self.rss_before) * 1024 / max(self.connected, 1)


def event_name() -> str:
    """A real page event: the header's notifications panel opening and closing."""
    from marketplace_app.state.inbox import InboxState

    return f"{InboxState.get_full_name()}.set_notifications_open"


def hydrate_name() -> str:
    """The event every page sends on connect."""
    from reflex.state import State

    return f"{State.get_full_name()}.hydrate"


async def _receive_event(ws) -> dict:
    """The next state update (answering Engine.IO pings on the way)."""
    while True:
        message = await ws.recv()
        if message == "2":
            await ws.send("3")
        elif message.startswith("42" + NAMESPACE):
            name, *data = json.loads(message[2 + len(NAMESPACE):])
            if name == "event":
                return data[0] if data else {}


async def _final_update(ws) -> None:
    while not (await _receive_event(ws)).get("final", True):
        pass


async def _client(url: str, origin: str, name: str, events: int, pause: float,
                  timings: list, ready: asyncio.Event, connected: list, delay: float,
                  finished: list, release: asyncio.Event) -> None:
    address = f"{url}/_event/?EIO=4&transport=websocket&token={uuid.uuid4()}"
    async with websockets.connect(address, origin=origin, open_timeout=120, max_size=None,
                                  ping_interval=None) as ws:
        await ws.recv()  # Engine.IO open packet
        await ws.send("40" + NAMESPACE + json.dumps({"event": {
            "name": hydrate_name(), "payload": {}, "router_data": ROUTER_DATA}}))
        await _final_update(ws)  # hydrated, as a page is before its first click
        connected.append(1)
        await ready.wait()
        await asyncio.sleep(delay)  # the clients' events spread evenly over each pause
        for number in range(events):
            started = time.perf_counter()
            await ws.send("42" + NAMESPACE + json.dumps(["event", {
                "name": name, "payload": {"value": number % 2 == 0},
                "router_data": ROUTER_DATA}]))
            await _final_update(ws)
            timings.append((time.perf_counter() - started) * 1000)
            await asyncio.sleep(pause)
        finished.append(1)
        await release.wait()  # stay connected until the server's memory is read


async def _run(base: str, server_pid: int, clients: int, events: int, pause: float,
               listeners: int = 0, pause_own_collector: bool = True):
    url = base.replace("http://", "ws://")
    name, timings, connected, ready = event_name(), [], [], asyncio.Event()
    finished, release = [], asyncio.Event()
    sender, members = (await asyncio.to_thread(live_news.prepare, base, listeners)
                       if listeners else ("", []))
    watching, arrivals, sends = [], {}, {}
    rss_before = tree_rss_mb(server_pid)
    plain = clients - len(members)
    tasks = [asyncio.create_task(_client(url, base, name, events, pause, timings, ready,
                                         connected, pause * i / plain, finished, release))
             for i in range(plain)]
    tasks += [asyncio.create_task(live_news.listen(url, base, member, ROUTER_DATA, NAMESPACE,
                                                   watching, arrivals, release))
              for member in members]
    await _until(lambda: len(connected) + len(watching) >= clients, tasks, 300)
    await asyncio.sleep(SETTLE_SECONDS)
    rss_after = tree_rss_mb(server_pid)
    by_process, machine_before = tree_cpu_by_process(server_pid), _machine_times()
    own_before, wall_before = _own_cpu(), time.monotonic()
    sockets = {pid: open_sockets(pid) for pid in by_process}
    paused = _own_collector_paused() if pause_own_collector else contextlib.nullcontext()
    with paused:
        ready.set()
        news = asyncio.create_task(live_news.send_news(base, sender, members, events, pause,
                                                       sends))
        await _until(lambda: len(finished) >= len(connected) and news.done(), tasks + [news],
                     60 + events * pause * 3)
        by_process_after = tree_cpu_by_process(server_pid)
        cpu = (sum(by_process_after.values()) - sum(by_process.values()),
               _own_cpu() - own_before, time.monotonic() - wall_before,
               _busy_share(machine_before, _machine_times()),
               _per_process(by_process, by_process_after, sockets))
        await _until(lambda: all(len(arrivals.get(m, {})) > len(sends.get(m, []))
                                 for m in members), tasks, live_news.DELIVERY_WAIT_SECONDS)
    rss_end = tree_rss_mb(server_pid)
    release.set()
    results = await asyncio.gather(*tasks, news, return_exceptions=True)
    failures = [r for r in results if isinstance(r, BaseException)]
    if failures and not timings:
        raise RuntimeError(f"no websocket client got through: {failures[0]!r}")
    return WebsocketFigures(clients, len(connected) + len(watching), len(timings),
                            statistics.median(timings), percentile(timings, .95),
                            rss_before, max(rss_after, rss_end), rss_end, *cpu,
                            news=live_news.figures(members, len(watching), sends, arrivals)
                            if members else None)


@contextlib.contextmanager
def _own_collector_paused():
    """This tool's cyclic collector off while it times the server: one process stands for
    every browser, and its full collections (up to 0.3 s with 1,700 clients) held up every
    round trip then in flight, a pause no browser has."""
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.unfreeze()


def _per_process(before: dict, after: dict, sockets: dict) -> tuple[tuple[int, float], ...]:
    """(sockets, CPU seconds between the readings) of each server process that holds clients:
    how evenly the workers share them."""
    return tuple((sockets[pid], after[pid] - before[pid]) for pid in before
                 if pid in after and sockets.get(pid, 0) > 10)


def _machine_times() -> tuple[int, int]:
    """(busy, all) clock ticks of every core since boot (/proc/stat's first line)."""
    with open("/proc/stat") as stat:
        ticks = [int(t) for t in stat.readline().split()[1:]]
    idle = ticks[3] + ticks[4]  # idle, iowait
    return sum(ticks) - idle, sum(ticks)


def _busy_share(before: tuple[int, int], after: tuple[int, int]) -> float:
    """The share of the cores' time that was busy between two _machine_times readings."""
    return (after[0] - before[0]) / max(after[1] - before[1], 1)


def _own_cpu() -> float:
    times = os.times()
    return times.user + times.system


async def _until(condition, tasks: list, timeout: float) -> None:
    """Wait until the condition holds, every client has ended, or time runs out."""
    deadline = time.monotonic() + timeout
    while not condition() and time.monotonic() < deadline and not all(t.done() for t in tasks):
        await asyncio.sleep(0.2)


def websocket_load(base: str, server_pid: int, clients: int = 1000, events: int = 3,
                   pause: float = 5.0, listeners: int = 0,
                   pause_own_collector: bool = True) -> WebsocketFigures:
    """Connect and hydrate `clients`, then have each send `events` events `pause` s apart
    (the clients' sends spread evenly over each pause); `listeners` of them are members sent
    `events` messages each meanwhile (the server needs live_news.NEWS_LIMITS)."""
    return asyncio.run(_run(base, server_pid, clients, events, pause, listeners,
                            pause_own_collector))


def main() -> None:
    """Serve the current build on a fresh SQLite database; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=1000)
    parser.add_argument("--events", type=int, default=3)
    parser.add_argument("--pause", type=float, default=5.0)
    parser.add_argument("--listeners", type=int, default=0,
                        help="members among the clients, sent messages while the load runs")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--redis-url", default="")
    parser.add_argument("--port", type=int, default=None, help="default: any free port")
    parser.add_argument("--db-url", default="",
                        help="an existing, migrated database (the hosted mode's PostgreSQL, say) "
                             "instead of a fresh SQLite file")
    parser.add_argument("--variants", default="default",
                        help=f"servers measured in turn: {', '.join(VARIANTS)}, before")
    parser.add_argument("--before-root", type=Path, default=None,
                        help="variant 'before' serves this checkout's code (this tree's build "
                             "linked as its .web), e.g. a worktree of the base commit")
    parser.add_argument("--own-collector", action="store_true",
                        help="leave this tool's cyclic collector on while it times (as before)")
    args = parser.parse_args()
    for variant in args.variants.split(","):
        _measure_variant(args, variant)


def _measure_variant(args, variant: str) -> None:
    data = Path(tempfile.mkdtemp(prefix="bench-websocket-"))
    env = {"MARKETPLACE_DATA_DIR": str(data), "GRANIAN_WORKERS": str(args.workers),
           "REFLEX_DB_URL": args.db_url or f"sqlite:///{data / 'marketplace.db'}",
           # A fresh state folder: the disk state manager lists the whole folder when it
           # starts (in the checkout's .states, 135,000 files after a dozen runs).
           "REFLEX_STATES_WORKDIR": str(data / "states"), **live_news.NEWS_LIMITS,
           **VARIANTS.get(variant, {})}
    if args.redis_url:
        env["REFLEX_REDIS_URL"] = args.redis_url
    if not args.db_url:
        subprocess.run([sys.executable, "-m", "reflex", "db", "migrate"], cwd=ROOT,
                       env=_env(env, 0), check=True, capture_output=True)
    root = args.before_root if variant == "before" else None
    server = production_server(env, data / "server.log", port=args.port, take_lock=False,
                               root=root)
    with server as (base, proc):
        figures = websocket_load(base, proc.pid, args.clients, args.events, args.pause,
                                 args.listeners, not args.own_collector)
    print(f"[{variant}] load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{args.workers} worker(s){' + Redis' if args.redis_url else ''}, "
          f"{env['REFLEX_DB_URL'].split(':', 1)[0]}")
    print(f"[{variant}] {figures.connected}/{figures.clients} clients, {figures.events} events, "
          f"p50 {figures.p50:.1f} ms, p95 {figures.p95:.1f} ms, RSS {figures.rss_before:.0f} "
          f"-> {figures.rss_after:.0f} MB, {figures.rss_per_client_kb:.0f} KB/client (at the end "
          f"{figures.rss_end:.0f} MB, {figures.settled_kb:.0f} KB/client)", flush=True)
    print(f"[{variant}] CPU while the events ran ({figures.wall_s:.0f} s): server "
          f"{figures.server_cpu_s:.1f} s ({figures.cpu_ms_per_event:.2f} ms an event), this "
          f"load tool {figures.load_cpu_s:.1f} s; the machine's {os.cpu_count()} cores "
          f"{figures.machine_busy:.0%} busy (every process)", flush=True)
    if len(figures.processes) > 1:
        print(f"[{variant}] workers: " + ", ".join(
            f"{held} sockets and {cpu:.1f} s CPU" for held, cpu in figures.processes), flush=True)
    if figures.news:
        news = figures.news
        print(f"[{variant}] news: {news.watching}/{news.listeners} members watching, "
              f"{len(news.delays)}/{news.sent} messages reached their page, p50 {news.p50:.0f} "
              f"ms, p95 {news.p95:.0f} ms, worst {news.worst:.0f} ms", flush=True)


if __name__ == "__main__":
    main()
