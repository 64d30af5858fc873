"""Browser journeys against the production build: servers and Chromium."""

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.oidc_provider import oidc_provider  # noqa: F401  (fixture)

ROOT = Path(__file__).resolve().parents[2]
BUILD_LOCK = "/tmp/reflex-build.lock"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
AUTH_PORTS = range(3300, 3400)


def _free_port_in(ports: range) -> int:
    for port in ports:
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {ports.start}-{ports.stop - 1}")


def _reflex_env(data_dir: Path, extra: dict) -> dict:
    registry = subprocess.run(["npm", "config", "get", "registry"], capture_output=True,
                              text=True).stdout.strip()
    path = os.pathsep.join([str(ROOT / "tools" / "node_modules" / ".bin"),
                            str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    env = {**os.environ, "PATH": path, "REFLEX_TELEMETRY_ENABLED": "false",
           "REFLEX_CHECK_LATEST_VERSION": "false", "MARKETPLACE_DATA_DIR": str(data_dir),
           "REFLEX_DB_URL": f"sqlite:///{data_dir / 'marketplace.db'}", **extra}
    if registry:
        env["NPM_CONFIG_REGISTRY"] = registry
    return env


def _wait_for_ping(url: str, proc: subprocess.Popen, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/ping", timeout=2):
                return
        except OSError:
            time.sleep(1)
    raise RuntimeError(f"the server did not answer {url}/ping in {timeout:.0f} s")


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


@pytest.fixture(scope="session")
def auth_server(oidc_provider):  # noqa: F811
    """The production build, migrated in a temp folder, with Google pointed at the local
    OpenID provider. Built and served under the shared build lock."""
    data_dir = Path(tempfile.mkdtemp(prefix="marketplace-e2e-auth-"))
    env = _reflex_env(data_dir, {
        "MARKETPLACE_GOOGLE_CLIENT_ID": oidc_provider.client.client_id,
        "MARKETPLACE_GOOGLE_CLIENT_SECRET": oidc_provider.client.client_secret,
        "MARKETPLACE_GOOGLE_DISCOVERY_URL": oidc_provider.discovery_url,
    })
    subprocess.run([sys.executable, "-m", "reflex", "db", "migrate"], cwd=ROOT, env=env,
                   check=True, capture_output=True)
    port = _free_port_in(AUTH_PORTS)
    url = f"http://localhost:{port}"
    log = open(data_dir / "server.log", "w")  # noqa: SIM115 - closed at teardown
    proc = subprocess.Popen(["flock", BUILD_LOCK, sys.executable, "scripts/serve.py", "--port",
                             str(port)], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    try:
        _wait_for_ping(url, proc, timeout=900)
        yield SimpleNamespace(url=url, provider=oidc_provider, data_dir=data_dir)
    finally:
        _stop(proc)
        log.close()
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (run scripts/ensure-chromium.sh)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    """A fresh browser context (empty storage) and page."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(20_000)
    tab = context.new_page()
    yield tab
    context.close()
