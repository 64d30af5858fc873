"""Cold start of the kiosk launcher against the existing frontend build: seconds from starting
`python -m marketplace_app.launch.kiosk` to the first page answering, on a fresh data folder and
on a restart (the database already at head). Prints each run and the median."""

import argparse
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def session_cpu(session: int) -> float:
    """CPU seconds used so far by every process of a session (Linux /proc; 0 elsewhere)."""
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == session:  # fields after the name: state ppid pgrp session ...
            total += sum(int(f) for f in fields[11:15])  # utime stime cutime cstime
    return total / os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 0.0


def one_start(data_dir: Path, command: list[str]) -> tuple[float, float]:
    """(seconds until GET / answers 200, CPU seconds the launcher's processes used by then);
    the processes are stopped afterwards."""
    port = free_port()
    started = time.monotonic()
    proc = subprocess.Popen([*command, "--no-browser", "--port", str(port),
                             "--data-dir", str(data_dir)], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        while time.monotonic() - started < 120:
            if proc.poll() is not None:
                raise RuntimeError(f"the launcher exited with {proc.returncode}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as reply:
                    if reply.status == 200:
                        return time.monotonic() - started, session_cpu(proc.pid)
            except OSError:
                time.sleep(0.02)
        raise RuntimeError("no answer within 120 s")
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", help="a built bundle (dist/marketplace)")
    args = parser.parse_args()
    command = [args.binary] if args.binary else [sys.executable, "-m",
                                                 "marketplace_app.launch.kiosk"]
    fresh, restart = [], []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="kiosk-cold-") as folder:
            fresh.append(one_start(Path(folder) / "data", command))
            restart.append(one_start(Path(folder) / "data", command))
        print(f"fresh {fresh[-1][0]:.2f} s ({fresh[-1][1]:.2f} s CPU), "
              f"restart {restart[-1][0]:.2f} s ({restart[-1][1]:.2f} s CPU)", flush=True)
    median = lambda runs, i: statistics.median(r[i] for r in runs)  # noqa: E731
    print(f"median of {args.runs}: fresh data folder {median(fresh, 0):.2f} s "
          f"({median(fresh, 1):.2f} s CPU), restart {median(restart, 0):.2f} s "
          f"({median(restart, 1):.2f} s CPU)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
