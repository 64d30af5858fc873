"""Live news under websocket load (issue 29 item 5): some of the load's clients are members
whose header watches for news, as a signed-in page's does (`InboxState.watch`). Another member
sends each of them messages over the REST API while every other client sends its page events;
the figure is the time from a message's POST to the listener's socket bringing the new unread
count, across workers in the hosted mode (the POST and the socket need not meet on one)."""

import asyncio
import json
import time
import uuid
from dataclasses import dataclass, field

import httpx
import websockets

from .http_load import percentile

PASSWORD = "bench-password-1"
# One sender writes to every listener: its per-account limits are raised by setting, as the
# sign-up limit is for the bench's accounts.
NEWS_LIMITS = {"MARKETPLACE_RATE_MESSAGE_ACCOUNT": "100000/minute",
               "MARKETPLACE_RATE_CONVERSATION_ACCOUNT": "100000/hour",
               "MARKETPLACE_RATE_REGISTER_IP": "100000/hour"}
DELIVERY_WAIT_SECONDS = 10  # after the last message: later than this counts as not delivered


@dataclass(frozen=True)
class Listener:
    """A member's session token, and the sender's conversation with them."""

    token: str
    conversation_id: str


@dataclass
class NewsFigures:
    """Delivery times in ms of the messages the listeners' sockets reported, of those sent."""

    listeners: int
    watching: int = 0
    sent: int = 0
    delays: list[float] = field(default_factory=list)

    @property
    def p50(self) -> float:
        return percentile(self.delays, .5) if self.delays else float("nan")

    @property
    def p95(self) -> float:
        return percentile(self.delays, .95) if self.delays else float("nan")

    @property
    def worst(self) -> float:
        return max(self.delays, default=float("nan"))


def _register(http: httpx.Client, name: str) -> tuple[str, str]:
    answer = http.post("/api/auth/register", json={
        "fullName": name, "email": f"news-{uuid.uuid4().hex[:12]}@example.com",
        "password": PASSWORD, "role": "CLIENT"})
    answer.raise_for_status()
    body = answer.json()
    return body["token"], body["user"]["_id"]


def prepare(base: str, count: int) -> tuple[str, list[Listener]]:
    """A sender and `count` listeners, each with a conversation from the sender."""
    with httpx.Client(base_url=base, timeout=60) as http:
        sender, _ = _register(http, "Bench Sender")
        listeners = []
        for index in range(count):
            token, user_id = _register(http, f"Bench Listener {index}")
            answer = http.post("/api/conversations", json={"userId": user_id},
                               headers={"Authorization": f"Bearer {sender}"})
            answer.raise_for_status()
            listeners.append(Listener(token, answer.json()["conversation"]["_id"]))
    return sender, listeners


def _names() -> tuple[str, str, str, str]:
    """The hydrate event, the token's client-storage key, the watcher and its state's key."""
    from reflex.state import State

    from marketplace_app.state.auth import AuthState
    from marketplace_app.state.inbox import InboxState

    inbox = InboxState.get_full_name()
    return (f"{State.get_full_name()}.hydrate_and_load",
            f"{AuthState.get_full_name()}.auth_token_rx_state_", f"{inbox}.watch", inbox)


def _unread(message: str, inbox_key: str) -> int | None:
    """The unread-messages count a state update carries, if it carries one."""
    delta = json.loads(message)[1].get("delta", {})
    fields = delta.get(inbox_key) or {}
    return fields.get("messages_rx_state_")


async def listen(url: str, origin: str, listener: Listener, router_data: dict, namespace: str,
                 watching: list, arrivals: dict, release: asyncio.Event) -> None:
    """One member's page: hydrated with their token, its header watching; records when each
    unread count first arrives. It counts as watching once the watcher's first refresh came
    (the header's second update, after the hydrate's)."""
    hydrate, token_key, watch, inbox_key = _names()
    address = f"{url}/_event/?EIO=4&transport=websocket&token={uuid.uuid4()}"
    seen, updates = arrivals.setdefault(listener, {}), []
    async with websockets.connect(address, origin=origin, open_timeout=120, max_size=None,
                                  ping_interval=None) as ws:
        await ws.recv()  # Engine.IO open packet
        await ws.send("40" + namespace + json.dumps({"event": {
            "name": hydrate, "payload": {"vars": {token_key: listener.token}},
            "router_data": router_data}}))
        await ws.send("42" + namespace + json.dumps(["event", {
            "name": watch, "payload": {}, "router_data": router_data}]))
        reader = asyncio.create_task(_read(ws, namespace, inbox_key, seen, updates))
        try:
            while len(updates) < 2 and not reader.done():
                await asyncio.sleep(0.05)
            watching.append(1)
            await release.wait()
        finally:
            reader.cancel()


async def _read(ws, namespace: str, inbox_key: str, seen: dict, updates: list) -> None:
    while True:
        message = await ws.recv()
        if message == "2":
            await ws.send("3")
        elif message.startswith("42" + namespace):
            count = _unread(message[2 + len(namespace):], inbox_key)
            if count is not None:
                updates.append(count)
                seen.setdefault(count, time.perf_counter())


async def send_news(base: str, sender: str, listeners: list[Listener], rounds: int,
                    pause: float, sends: dict) -> None:
    """`rounds` messages to every listener, `pause` s apart, the sends spread evenly."""
    async with httpx.AsyncClient(base_url=base, timeout=60,
                                 headers={"Authorization": f"Bearer {sender}"}) as http:
        async def one(listener: Listener, delay: float) -> None:
            await asyncio.sleep(delay)
            for number in range(rounds):
                started = time.perf_counter()
                answer = await http.post(f"/api/conversations/{listener.conversation_id}"
                                         "/messages", json={"text": f"news {number + 1}"})
                if answer.status_code == 201:
                    sends.setdefault(listener, []).append(started)
                await asyncio.sleep(pause)
        await asyncio.gather(*(one(listener, pause * i / len(listeners))
                               for i, listener in enumerate(listeners)))


def figures(listeners: list[Listener], watching: int, sends: dict,
            arrivals: dict) -> NewsFigures:
    """Each message's delay: from its POST to the first update with the count it made."""
    result = NewsFigures(len(listeners), watching)
    for listener, started in sends.items():
        seen = arrivals.get(listener, {})
        for number, at in enumerate(started, start=1):
            result.sent += 1
            if number in seen:
                result.delays.append((seen[number] - at) * 1000)
    return result
