"""Crash safety: SIGKILL the server at random moments during uploads and admire toggles
(SQLite), and cut PostgreSQL connections mid-transaction. After each trial every write the
server acknowledged is there, no media file is left without a row, counters match their
rows, and SQLite's integrity_check is ok. CI runs 50 trials; locally fewer (marked)."""

import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, text

from marketplace_app.services.media.media_pipeline import media_urls
from tests import media_samples as samples
from tests.conftest import free_port, scratch_postgres_database

ROOT = Path(__file__).resolve().parents[2]
IN_CI = os.environ.get("CI", "").lower() == "true"
TRIALS = 50 if IN_CI else 8  # local runs: a quick sample of the CI trials
PASSWORD = "crash-pass-1"


class Server:
    """The API in its own process on its own data folder."""

    def __init__(self, data_dir: Path, db_url: str | None = None):
        self.data_dir, self.port = data_dir, free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {**os.environ, "MARKETPLACE_DATA_DIR": str(data_dir),
                    "MARKETPLACE_MEDIA_SWEEP_GRACE_SECONDS": "0"}
        self.env.pop("REFLEX_DB_URL", None)
        if db_url:
            self.env["REFLEX_DB_URL"] = db_url
        self.proc = self.zygote = self.pid = None

    def start(self) -> None:
        """A fresh server process: forked from a process that has done only the imports,
        so a restart costs the start-up itself (tables, the media sweep, serving)."""
        if self.zygote is None:
            self.zygote = subprocess.Popen(
                [sys.executable, "-m", "tests.crash_server", str(self.port), "--zygote"],
                cwd=ROOT, env=self.env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL, text=True)
        self.zygote.stdin.write("start\n")
        self.zygote.stdin.flush()
        self.pid = int(self.zygote.stdout.readline())
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                # A real read warms the process (pool, caches) so trials measure writes.
                if httpx.get(f"{self.url}/api/Portfolio/all?limit=1", timeout=5).status_code:
                    return
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError("crash server did not start")

    def kill(self) -> None:
        """SIGKILL the server and wait until it is gone (its parent reaps it)."""
        os.kill(self.pid, signal.SIGKILL)
        while True:
            try:
                os.kill(self.pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.01)

    def stop(self) -> None:
        if self.pid is not None:
            try:
                os.kill(self.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        if self.zygote is not None:
            self.zygote.stdin.close()  # no more starts: the zygote leaves
            self.zygote.wait(timeout=60)


class Load:
    """An uploader and an admire toggler hammering the server; records what was acknowledged."""

    def __init__(self, url: str, owner: str, fan: str, target: str):
        self.url, self.owner, self.fan, self.target = url, owner, fan, target
        self.uploaded: list[str] = []
        self.refusals: list[tuple[int, str]] = []  # (status, message) of answers other than 2xx
        self.admired: bool | None = None  # last acknowledged state
        self.admire_in_flight = False
        self.stop = threading.Event()
        self.image = samples.jpeg()

    def _note(self, response) -> None:
        if response.status_code >= 300:
            try:
                message = response.json().get("message") or ""
            except ValueError:
                message = ""
            self.refusals.append((response.status_code, message))

    def _pause(self):
        """After a failed request keep going (a cut connection leaves the server up) until
        stopped; a killed server just fails again until the trial ends."""
        self.stop.wait(0.05)

    def _upload(self):
        with httpx.Client(base_url=self.url, timeout=20) as http:
            while not self.stop.is_set():
                try:
                    r = http.post("/api/Portfolio", headers={"Authorization": f"Bearer {self.owner}"},
                                  data={"title": "Crash work", "category": "Photography"},
                                  files=[("media", ("c.jpg", self.image, "image/jpeg"))])
                except httpx.HTTPError:
                    self._pause()
                    continue
                self._note(r)
                if r.status_code == 201:
                    self.uploaded.append(r.json()["portfolio"]["_id"])

    def _admire(self):
        with httpx.Client(base_url=self.url, timeout=20) as http:
            while not self.stop.is_set():
                self.admire_in_flight = True
                try:
                    r = http.post(f"/api/Portfolio/{self.target}/admire",
                                  headers={"Authorization": f"Bearer {self.fan}"})
                except httpx.HTTPError:
                    self._pause()
                    continue
                self._note(r)
                if r.status_code == 200:
                    self.admired = r.json()["admired"]
                    self.admire_in_flight = False

    def run(self):
        self.threads = [threading.Thread(target=t, daemon=True) for t in (self._upload,
                                                                          self._admire)]
        for thread in self.threads:
            thread.start()

    def join(self):
        self.stop.set()
        for thread in self.threads:
            thread.join(timeout=30)


def _setup(url: str) -> tuple[str, str, str]:
    with httpx.Client(base_url=url, timeout=30) as http:
        tokens = []
        for name, role in (("owner", "TALENT"), ("fan", "CLIENT")):
            r = http.post("/api/auth/register", json={
                "fullName": f"Crash {name}", "email": f"crash-{name}@example.com",
                "password": PASSWORD, "role": role})
            tokens.append(r.json()["token"])
        target = http.post("/api/Portfolio", headers={"Authorization": f"Bearer {tokens[0]}"},
                           data={"title": "Target", "category": "Photography"},
                           files=[("media", ("t.jpg", samples.jpeg(), "image/jpeg"))]
                           ).json()["portfolio"]["_id"]
    return tokens[0], tokens[1], target


def _check(engine, media_root: Path, load: Load, previous: bool | None) -> None:
    """Acknowledged writes present, no orphan or missing file, counters match rows."""
    with engine.connect() as conn:
        ids = {r[0] for r in conn.execute(text("SELECT id FROM portfolios"))}
        missing = [i for i in load.uploaded if i not in ids]
        assert missing == [], f"acknowledged uploads lost: {missing}"
        referenced = set()
        for (media,) in conn.execute(text("SELECT media FROM portfolios")):
            import json

            for entry in (json.loads(media) if isinstance(media, str) else media):
                referenced |= {url.removeprefix("/media/") for url in media_urls(entry)}
        on_disk = {str(p.relative_to(media_root)) for p in media_root.rglob("*") if p.is_file()}
        assert referenced - on_disk == set(), "rows point at missing files"
        assert on_disk - referenced == set(), "orphan files in the media folder"
        rows = conn.execute(text(
            "SELECT count(*) FROM interactions WHERE target_id = :t AND kind = 'admire'"),
            {"t": load.target}).scalar()
        counter = conn.execute(text("SELECT admire_count FROM portfolios WHERE id = :t"),
                               {"t": load.target}).scalar()
        assert rows == counter, f"admire_count {counter} but {rows} rows"
        acknowledged = load.admired if load.admired is not None else previous
        if acknowledged is not None:
            possible = {acknowledged, not acknowledged} if load.admire_in_flight \
                else {acknowledged}
            assert bool(rows) in possible, (rows, acknowledged, load.admire_in_flight)
    return bool(rows)


def test_sigkill_during_uploads_and_admires_loses_nothing():
    data_dir = Path(tempfile.mkdtemp(prefix="marketplace-crash-"))
    server = Server(data_dir)
    server.start()
    db_file = data_dir / "marketplace.db"
    engine = create_engine(f"sqlite:///{db_file}")
    rng = random.Random()
    try:
        owner, fan, target = _setup(server.url)
        state, acknowledged = None, 0
        for trial in range(TRIALS):
            load = Load(server.url, owner, fan, target)
            load.run()
            time.sleep(rng.uniform(0.1, 1.5))
            server.kill()
            load.join()
            with sqlite3.connect(db_file) as conn:
                assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            server.start()  # the start-up sweep removes files of unfinished uploads
            state = _check(engine, data_dir / "media", load, state)
            acknowledged += len(load.uploaded) + (load.admired is not None)
        print(f"\ncrash trials (SQLite, SIGKILL): {TRIALS}, acknowledged writes checked: "
              f"{acknowledged}")
    finally:
        engine.dispose()
        server.stop()


def test_postgres_connections_cut_mid_transaction_lose_nothing():
    with scratch_postgres_database("mkt_crash") as url:
        if url is None:
            pytest.skip("PostgreSQL is not answering on 127.0.0.1:5432")
        data_dir = Path(tempfile.mkdtemp(prefix="marketplace-crash-pg-"))
        server = Server(data_dir, url)
        server.start()
        engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://"),
                               isolation_level="AUTOCOMMIT")
        database = engine.url.database
        rng = random.Random()
        try:
            owner, fan, target = _setup(server.url)
            load = Load(server.url, owner, fan, target)
            load.run()
            cuts = 0
            for _ in range(TRIALS):
                time.sleep(rng.uniform(0.1, 0.6))
                with engine.connect() as conn:
                    cuts += conn.execute(text(
                        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                        "WHERE datname = :d AND pid <> pg_backend_pid()"), {"d": database}
                    ).scalar()
            load.join()
            _check(engine, data_dir / "media", load, None)
            # The load must outlive the cuts, or the rounds after the first test nothing.
            assert cuts >= TRIALS and len(load.uploaded) >= 5, (cuts, len(load.uploaded))
            # A request whose connection was cut says so: 503, a message and Retry-After.
            assert {(s, bool(m)) for s, m in load.refusals} <= {(503, True)}, set(load.refusals)
            print(f"\nPostgreSQL connection cuts: {cuts} over {TRIALS} rounds, "
                  f"acknowledged uploads checked: {len(load.uploaded)}")
        finally:
            engine.dispose()
            server.stop()
