"""The offline kiosk: one program that prepares its data folder, serves the marketplace on one
port and opens it in a window of its own. `dist/marketplace/marketplace --help` lists the flags.
"""

import argparse
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import traceback
import urllib.request
import webbrowser
from pathlib import Path

from .addresses import lan_addresses
from .schema_check import at_head

APP_NAME = "Marketplace"
DEFAULT_PORT = 3000
DEMO_SNAPSHOT = "kiosk-demo"  # a seeded database and media folder made by `make bundle`
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome",
            "microsoft-edge", "microsoft-edge-stable", "msedge")
BROWSER_PATHS = (
    r"C:\Program Files\Google\Chrome\Application\chrome.exe",
    r"C:\Program Files (x86)\Google\Chrome\Application\chrome.exe",
    r"C:\Program Files (x86)\Microsoft\Edge\Application\msedge.exe",
    r"C:\Program Files\Microsoft\Edge\Application\msedge.exe",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
)


class KioskError(Exception):
    """A problem the studio owner can act on; printed without a traceback."""


def bundle_root() -> Path:
    """Where rxconfig.py, alembic and the built frontend lie (PyInstaller's folder when frozen)."""
    if getattr(sys, "frozen", False):
        return Path(sys._MEIPASS)  # noqa: SLF001 - PyInstaller's documented attribute
    return Path(__file__).resolve().parents[2]


def default_data_dir() -> Path:
    """The per-user data folder of this operating system."""
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData/Local")) / APP_NAME
    if sys.platform == "darwin":
        return Path.home() / "Library/Application Support" / APP_NAME
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local/share"
    return Path(base) / APP_NAME.lower()


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The launcher's flags."""
    parser = argparse.ArgumentParser(prog="marketplace", description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port to serve on (default {DEFAULT_PORT}; a free one if taken)")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help=f"database and media folder (default {default_data_dir()})")
    parser.add_argument("--no-browser", action="store_true", help="do not open a window")
    parser.add_argument("--kiosk", action="store_true", help="full-screen kiosk window")
    parser.add_argument("--lan", action="store_true",
                        help="listen on the local network too, so phones on the Wi-Fi can join")
    parser.add_argument("--no-demo", action="store_true",
                        help="start with an empty marketplace instead of the demo content")
    return parser.parse_args(argv)


def port_is_free(port: int, host: str) -> bool:
    """Whether nothing listens on host:port."""
    with socket.socket() as sock:
        try:
            sock.bind((host, port))
            return True
        except OSError:
            return False


def choose_port(wanted: int, host: str) -> int:
    """The wanted port, or a free one picked by the system when it is taken."""
    if port_is_free(wanted, host):
        return wanted
    with socket.socket() as sock:
        sock.bind((host, 0))
        port = sock.getsockname()[1]
    print(f"Port {wanted} is in use; using port {port} instead.", flush=True)
    return port


def prepare_data_dir(data_dir: Path, root: Path, demo: bool) -> str:
    """Create the folder; on first start copy the demo snapshot in (unless turned off)."""
    probe = data_dir / ".write-test"
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
        probe.write_text("ok")
        probe.unlink()
    except OSError as exc:
        raise KioskError(f"Cannot write to the data folder {data_dir}: {exc}") from None
    database = data_dir / "marketplace.db"
    if database.exists():
        return "existing"
    snapshot = root / DEMO_SNAPSHOT
    if demo and (snapshot / "marketplace.db").exists():
        shutil.copy2(snapshot / "marketplace.db", database)
        if (snapshot / "media").is_dir():
            shutil.copytree(snapshot / "media", data_dir / "media", dirs_exist_ok=True)
        return "demo"
    return "empty"


def kiosk_env(data_dir: Path, root: Path, port: int, lan_url: str | None) -> dict[str, str]:
    """Settings for the app inside the kiosk: own data, offline, prebuilt, one worker."""
    env = {
        "MARKETPLACE_DATA_DIR": str(data_dir),
        "REFLEX_DB_URL": f"sqlite:///{(data_dir / 'marketplace.db').as_posix()}",
        "MARKETPLACE_KIOSK": "true",
        "REFLEX_STATE_MANAGER_MODE": "memory",
        "REFLEX_WEB_WORKDIR": str(root / ".web"),
        "REFLEX_TELEMETRY_ENABLED": "false",
        "REFLEX_CHECK_LATEST_VERSION": "false",
        "GRANIAN_WORKERS": "1",
        "PORT": str(port),
    }
    if lan_url:
        env["MARKETPLACE_LAN_URL"] = lan_url
    return env


def migrate(data_dir: Path, root: Path) -> bool:
    """Create or upgrade the SQLite schema to the bundled migrations' head; False when it was
    already there (checked without loading Alembic)."""
    if at_head(data_dir / "marketplace.db", root / "alembic" / "versions"):
        return False
    from reflex import model

    model.migrate()
    return True


def find_browser() -> str | None:
    """Chromium, Chrome or Edge on this machine, or None."""
    for name in BROWSERS:
        if path := shutil.which(name):
            return path
    return next((p for p in BROWSER_PATHS if Path(p).exists()), None)


def open_window(url: str, data_dir: Path, kiosk: bool) -> None:
    """An app-mode window of Chromium/Chrome/Edge where present, else the default browser."""
    browser = find_browser()
    if browser is None:
        if not webbrowser.open(url):
            print(f"Could not open a browser: open {url} yourself.", flush=True)
        return
    args = [browser, f"--app={url}", f"--user-data-dir={data_dir / 'browser-profile'}",
            "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
            "--disable-component-update", "--disable-sync"]
    if kiosk:
        args.append("--kiosk")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--no-sandbox")  # Chromium refuses to run as root otherwise
    subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)


