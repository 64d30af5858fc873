"""Interaction toggles per second through the REST API: 50 signed-in clients, each wrk request
from one of them, admiring, appreciating (toggles) or sharing (once per client and work)
portfolios, then a check that every touched counter equals its rows.

Alone (beside a same-run bare Starlette baseline, at 100,000 portfolios on SQLite and
PostgreSQL; `--before DIR` also serves an older checkout of the code, with this tree's frontend
build, on the same databases):
    BENCH_DIR=/tmp/bench-x python -m scripts.bench.admire [--before DIR] [--workers 1,2]
"""

import argparse
import fcntl
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import httpx
from sqlalchemy import bindparam, create_engine, text

from .http_load import Throughput, wrk

CLIENTS = 50
SECONDS = 8
SETTLE_SECONDS = 3
ID_PAGES = 20  # 2,000 portfolios: shares need many (client, work) pairs
REGISTER_LIMIT = {"MARKETPLACE_RATE_REGISTER_IP": "100000/hour"}  # 50 sign-ups from one address

LUA = """
local tokens = {%s}
local ids = {%s}
local actions = {"admire", "appreciate", "share"}
local shares, threads = 0, 0
offset = 0  -- a global: setup() sets it per thread
function setup(thread)
  thread:set("offset", threads * 7919)
  threads = threads + 1
end
request = function()
  local action = actions[math.random(3)]
  local token, id
  if action == "share" then
    -- each (client, work) pair once per thread: a share is recorded once
    shares = shares + 1
    local n = shares + offset
    token = tokens[n %% #tokens + 1]
    id = ids[math.floor(n / #tokens) %% #ids + 1]
  else
    token = tokens[math.random(#tokens)]
    id = ids[math.random(100)]
  end
  return wrk.format("POST", "/api/Portfolio/" .. id .. "/" .. action,
                    {["Authorization"] = "Bearer " .. token}, "")
end
"""


@dataclass(frozen=True)
class Toggles:
    """wrk's figures, and whether every counter moved exactly as its rows did."""

    wrk: Throughput | None
    exact: bool
    checked: int


def _clients(http: httpx.Client) -> list[str]:
    tokens = []
    for index in range(CLIENTS):
        account = http.post("/api/auth/register", json={
            "fullName": f"Bench Client {index}",
            "email": f"bench-{uuid.uuid4().hex[:10]}@example.com",
            "password": "bench-password-1", "role": "CLIENT"})
        account.raise_for_status()
        tokens.append(account.json()["token"])
    return tokens


def _portfolio_ids(http: httpx.Client) -> list[str]:
    ids, cursor = [], None
    for _ in range(ID_PAGES):
        page = http.get("/api/Portfolio/all",
                        params={"limit": 100, **({"cursor": cursor} if cursor else {})}).json()
        ids += [p["_id"] for p in page["portfolios"]]
        cursor = page.get("nextCursor")
        if not cursor:
            break
    return ids


def counter_gaps(db_url: str, ids: list[str]) -> dict:
    """For each work and kind, its counter minus its rows, read in one statement (one snapshot;
    the bulk seed sets counters without rows, so the check is that a run leaves every gap as
    it was)."""
    url = db_url.replace("postgresql://", "postgresql+psycopg://", 1)
    engine = create_engine(url)
    columns = ", ".join(
        f"p.{kind}_count - (SELECT count(*) FROM interactions i WHERE i.target_kind = "
        f"'portfolio' AND i.target_id = p.id AND i.kind = '{kind}')"
        for kind in ("admire", "appreciate", "share"))
    try:
        with engine.connect() as conn:
            return {row[0]: tuple(row[1:]) for row in conn.execute(text(
                f"SELECT p.id, {columns} FROM portfolios p WHERE p.id IN :ids").bindparams(
                bindparam("ids", expanding=True)), {"ids": ids})}
    finally:
        engine.dispose()


