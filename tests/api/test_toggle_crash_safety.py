"""Kill -9 during group-committed toggles and shares (SQLite): many fans toggle one work and
share it and each other's profiles at once, the server is SIGKILLed mid-stream and started
again, and every answered write is in the database: each fan's last answered toggle state,
every answered share (a work's answered with its card, read in the same batch), and counters
equal to their rows."""

import os
import random
import sqlite3
import tempfile
import threading
import time
from pathlib import Path

import httpx
from sqlalchemy import create_engine, text

from tests import media_samples as samples
from tests.api.test_crash_safety import Server

IN_CI = os.environ.get("CI", "").lower() == "true"
TRIALS = 20 if IN_CI else 5
FANS = 12
ACTIONS = ("admire", "appreciate", "share")


class Fan(threading.Thread):
    """One signed-in client firing toggles and shares; remembers what was answered."""

    def __init__(self, url: str, token: str, target: str, profiles: list[str],
                 states: dict, shared: set, in_flight: set, seed: int):
        super().__init__(daemon=True)
        self.url, self.token, self.target, self.profiles = url, token, target, profiles
        self.states = states  # action -> last answered state (True/False) or None
        self.shared = shared  # ids of the profiles (and the work) whose share was answered
        self.in_flight = in_flight  # sent, not answered: either state may be stored
        self.answered = 0
        self.cards = []  # (id, shared, shareCount) of each answered share of the work
        self.stop = threading.Event()
        self.rng = random.Random(seed)

    def _fire(self, http: httpx.Client, action: str) -> None:
        if action == "share":
            left = [p for p in (self.target, *self.profiles) if p not in self.shared]
            if not left:
                return
            profile = self.rng.choice(left)
            self.in_flight.add(profile)
            kind = "Portfolio" if profile == self.target else "user"
            r = http.post(f"/api/{kind}/{profile}/share")
            if r.status_code in (200, 409):  # 409: a share sent before a kill was stored
                if r.status_code == 200 and kind == "Portfolio":
                    card = r.json()["portfolio"]
                    self.cards.append((card["_id"], card["shared"], card["shareCount"]))
                self.shared.add(profile)
                self.in_flight.discard(profile)
                self.answered += r.status_code == 200
            return
        self.in_flight.add(action)
        r = http.post(f"/api/Portfolio/{self.target}/{action}")
        if r.status_code == 200:
            self.states[action] = r.json()["admired" if action == "admire" else "appreciated"]
            self.in_flight.discard(action)
            self.answered += 1

    def run(self):
        with httpx.Client(base_url=self.url, timeout=20,
                          headers={"Authorization": f"Bearer {self.token}"}) as http:
            while not self.stop.is_set():
                try:
                    self._fire(http, self.rng.choice(ACTIONS))
                except httpx.HTTPError:
                    self.stop.wait(0.05)  # killed: fail again until the trial ends


def _setup(url: str) -> tuple[str, list[tuple[str, str]]]:
    """A work to toggle, and the fans (token, user id)."""
    with httpx.Client(base_url=url, timeout=30) as http:
        def register(name, role):
            body = http.post("/api/auth/register", json={
                "fullName": f"Toggle {name}", "email": f"toggle-{name}@example.com",
                "password": "toggle-pass-1", "role": role}).json()
            return body["token"], body["user"]["_id"]

        owner, _ = register("owner", "TALENT")
        target = http.post("/api/Portfolio", headers={"Authorization": f"Bearer {owner}"},
                           data={"title": "Target", "category": "Photography"},
                           files=[("media", ("t.jpg", samples.jpeg(), "image/jpeg"))]
                           ).json()["portfolio"]["_id"]
        return target, [register(f"fan{n}", "CLIENT") for n in range(FANS)]


def _check(engine, target: str, fans: list[Fan]) -> int:
    """Every answered write is stored; counters equal rows. Returns the writes checked."""
    checked = 0
    with engine.connect() as conn:
        for fan, (_token, fan_id) in fans:
            for action in ("admire", "appreciate"):
                stored = conn.execute(text(
                    "SELECT count(*) FROM interactions WHERE actor_id = :a AND target_id = :t "
                    "AND kind = :k"), {"a": fan_id, "t": target, "k": action}).scalar() == 1
                answered = fan.states[action]
                if answered is not None and action not in fan.in_flight:
                    assert stored == answered, (fan_id, action, stored, answered)
                    checked += 1
            for profile in fan.shared:
                assert conn.execute(text(
                    "SELECT count(*) FROM interactions WHERE actor_id = :a AND target_id = :t "
                    "AND kind = 'share'"), {"a": fan_id, "t": profile}).scalar() == 1
                checked += 1
            for card_id, shared, count in fan.cards:
                assert (card_id, shared) == (target, True) and count >= 1
        for column, kind in (("admire_count", "admire"), ("appreciate_count", "appreciate"),
                             ("share_count", "share")):
            counter = conn.execute(text(f"SELECT {column} FROM portfolios WHERE id = :t"),
                                   {"t": target}).scalar()
            rows = conn.execute(text("SELECT count(*) FROM interactions WHERE target_id = :t "
                                     "AND kind = :k"), {"t": target, "k": kind}).scalar()
            assert counter == rows, (kind, counter, rows)
        mismatched = conn.execute(text(
            "SELECT u.id FROM users u WHERE u.share_count <> (SELECT count(*) FROM interactions "
            "i WHERE i.target_id = u.id AND i.kind = 'share')")).all()
        assert mismatched == []
    return checked


def _until_answered(fans, count: int, seconds: float = 60) -> None:
    """Wait until the fans have had `count` writes answered in this trial."""
    deadline = time.monotonic() + seconds
    while sum(fan.answered for fan, _ in fans) < count:
        assert time.monotonic() < deadline, "the server answered too few writes to test"
        time.sleep(0.02)


def test_sigkill_during_group_committed_toggles_loses_no_answered_write():
    data_dir = Path(tempfile.mkdtemp(prefix="marketplace-toggle-crash-"))
    server = Server(data_dir)
    server.start()
    db_file = data_dir / "marketplace.db"
    engine = create_engine(f"sqlite:///{db_file}")
    rng = random.Random()
    try:
        target, accounts = _setup(server.url)
        profiles = [user_id for _token, user_id in accounts]
        memory = [({"admire": None, "appreciate": None}, set(), set()) for _ in accounts]
        checked = answered = cards = 0
        for trial in range(TRIALS):
            fans = [(Fan(server.url, token, target, [p for p in profiles if p != user_id],
                         *remembered, seed=trial * FANS + n), (token, user_id))
                    for n, ((token, user_id), remembered) in enumerate(zip(accounts, memory))]
            for fan, _ in fans:
                fan.start()
            # Killed once the load is being answered, at a random moment after: a fixed delay
            # on a loaded machine could kill a server that had answered almost nothing.
            _until_answered(fans, FANS)
            time.sleep(rng.uniform(0, 0.6))
            server.kill()
            for fan, _ in fans:
                fan.stop.set()
            for fan, _ in fans:
                fan.join(30)
            with sqlite3.connect(db_file) as conn:
                assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            server.start()
            checked += _check(engine, target, fans)
            answered += sum(fan.answered for fan, _ in fans)
            cards += sum(len(fan.cards) for fan, _ in fans)
        # The load must have been answered often between kills, or nothing was tested.
        assert answered >= TRIALS * FANS, answered
        print(f"\ntoggle crash trials (SQLite, SIGKILL): {TRIALS}, writes answered: {answered}, "
              f"stored states checked: {checked}, shares of the work answered with its card: "
              f"{cards}")
    finally:
        engine.dispose()
        server.stop()
