"""Before/after in one run: the production server from two (or more) source trees on one seeded
database, started together and measured in turn (signed-in one-client figures as `make bench`
takes them, and wrk on the signed-in first page), beside a bare Starlette baseline. Each tree
needs its frontend build (a symlinked .web is enough); an old commit's tree comes from
`git archive <commit> | tar -x -C DIR`.

    python -m scripts.bench.ab --data-dir DIR --db-url URL before=/tmp/old,after=. [--reps 2]

A tree may name its server: `granian=.@granian,uvicorn=.@uvicorn` (MARKETPLACE_SERVER); each
server named gets its own bare baseline beside it.
"""

import argparse
import contextlib
import fcntl
import json
import os
import subprocess
import sys
from pathlib import Path

from . import servers
from .__main__ import FEED, SEARCHES, _in_days, _third_page, _token, load_figures
from .http_load import ColdBurst, one_client, wrk


def start_all(trees: dict, data_dir: str, db_url: str, logs: Path) -> dict:
    """One server per tree (the caller holds the build lock); {label: (url, proc)}."""
    started = {}
    try:
        for label, (root, server) in trees.items():
            port = servers.free_port()
            env = servers._env({"MARKETPLACE_DATA_DIR": data_dir, "REFLEX_DB_URL": db_url,
                                "MARKETPLACE_SERVER": server}, port)
            with open(logs / f"ab-server-{label}.log", "w") as log:  # the child keeps it
                proc = subprocess.Popen(
                    [sys.executable, "-m", "marketplace_app.launch.server", "--port",
                     str(port), "--host", "127.0.0.1"], cwd=root, env=env, stdout=log,
                    stderr=subprocess.STDOUT, start_new_session=True)
            started[label] = (f"http://127.0.0.1:{port}", proc)
        for url, proc in started.values():
            servers.wait_for(f"{url}/ping", proc, 300)
    except BaseException:
        for _url, proc in started.values():
            servers.stop(proc)
        raise
    return started


def measure(base: str, rounds: int) -> dict:
    """p50/p95 ms per request kind (signed in); wrk's req/s, p50, p99 for the first page and a
    filtered page, anonymous and signed in; a cold burst of 50 connections."""
    signed_in = {"Authorization": f"Bearer {_token(base)}"}
    kinds = {"first page": [(FEED, {})],
             "category + city": [(FEED, {"category": "Photography", "location": "Mumbai"})],
             "experience + city": [(FEED, {"experience": "Professional", "location": "Pune"})],
             "city + dates": [(FEED, {"location": "Jaipur", "availableFrom": _in_days(5),
                                      "availableTo": _in_days(9)})],
             "page 3 by cursor": [(FEED, {"cursor": _third_page(base)})],
             "fuzzy search (12 queries)": [(FEED, {"search": q}) for q in SEARCHES]}
    figures = {}
    for name, requests in kinds.items():
        latency = one_client(base, requests, max(3, rounds // len(requests)), signed_in)
        figures[name] = [round(latency.p50, 1), round(latency.p95, 1)]
    for name, load in load_figures(base, signed_in).items():
        if isinstance(load, ColdBurst):
            figures[name] = {"computed": load.computed, "requests": load.requests,
                             "p50": round(load.p50, 1), "p99": round(load.p99, 1),
                             "errors": load.errors}
        elif load is not None:
            figures[f"wrk {name}"] = [round(load.rps), round(load.p50, 1), round(load.p99, 1)]
    return figures


def main(argv=None) -> int:
    """Measure every tree `reps` times, interleaved; print JSON lines."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trees", help="label=path,label=path")
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--db-url", required=True)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--reps", type=int, default=2)
    args = parser.parse_args(argv)
    trees = {label: tuple((spec + "@granian").split("@")[:2])
             for label, spec in (pair.split("=", 1) for pair in args.trees.split(","))}
    server_names = sorted({server for _root, server in trees.values()})
    logs = Path(args.data_dir)
    # The whole run holds the shared build lock: no build or browser test runs meanwhile.
    with open(servers.BUILD_LOCK, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        print(json.dumps({"load at start": round(os.getloadavg()[0], 1)}), flush=True)
        with contextlib.ExitStack() as stack:
            baselines = {name: stack.enter_context(servers.baseline_server(
                logs / f"ab-baseline-{name}.log", name))[0] for name in server_names}
            running = start_all(trees, args.data_dir, args.db_url, logs)
            try:
                for _ in range(args.reps):
                    for name, baseline in baselines.items():
                        load = wrk(f"{baseline}/api/hello")
                        if load is None:
                            continue
                        # Beside every pass: the machine's load moves.
                        label = "baseline wrk" + ("" if name == "granian" else f" ({name})")
                        print(json.dumps({label: [round(load.rps), round(load.p50, 1),
                                                  round(load.p99, 1)],
                                          "load": round(os.getloadavg()[0], 1)}), flush=True)
                    for label in trees:
                        figures = measure(running[label][0], args.rounds)
                        figures["load"] = round(os.getloadavg()[0], 1)
                        print(json.dumps({label: figures}), flush=True)
            finally:
                for _url, proc in running.values():
                    servers.stop(proc)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