def admire_toggles(base: str, folder: Path, seconds: int = SECONDS,
                   db_url: str | None = None) -> Toggles:
    """Sign up 50 clients, toggle for `seconds` with 50 connections, check the counters."""
    with httpx.Client(base_url=base, timeout=60) as http:
        tokens = _clients(http)
        ids = _portfolio_ids(http)
    script = folder / "admire.lua"
    script.write_text(LUA % (", ".join(f'"{t}"' for t in tokens),
                             ", ".join(f'"{i}"' for i in ids)))
    before = counter_gaps(db_url, ids) if db_url else {}
    figures = wrk(f"{base}/api/Portfolio/all", seconds=seconds, connections=CLIENTS,
                  script=script)
    time.sleep(SETTLE_SECONDS)  # requests wrk gave up on may still be committing
    after = counter_gaps(db_url, ids) if db_url else {}
    return Toggles(figures, before == after, len(ids))


def _row(label: str, toggles: Toggles, baseline: float | None) -> str:
    figures = toggles.wrk
    if figures is None:
        return f"| {label} | wrk not installed | | | | | |"
    ratio = f"{figures.rps / baseline:.2f}×" if baseline else "—"
    exact = f"yes ({toggles.checked} works)" if toggles.exact else "NO"
    return (f"| {label} | {figures.rps:,.0f} | {ratio} | {figures.p50:.1f} | {figures.p99:.1f} "
            f"| {figures.errors} | {exact} |")


def main() -> None:
    """Baseline, then each database with each code tree and worker count; prints a table."""
    from . import databases, servers

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, help="an older checkout to serve as 'before'")
    parser.add_argument("--workers", default="1", help="granian worker counts, e.g. 1,2")
    parser.add_argument("--seconds", type=int, default=SECONDS)
    parser.add_argument("--size", type=int, default=100_000)
    args = parser.parse_args()
    servers._built = (servers.ROOT / ".web").exists()  # reuse this tree's build
    # The whole run holds the shared lock (no build beside the measurement); the servers'
    # own start-up locking then uses a private file.
    lock = open(servers.BUILD_LOCK, "w")  # noqa: SIM115 - held until the process ends
    fcntl.flock(lock, fcntl.LOCK_EX)
    servers.BUILD_LOCK = str(databases.BENCH_DIR / "admire-start.lock")
    dbs = [databases.sqlite_database(args.size)]
    dbs += [pg for pg in [databases.postgres_database(args.size)] if pg]
    with servers.baseline_server(databases.BENCH_DIR / "baseline.log") as (base, _proc):
        baseline = wrk(f"{base}/api/hello", seconds=args.seconds)
    rows = [f"| *baseline: bare Starlette on granian* | {baseline.rps:,.0f} | 1.00× | "
            f"{baseline.p50:.1f} | {baseline.p99:.1f} | {baseline.errors} | |"]
    trees = ([("before", args.before.resolve())] if args.before else []) + [("after", None)]
    for db in dbs:
        for name, root in trees:
            for workers in [int(w) for w in args.workers.split(",")]:
                if name == "before" and workers != 1:
                    continue
                label = f"{db.label}, {name}, {workers} worker{'s' * (workers > 1)}"
                print(f"{label} ...", flush=True)
                env = {**db.env, **REGISTER_LIMIT, "GRANIAN_WORKERS": str(workers)}
                log = databases.BENCH_DIR / f"server-toggles-{db.backend}-{name}-{workers}.log"
                with servers.production_server(env, log, root=root) as (url, _proc):
                    toggles = admire_toggles(url, databases.BENCH_DIR, args.seconds,
                                             db.env["REFLEX_DB_URL"])
                rows.append(_row(label, toggles, baseline.rps))
                print(rows[-1], f"load average {os.getloadavg()[0]:.1f}", flush=True)
    print("\n| run | toggles/s | × baseline | p50 ms | p99 ms | errors | counters = rows |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    print(f"\nload average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