def announce_when_ready(local_url: str, lan_url: str | None, lan_address: str | None,
                        args: argparse.Namespace, started: float) -> None:
    """Wait for the first answer, print where to open the marketplace, open the window."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{local_url}/ping", timeout=2):
                break
        except OSError:
            time.sleep(0.1)
    else:
        print("The server did not answer within 2 minutes; see the messages above.",
              file=sys.stderr, flush=True)
        return
    print(f"\nThe marketplace is ready ({time.monotonic() - started:.1f} s):", flush=True)
    print(f"  On this computer: {local_url}", flush=True)
    if lan_url:
        print(f"  On your network:  {lan_url}  (the landing page shows it as a QR code)",
              flush=True)
    elif lan_address:
        print(f"  On your network:  http://{lan_address}:{args.port}  (start with --lan to "
              "let phones on your Wi-Fi open it)", flush=True)
    print("Press Ctrl+C to stop.\n", flush=True)
    if not args.no_browser:
        open_window(local_url, args.data_dir, args.kiosk)


def run(argv: list[str] | None = None) -> int:
    """Prepare, serve and open the marketplace; returns the exit code."""
    started = time.monotonic()
    args = parse_args(argv)
    root = bundle_root()
    args.data_dir = (args.data_dir or default_data_dir()).expanduser().resolve()
    host = "0.0.0.0" if args.lan else "127.0.0.1"
    args.port = choose_port(args.port, host)
    lans = lan_addresses()
    lan_url = f"http://{lans[0]}:{args.port}" if args.lan and lans else None
    if args.lan and not lans:
        print("No network address found: only this computer can open the marketplace.",
              flush=True)
    state = prepare_data_dir(args.data_dir, root, demo=not args.no_demo)
    os.environ.update(kiosk_env(args.data_dir, root, args.port, lan_url))
    os.chdir(root)
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    print(f"Data folder: {args.data_dir} ({state})", flush=True)
    migrate(args.data_dir, root)
    threading.Thread(target=announce_when_ready, daemon=True, args=(
        f"http://localhost:{args.port}", lan_url, lans[0] if lans else None, args,
        started)).start()
    from .server import serve_prebuilt

    serve_prebuilt(args.port, host)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point: every failure ends with a message and a non-zero exit code."""
    import multiprocessing

    multiprocessing.freeze_support()
    try:
        return run(argv)
    except KeyboardInterrupt:
        return 0
    except KioskError as exc:
        print(f"Error: {exc}", file=sys.stderr, flush=True)
        return 2
    except SystemExit as exc:
        if exc.code not in (0, None):
            print(f"Error: {exc.code}", file=sys.stderr, flush=True)
        raise
    except Exception:  # noqa: BLE001 - never fail silently: say what happened, then exit 1
        print("The marketplace could not start:", file=sys.stderr, flush=True)
        traceback.print_exc()
        return 1


if __name__ == "__main__":
    sys.exit(main())
