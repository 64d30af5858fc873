"""The production build served on a free port for browser journeys, and Chromium to drive it.

Run e2e tests one build at a time on shared machines:
`flock /tmp/reflex-build.lock .venv/bin/python -m pytest -m e2e`.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

from tests.conftest import free_port

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
READY_TIMEOUT = float(os.environ.get("E2E_READY_TIMEOUT", "600"))


def _server_env(data_dir: Path) -> dict[str, str]:
    tools = ROOT / "tools" / "node_modules" / ".bin"
    env = {**os.environ,
           "MARKETPLACE_DATA_DIR": str(data_dir),
           "REFLEX_DB_URL": f"sqlite:///{data_dir / 'marketplace.db'}",
           "REFLEX_TELEMETRY_ENABLED": "false", "REFLEX_CHECK_LATEST_VERSION": "false",
           "PATH": f"{tools}{os.pathsep}{Path(sys.executable).parent}{os.pathsep}"
                   f"{os.environ.get('PATH', '')}"}
    if "NPM_CONFIG_REGISTRY" not in env and shutil.which("npm"):
        registry = subprocess.run(["npm", "config", "get", "registry"], capture_output=True,
                                  text=True, check=False).stdout.strip()
        if registry:
            env["NPM_CONFIG_REGISTRY"] = registry
    return env


def _wait_for_ping(url: str, proc: subprocess.Popen, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with {proc.returncode} before answering")
        try:
            with urllib.request.urlopen(f"{url}/ping", timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"the server did not answer {url}/ping within {timeout:.0f} s")


@pytest.fixture(scope="session")
def prod_server():
    """Build and serve the production app on a throwaway database; yields its base URL."""
    data_dir = Path(tempfile.mkdtemp(prefix="marketplace-e2e-"))
    env = _server_env(data_dir)
    subprocess.run([sys.executable, "-m", "reflex", "db", "migrate"], cwd=ROOT, env=env,
                   check=True, capture_output=True)
    port = free_port()
    url = f"http://localhost:{port}"
    log = open(data_dir / "server.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen([sys.executable, "scripts/serve.py", "--port", str(port)],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        _wait_for_ping(url, proc, READY_TIMEOUT)
        yield url
    except RuntimeError as exc:
        log.flush()
        pytest.fail(f"{exc}\n{(data_dir / 'server.log').read_text()[-4000:]}")
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            proc.wait()
        log.close()
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright (never a downloaded browser)."""
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.skip(f"Chromium not found at {CHROMIUM} (run `make browser`)")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, prod_server):
    """A fresh browser context (no stored session) and page, 1280 px wide."""
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  base_url=prod_server)
    context.set_default_timeout(15_000)
    tab = context.new_page()
    yield tab
    context.close()
