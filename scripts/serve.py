"""Serve the production build on one port and print the URL once it answers."""

import argparse
import os
import signal
import subprocess
import sys
import time
import urllib.request


def wait_until_ready(url: str, proc: subprocess.Popen, timeout: float) -> bool:
    """Poll the backend's /ping until it answers, the process dies or time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(f"{url}/ping", timeout=2):
                return True
        except OSError:
            time.sleep(0.5)
    return False


def main() -> int:
    """Start `reflex run --env prod` and relay its exit."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", 3000)))
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()
    url = f"http://localhost:{args.port}"
    env = {**os.environ, "PORT": str(args.port), "REFLEX_API_URL": url}
    proc = subprocess.Popen(
        [sys.executable, "-m", "reflex", "run", "--env", "prod", "--single-port",
         "--frontend-port", str(args.port), "--backend-port", str(args.port),
         "--loglevel", "warning"], env=env)
    signal.signal(signal.SIGTERM, lambda *_: proc.terminate())
    try:
        if wait_until_ready(url, proc, args.timeout):
            print(f"\nThe marketplace is ready at {url}\n", flush=True)
        return proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        return proc.wait()


if __name__ == "__main__":
    sys.exit(main())
