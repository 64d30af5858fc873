"""Websocket load: N simulated Reflex clients (Socket.IO over a websocket, as the browser
speaks it) each sending page events to one worker; event round trips and server memory."""

import asyncio
import json
import statistics
import time
import uuid
from dataclasses import dataclass

import websockets

from .http_load import percentile
from .servers import tree_rss_mb

ROUTER_DATA = {"pathname": "/", "asPath": "/", "query": {}}
NAMESPACE = "/_event,"  # Reflex's Socket.IO namespace


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

    @property
    def rss_per_client_kb(self) -> float:
        """Server memory added per connected client."""
        return (self.rss_after - self.rss_before) * 1024 / max(self.connected, 1)


def event_name() -> str:
    """A real page event: the header's notifications panel opening and closing."""
    from marketplace_app.state.site import HeaderState

    return f"{HeaderState.get_full_name()}.set_notifications_open"


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


async def _client(url: str, origin: str, name: str, events: int, pause: float,
                  timings: list, ready: asyncio.Event, connected: list) -> None:
    address = f"{url}/_event/?EIO=4&transport=websocket&token={uuid.uuid4()}"
    async with websockets.connect(address, origin=origin, open_timeout=60, max_size=None,
                                  ping_interval=None) as ws:
        await ws.recv()  # Engine.IO open packet
        await ws.send("40" + NAMESPACE)
        while not (await ws.recv()).startswith("40" + NAMESPACE):
            pass
        connected.append(1)
        await ready.wait()
        for number in range(events):
            started = time.perf_counter()
            await ws.send("42" + NAMESPACE + json.dumps(["event", {
                "name": name, "payload": {"value": number % 2 == 0},
                "router_data": ROUTER_DATA}]))
            while True:
                update = await _receive_event(ws)
                if update.get("final", True):
                    break
            timings.append((time.perf_counter() - started) * 1000)
            await asyncio.sleep(pause)


async def _run(base: str, server_pid: int, clients: int, events: int, pause: float):
    url = base.replace("http://", "ws://")
    name, timings, connected, ready = event_name(), [], [], asyncio.Event()
    rss_before = tree_rss_mb(server_pid)
    tasks = [asyncio.create_task(_client(url, base, name, events, pause, timings, ready,
                                         connected)) for _ in range(clients)]
    deadline = time.monotonic() + 120
    while len(connected) < clients and time.monotonic() < deadline \
            and not all(t.done() for t in tasks):
        await asyncio.sleep(0.2)
    rss_after = tree_rss_mb(server_pid)
    ready.set()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    failures = [r for r in results if isinstance(r, BaseException)]
    if failures and not timings:
        raise RuntimeError(f"no websocket client got through: {failures[0]!r}")
    return WebsocketFigures(clients, len(connected), len(timings),
                            statistics.median(timings), percentile(timings, .95),
                            rss_before, max(rss_after, tree_rss_mb(server_pid)))


def websocket_load(base: str, server_pid: int, clients: int = 200, events: int = 10,
                   pause: float = 0.2) -> WebsocketFigures:
    """Connect `clients` at once, then have each send `events` events `pause` s apart."""
    return asyncio.run(_run(base, server_pid, clients, events, pause))
