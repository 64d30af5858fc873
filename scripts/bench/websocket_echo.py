"""Server memory per open websocket with no app logic: a bare ASGI echo app under each server
the launcher can run (granian, uvicorn with `websockets`, `wsproto` or `websockets-sansio`, the
launcher's), N sockets held open.

Alone: `flock /tmp/reflex-build.lock .venv/bin/python -m scripts.bench.websocket_echo
--sockets 1000 --port 4600` prints one line per server, measured in the same run."""

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import websockets

from .servers import ROOT, stop, tree_rss_mb, wait_for

SERVERS = {
    "granian": ["-m", "granian", "--interface", "asgi", "--workers", "1",
                "--log-level", "warning"],
    "granian-http1-buffer-64k": ["-m", "granian", "--interface", "asgi", "--workers", "1",
                                 "--log-level", "warning", "--http1-buffer-size", "65536"],
    "uvicorn-websockets": ["-m", "uvicorn", "--ws", "websockets", "--log-level", "warning",
                           "--no-access-log"],
    "uvicorn-wsproto": ["-m", "uvicorn", "--ws", "wsproto", "--log-level", "warning",
                        "--no-access-log"],
    "uvicorn-websockets-sansio": ["-m", "uvicorn", "--ws", "websockets-sansio", "--log-level",
                                  "warning", "--no-access-log"],  # the launcher's
}


async def app(scope, receive, send):
    """Echo every websocket message back; answer plain HTTP with 200 (the readiness probe)."""
    if scope["type"] == "lifespan":
        while (await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
    elif scope["type"] == "http":
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})
    else:
        await receive()  # websocket.connect
        await send({"type": "websocket.accept"})
        while (message := await receive())["type"] == "websocket.receive":
            await send({"type": "websocket.send", "text": message.get("text") or ""})


def _command(server: str, port: int) -> list[str]:
    host = ["--host", "127.0.0.1", "--port", str(port)]
    return [sys.executable, *SERVERS[server], *host, "scripts.bench.websocket_echo:app"]


async def _hold(url: str, sockets: int, message: str) -> tuple[list, int]:
    opened = []
    for start in range(0, sockets, 50):  # 50 at a time: no accept-queue overflow
        batch = await asyncio.gather(*(websockets.connect(url, ping_interval=None,
                                                          open_timeout=60)
                                       for _ in range(start, min(start + 50, sockets))))
        opened += batch
    for ws in opened:
        await ws.send(message)
    echoed = sum([await ws.recv() == message for ws in opened])
    return opened, echoed


async def _measure(url: str, pid: int, sockets: int) -> tuple[float, float, int]:
    await asyncio.sleep(1)
    before = tree_rss_mb(pid)
    opened, echoed = await _hold(url, sockets, "x" * 200)  # about a Reflex event's size
    await asyncio.sleep(2)
    after = tree_rss_mb(pid)
    await asyncio.gather(*(ws.close() for ws in opened))
    return before, after, echoed


def measure(server: str, port: int, sockets: int, env_extra: dict | None = None) -> str:
    """One server's line: RSS before/after `sockets` open echo websockets."""
    env = {**os.environ, **(env_extra or {})}
    log = Path(tempfile.mkdtemp(prefix="bench-echo-")) / "server.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(_command(server, port), cwd=ROOT, env=env, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)
    try:
        wait_for(f"http://127.0.0.1:{port}/", proc, 60)
        before, after, echoed = asyncio.run(_measure(f"ws://127.0.0.1:{port}/", proc.pid,
                                                     sockets))
    finally:
        stop(proc)
        time.sleep(1)
    label = server + "".join(f" {k}={v}" for k, v in (env_extra or {}).items())
    return (f"{label}: {echoed}/{sockets} echoed, RSS {before:.1f} -> {after:.1f} MB, "
            f"{(after - before) * 1024 / max(echoed, 1):.0f} KB/socket")


def main() -> None:
    """Measure each server in turn, same run."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sockets", type=int, default=1000)
    parser.add_argument("--port", type=int, default=4600)
    parser.add_argument("--servers", default=",".join(SERVERS))
    parser.add_argument("--malloc", action="store_true",
                        help="also granian with MALLOC_ARENA_MAX=2 and with jemalloc")
    args = parser.parse_args()
    runs = [(name, {}) for name in args.servers.split(",")]
    if args.malloc:
        runs += [("granian", {"MALLOC_ARENA_MAX": "2"}),
                 ("granian", {"LD_PRELOAD": "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"})]
    for name, env in runs:
        print(measure(name, args.port, args.sockets, env), flush=True)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
