"""Build the production frontend (unless --no-build), serve it on one port, print the URLs."""

import argparse
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from marketplace_app.launch.addresses import lan_addresses  # noqa: E402
from marketplace_app.launch.server import ROOT, build_frontend, reflex_env  # noqa: E402


def wait_until_ready(url: str, proc: subprocess.Popen, timeout: float) -> bool:
    """Poll the backend's /ping until it answers, the process dies or time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(f"{url}/ping", timeout=2):
                return True
        except OSError:
            time.sleep(0.3)
    return False


def main() -> int:
    """Build, then serve the build in a child process and relay its exit."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", 3000)))
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on")
    parser.add_argument("--no-build", action="store_true", help="serve the existing build")
    parser.add_argument("--build-only", action="store_true", help="build, then exit")
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()
    if not args.no_build:
        build_frontend()
    if args.build_only:
        return 0
    proc = subprocess.Popen(
        [sys.executable, "-m", "marketplace_app.launch.server", "--port", str(args.port),
         "--host", args.host], cwd=ROOT, env=reflex_env({"PORT": str(args.port)}))
    signal.signal(signal.SIGTERM, lambda *_: proc.terminate())
    local = f"http://localhost:{args.port}"
    try:
        if wait_until_ready(f"http://127.0.0.1:{args.port}", proc, args.timeout):
            print(f"\nThe marketplace is ready at {local}", flush=True)
            if args.host in ("0.0.0.0", "::"):
                for address in lan_addresses():
                    print(f"On your network: http://{address}:{args.port}", flush=True)
            print(flush=True)
        return proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        return proc.wait()


if __name__ == "__main__":
    sys.exit(main())
