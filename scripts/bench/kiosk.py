"""The kiosk bundle (issue 33): the one file's size, its first start (unpacking included) and
later starts to /ping, a start right after a kill -9, and a bare granian app's start in the
same run as the baseline. All under the shared build lock.

`python -m scripts.bench.kiosk` measures only this and rewrites its section of BENCHMARKS.md;
`make bench` includes it."""

import argparse
import fcntl
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from .servers import BUILD_LOCK, ROOT, _env, free_port, stop

BUNDLE = ROOT / "dist" / "marketplace"
HEADING = "## Kiosk bundle: one file, start times"
GOALS = "Goals: one file ≤ 150 MB; first start ≤ 10 s with unpacking; later starts ≤ 3 s."


def _pinged(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1):
            return True
    except OSError:
        return False


def _start(command: list[str], url: str, env: dict, log: Path) -> tuple[float, subprocess.Popen]:
    """Seconds from exec to the first answer from url, and the running process."""
    started = time.monotonic()
    proc = subprocess.Popen(command, env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT,
                            start_new_session=True)
    while not _pinged(url):
        if proc.poll() is not None or time.monotonic() - started > 120:
            stop(proc)
            raise RuntimeError(f"{command[0]} did not start: {log.read_text()[-2000:]}")
        time.sleep(0.02)
    return time.monotonic() - started, proc


def _says_port(log: Path, port: int) -> bool:
    """Whether the kiosk's status lines name this port (printed just after its first /ping)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if found := re.search(r"On this computer: http://localhost:(\d+)", log.read_text()):
            return int(found.group(1)) == port
        time.sleep(0.05)
    return False


def build() -> float:
    """`make bundle` (frontend, demo snapshot, PyInstaller, one file); seconds."""
    started = time.monotonic()
    subprocess.run([sys.executable, "scripts/build_bundle.py"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, env=_env({}, 0))
    return time.monotonic() - started


def measure(runs: int = 5, rebuild: bool = True) -> dict:
    """Every figure of the section, measured under the build lock."""
    work = Path(tempfile.mkdtemp(prefix="bench-kiosk-"))
    port = free_port()
    url = f"http://localhost:{port}/ping"
    env = {**_env({}, port), "MARKETPLACE_CACHE_DIR": str(work / "cache")}
    kiosk = [str(BUNDLE), "--no-browser", "--port", str(port), "--data-dir", str(work / "data")]
    with open(BUILD_LOCK, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            built = build() if rebuild or not BUNDLE.is_file() else None
            first, proc = _start(kiosk, url, env, work / "first.log")
            stop(proc)
            later = []
            for n in range(runs):
                seconds, proc = _start(kiosk, url, env, work / f"later-{n}.log")
                later.append(seconds)
                stop(proc)
            _, proc = _start(kiosk, url, env, work / "before-kill.log")
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
            after_kill, proc = _start(kiosk, url, env, work / "after-kill.log")
            same_port = _says_port(work / "after-kill.log", port)
            stop(proc)
            baseline = []
            for n in range(runs):
                base_port = free_port()
                seconds, proc = _start(
                    [sys.executable, "-m", "granian", "--interface", "asgi", "--host",
                     "127.0.0.1", "--port", str(base_port), "--workers", "1",
                     "--log-level", "warning", "scripts.bench.baseline_app:app"],
                    f"http://127.0.0.1:{base_port}/api/hello",
                    {**os.environ, "PYTHONPATH": str(ROOT)},
                    work / f"baseline-{n}.log")
                baseline.append(seconds)
                stop(proc)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    unpacked = "Unpacking" in (work / "first.log").read_text()
    shutil.rmtree(work, ignore_errors=True)  # the unpacked folder, ~250 MB
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    return {"when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "commit": commit,
            "size_mb": BUNDLE.stat().st_size / 2**20, "built_s": built, "first_s": first,
            "unpacked": unpacked, "later_s": later, "after_kill_s": after_kill,
            "same_port": same_port, "baseline_s": baseline,
            "load": os.getloadavg()[0]}


def section(figures) -> list[str]:
    """The BENCHMARKS.md section."""
    lines = ["", HEADING, ""]
    if not isinstance(figures, dict):
        return lines + [f"Not measured: {figures}"]
    later, baseline = figures["later_s"], figures["baseline_s"]
    later_median, base_median = statistics.median(later), statistics.median(baseline)
    built = (f"built by `make bundle` in {figures['built_s']:.0f} s"
             if figures["built_s"] else "the bundle already in dist/")
    return lines + [
        f"{figures['when']}, commit {figures['commit']}: "
        f"`dist/marketplace` with the demo snapshot ({built}); seconds from exec to the first "
        f"`/ping` answer, 2 CPUs, load average {figures['load']:.1f} at the end. {GOALS}", "",
        "| measure | value | × baseline |", "|---|---|---|",
        f"| one file | {figures['size_mb']:.0f} MB | |",
        f"| first start, fresh cache and data folder"
        f"{' (unpacks the folder)' if figures['unpacked'] else ''} | "
        f"{figures['first_s']:.1f} s | {figures['first_s'] / base_median:.1f}× |",
        f"| later start, median of {len(later)} (max) | {later_median:.1f} s "
        f"({max(later):.1f}) | {later_median / base_median:.1f}× |",
        f"| start right after a kill -9 | {figures['after_kill_s']:.1f} s, "
        f"{'same port' if figures['same_port'] else 'MOVED to another port'} | "
        f"{figures['after_kill_s'] / base_median:.1f}× |",
        f"| *baseline: bare Starlette on granian, median of {len(baseline)}* | "
        f"{base_median:.1f} s | 1.0× |",
        "", "Run it alone: `python -m scripts.bench.kiosk` (rewrites this section).",
    ]


def replace_section(text: str, new: list[str]) -> str:
    """BENCHMARKS.md with this section replaced (or added at the end)."""
    body = "\n".join(new[1:]) + "\n"
    start = text.find(HEADING)
    if start < 0:
        return text.rstrip("\n") + "\n\n" + body
    end = text.find("\n## ", start + len(HEADING))
    return text[:start] + body + (text[end + 1:] if end >= 0 else "")


def main(argv=None) -> int:
    """Measure the kiosk alone and rewrite its section of BENCHMARKS.md."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--reuse", action="store_true",
                        help="measure the bundle already in dist/ instead of building it")
    parser.add_argument("--output", default=str(ROOT / "BENCHMARKS.md"))
    args = parser.parse_args(argv)
    lines = section(measure(args.runs, rebuild=not args.reuse))
    print("\n".join(lines))
    output = Path(args.output)
    output.write_text(replace_section(output.read_text() if output.exists() else "", lines))
    print(f"written to {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
