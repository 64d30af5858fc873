"""Production servers (the path `make run` takes) on free ports, and headless Chromium.

The frontend build is same-origin (marketplace_app/launch/same_origin.py), so the session
builds it ONCE and every server started here serves that one build on its own port.
Set MARKETPLACE_E2E_PREBUILT=1 to reuse the build already in .web (while iterating).
"""

import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.conftest import free_port
from tests.oidc_provider import oidc_provider  # noqa: F401  (fixture)

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
PROXY_HOST = "market.example"  # the public name of the TLS proxy test; resolves to loopback
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 f"--host-resolver-rules=MAP {PROXY_HOST} 127.0.0.1"]


def server_env(data_dir: Path, port: int, extra: dict | None = None) -> dict:
    """Environment for a production server with its own data folder and SQLite file."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("MARKETPLACE_", "REFLEX_"))
           or k.startswith("MARKETPLACE_RATE_") or k == "MARKETPLACE_SERVER"}
    env.update({
        "MARKETPLACE_DATA_DIR": str(data_dir),
        "REFLEX_DB_URL": f"sqlite:///{data_dir / 'marketplace.db'}",
        "REFLEX_TELEMETRY_ENABLED": "false", "REFLEX_CHECK_LATEST_VERSION": "false",
        "PATH": f"{ROOT / 'tools/node_modules/.bin'}:{Path(sys.executable).parent}:"
                f"{os.environ.get('PATH', '')}",
        "PORT": str(port),
    })
    env.update(extra or {})
    return env


_build_lock = threading.Lock()
_built = False
_build_error: str | None = None


def ensure_production_build() -> None:
    """Build the production frontend once per test session (shared by every server)."""
    global _built, _build_error
    with _build_lock:
        if _build_error:  # fail every server fast instead of rebuilding per test
            raise RuntimeError(_build_error)
        if _built or os.environ.get("MARKETPLACE_E2E_PREBUILT") == "1":
            _built = True
            return
        env = server_env(Path(tempfile.mkdtemp(prefix="marketplace-build-")), 0)
        started = time.monotonic()
        result = subprocess.run([sys.executable, "scripts/serve.py", "--build-only"], cwd=ROOT,
                                env=env, capture_output=True, text=True)
        if result.returncode:
            _build_error = (f"production build failed: {result.stdout[-3000:]}"
                            f"{result.stderr[-3000:]}")
            raise RuntimeError(_build_error)
        print(f"\n[e2e] one production build for every server: "
              f"{time.monotonic() - started:.1f} s")
        _built = True


def store_token(page, token: str, base: str = "") -> None:
    """Keep a sign-in token as the sign-in dialog does (its session cookie too), set from a
    page no app script runs on: a Reflex page's first state sync could otherwise write its
    empty token back over it."""
    page.goto(f"{base}/robots.txt")
    page.evaluate("t => localStorage.setItem('authToken', t)", token)
    hand_over_session(page, token)


def hand_over_session(page, token: str) -> None:
    """Turn the token into the session cookie page GETs read, as signing in does."""
    status = page.evaluate("t => fetch('/api/session', {method: 'POST', headers: "
                           "{Authorization: 'Bearer ' + t}}).then(r => r.status)", token)
    assert status == 200, status


# An image's natural width once it settles: 0 if it failed, -1 if it had not loaded in 20 s (a
# lazy image taken out of the page before it loaded never fires load: an unbounded wait hangs).
LOADED_WIDTH = """img => img.complete ? img.naturalWidth : new Promise(r => {
  img.addEventListener('load', () => r(img.naturalWidth));
  img.addEventListener('error', () => r(0));
  setTimeout(() => r(-1), 20000);
})"""


def loaded_width(image) -> int:
    """The natural width of the image a locator finds, once it has loaded (see LOADED_WIDTH)."""
    image.scroll_into_view_if_needed()
    return image.evaluate(LOADED_WIDTH)


def wait_for_hydration(page, selector: str = "#site-header") -> None:
    """Wait until React has taken over the element: the landing pages start their JS only
    after the first paint, and a click before that is a click on plain HTML."""
    page.wait_for_function(
        "s => { const el = document.querySelector(s);"
        " return !!el && Object.keys(el).some(k => k.startsWith('__reactProps')); }",
        arg=selector, timeout=30_000)


def start_server(extra_env: dict | None = None, seed: bool = False, host: str = "0.0.0.0"):
    """Migrate a fresh database, then serve the shared build; returns (url, process, data)."""
    ensure_production_build()
    data_dir = Path(tempfile.mkdtemp(prefix="marketplace-e2e-"))
    port = free_port()
    env = server_env(data_dir, port, extra_env)
    subprocess.run([sys.executable, "-m", "reflex", "db", "migrate"], cwd=ROOT, env=env,
                   check=True, capture_output=True)
    if seed:
        subprocess.run([sys.executable, "-m", "marketplace_app.seed"], cwd=ROOT, env=env,
                       check=True, capture_output=True)
    log = open(data_dir / "server.log", "w")
    proc = subprocess.Popen([sys.executable, "scripts/serve.py", "--no-build", "--port", str(port),
                             "--host", host], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://localhost:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited: {(data_dir / 'server.log').read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/ping", timeout=2):
                break
        except OSError:
            time.sleep(1)
    else:
        raise RuntimeError("server did not answer in time")
    return url, proc, data_dir


def stop_server(proc) -> None:
    """Stop the server and everything it started."""
    import signal

    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        os.killpg(proc.pid, signal.SIGKILL)


@pytest.fixture(scope="session")
def live_server(oidc_provider):  # noqa: F811
    """One production server on a fresh, migrated database, with Google sign-in pointed at
    the local OpenID Connect provider."""
    url, proc, data_dir = start_server({
        "MARKETPLACE_GOOGLE_CLIENT_ID": oidc_provider.client.client_id,
        "MARKETPLACE_GOOGLE_CLIENT_SECRET": oidc_provider.client.client_secret,
        "MARKETPLACE_GOOGLE_DISCOVERY_URL": oidc_provider.discovery_url,
    })
    yield SimpleNamespace(url=url, provider=oidc_provider, data_dir=data_dir)
    stop_server(proc)


@pytest.fixture(scope="session")
def prod_server(live_server):
    """Base URL of the production server."""
    return live_server.url


@pytest.fixture(scope="session")
def auth_server(live_server):
    """The production server with its OpenID provider and data folder."""
    return live_server


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright."""
    from playwright.sync_api import sync_playwright

    if not os.path.exists(CHROMIUM):
        pytest.fail("Chromium is missing: run `bash scripts/ensure-test-tools.sh`")
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, prod_server):
    """A fresh browser context (no stored session) and page, 1280 px wide."""
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  base_url=prod_server)
    context.set_default_timeout(20_000)
    yield context.new_page()
    context.close()


@pytest.fixture(scope="session")
def seeded_server():
    """One production server on the demo marketplace (`python -m marketplace_app.seed`),
    shared by every journey that needs real content."""
    url, proc, data_dir = start_server(seed=True)
    yield SimpleNamespace(url=url, data_dir=data_dir)
    stop_server(proc)


@pytest.fixture
def demo_page(browser, seeded_server):
    """A fresh browser context on the demo marketplace, 1280 px wide."""
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  base_url=seeded_server.url)
    context.set_default_timeout(20_000)
    yield context.new_page()
    context.close()
