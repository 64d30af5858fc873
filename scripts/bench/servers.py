"""Starting and stopping the servers a benchmark measures (production build under the shared
build lock, the bare granian baseline), and reading their memory."""

import fcntl
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD_LOCK = "/tmp/reflex-build.lock"
BENCH_REDIS = "redis://127.0.0.1:6379/4"  # the hosted mode's state, in a database of its own


def redis_answers() -> bool:
    """Whether a Redis server answers PING on 127.0.0.1:6379."""
    try:
        with socket.create_connection(("127.0.0.1", 6379), timeout=2) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def free_port() -> int:
    """A loopback port nobody listens on."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(url: str, proc: subprocess.Popen, timeout: float) -> None:
    """Poll until the URL answers; raise if the process dies or time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"{url} did not answer in {timeout:.0f} s")


def stop(proc: subprocess.Popen) -> None:
    """Stop a server started here and everything it started."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def tree_rss_mb(pid: int) -> float:
    """Resident memory of a process and its children, in MB (from /proc)."""
    total = 0
    for current in _tree(pid):
        try:
            with open(f"/proc/{current}/status") as status:
                total += next((int(line.split()[1]) for line in status
                               if line.startswith("VmRSS:")), 0)
        except OSError:
            continue
    return total / 1024


def _tree(pid: int) -> list[int]:
    """A process and its descendants (from /proc)."""
    found, pending = [], [pid]
    while pending:
        current = pending.pop()
        try:
            children = Path(f"/proc/{current}/task/{current}/children").read_text().split()
        except OSError:
            continue
        found.append(current)
        pending += [int(c) for c in children]
    return found


def tree_cpu_by_process(pid: int) -> dict[int, float]:
    """User and system CPU seconds so far of a process and of each living descendant."""
    found = {}
    for current in _tree(pid):
        try:
            fields = Path(f"/proc/{current}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        # utime, stime (fields 14 and 15 of stat)
        found[current] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return found


def open_sockets(pid: int) -> int:
    """How many sockets a process holds open (a worker's clients, and its few own)."""
    try:
        return sum(os.readlink(f"/proc/{pid}/fd/{fd}").startswith("socket:")
                   for fd in os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return 0


def _env(env_extra: dict, port: int) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MARKETPLACE_", "REFLEX_"))}
    env.update({"PORT": str(port), "REFLEX_TELEMETRY_ENABLED": "false",
                "REFLEX_CHECK_LATEST_VERSION": "false", **env_extra})
    env["PATH"] = f"{ROOT / 'tools/node_modules/.bin'}:{Path(sys.executable).parent}:" \
                  f"{env.get('PATH', '')}"
    return env


_built = False


@contextmanager
def production_server(env_extra: dict, log_path: Path, port: int | None = None,
                      take_lock: bool = True, root: Path | None = None):
    """`make run`'s server (scripts/serve.py) on a free loopback port: the production build is
    made once per benchmark run, then served for each database. The shared build lock is held
    only until the server answers (`take_lock=False`: the caller already holds it and the
    current build is served). `root` serves another checkout's Python code (it needs this
    tree's build in its .web). Yields (url, process)."""
    global _built
    port = port or free_port()
    env = _env(env_extra, port)
    url = f"http://localhost:{port}"
    with open(BUILD_LOCK, "w") as lock, open(log_path, "w") as log:
        if take_lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
        else:
            _built = True
        try:
            if not _built:
                subprocess.run([sys.executable, "scripts/serve.py", "--build-only"], cwd=ROOT,
                               env=env, stdout=log, stderr=subprocess.STDOUT, check=True)
                _built = True
            proc = subprocess.Popen([sys.executable, "scripts/serve.py", "--no-build",
                                     "--host", "127.0.0.1", "--port", str(port)],
                                    cwd=root or ROOT, env=env, stdout=log,
                                    stderr=subprocess.STDOUT, start_new_session=True)
            try:
                wait_for(f"{url}/ping", proc, 300)
            except BaseException:
                stop(proc)
                raise
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    try:
        yield url, proc
    finally:
        stop(proc)


BASELINE_COMMANDS = {
    "granian": ["-m", "granian", "--interface", "asgi", "--workers", "1",
                "--log-level", "warning"],
    "uvicorn": ["-m", "uvicorn", "--ws", "websockets-sansio", "--log-level", "warning",
                "--no-access-log"],
}


@contextmanager
def baseline_server(log_path: Path, server: str = "granian"):
    """The bare Starlette app under granian (or uvicorn), one worker like the product."""
    port = free_port()
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            [sys.executable, *BASELINE_COMMANDS[server], "--host", "127.0.0.1",
             "--port", str(port), "scripts.bench.baseline_app:app"],
            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for(f"{url}/api/hello", proc, 60)
        yield url, proc
    finally:
        stop(proc)
