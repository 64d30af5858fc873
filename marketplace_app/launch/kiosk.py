"""The offline kiosk: one program that prepares its data folder, serves the marketplace on one
port and opens it in a window of its own. `dist/marketplace/marketplace --help` lists the flags.
"""

import argparse
import os
import shutil
import subprocess
import sys
import threading
import time
import traceback
import webbrowser
from pathlib import Path

from . import instance
from .addresses import lan_addresses
from .backup import BackupError, backup, backup_before_upgrade, restore
from .ports import choose_port
from .schema_check import at_head, current_revisions

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
                        help="listen on the local network too (HTTPS with this computer's own "
                             "certificate), so phones on the Wi-Fi can join")
    parser.add_argument("--lan-http", action="store_true",
                        help="with --lan: plain, unencrypted HTTP instead (not recommended)")
    parser.add_argument("--idle-minutes", type=float, default=None,
                        help="sign a browser out after this many idle minutes (default 5)")
    parser.add_argument("--no-demo", action="store_true",
                        help="start with an empty marketplace instead of the demo content")
    parser.add_argument("--backup", type=Path, metavar="FILE",
                        help="save the database and media to FILE (also while running)")
    parser.add_argument("--restore", type=Path, metavar="FILE",
                        help="replace the data with a backup FILE (stop the marketplace first)")
    return parser.parse_args(argv)


def lan_scheme(args: argparse.Namespace) -> str:
    """https on the LAN; plain http only on this computer, or when asked for (with a warning)."""
    if not args.lan:
        return "http"
    if args.lan_http:
        print("Warning: --lan-http serves the marketplace unencrypted. Anyone on this Wi-Fi "
              "can read the passwords and pages sent to and from the phones.", flush=True)
        return "http"
    return "https"


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
    """Settings for the app inside the kiosk: own data, offline, prebuilt, one worker, kiosk
    mode (no recent accounts, idle sign-out)."""
    env = {
        "MARKETPLACE_DATA_DIR": str(data_dir),
        "REFLEX_DB_URL": f"sqlite:///{(data_dir / 'marketplace.db').as_posix()}",
        "MARKETPLACE_KIOSK": "true",
        "MARKETPLACE_KIOSK_MODE": "true",
        "REFLEX_STATE_MANAGER_MODE": "memory",
        "REFLEX_WEB_WORKDIR": str(root / ".web"),
        "REFLEX_TELEMETRY_ENABLED": "false",
        "REFLEX_CHECK_LATEST_VERSION": "false",
        "GRANIAN_WORKERS": "1",
        # The bundle serves HTTPS on the studio's LAN under granian, as it always has; a
        # studio's few clients do not need uvicorn's smaller websockets.
        "MARKETPLACE_SERVER": "granian",
        "PORT": str(port),
    }
    if lan_url:
        env["MARKETPLACE_LAN_URL"] = lan_url
    return env


def migrate(data_dir: Path, root: Path) -> bool:
    """Create or upgrade the SQLite schema to the bundled migrations' head, saving a copy of an
    older data folder first; False when it was already there (checked without Alembic)."""
    database = data_dir / "marketplace.db"
    if at_head(database, root / "alembic" / "versions"):
        return False
    if current_revisions(database):
        saved = backup_before_upgrade(data_dir)
        print(f"Upgrading your data to this version; a copy of it as it was: {saved}",
              flush=True)
    from reflex import model

    model.migrate()
    return True


def find_browser() -> str | None:
    """Chromium, Chrome or Edge on this machine, or None."""
    for name in BROWSERS:
        if path := shutil.which(name):
            return path
    return next((p for p in BROWSER_PATHS if Path(p).exists()), None)


def open_window(url: str, data_dir: Path, kiosk: bool, trusted_key: str | None = None) -> None:
    """An app-mode window of Chromium/Chrome/Edge where present, else the default browser;
    trusted_key (the kiosk certificate's key hash) spares the window the certificate warning."""
    browser = find_browser()
    if browser is None:
        if not webbrowser.open(url):
            print(f"Could not open a browser: open {url} yourself.", flush=True)
        return
    args = [browser, f"--app={url}", f"--user-data-dir={data_dir / 'browser-profile'}",
            "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
            "--disable-component-update", "--disable-sync"]
    if trusted_key:
        args.append(f"--ignore-certificate-errors-spki-list={trusted_key}")
    if kiosk:
        args.append("--kiosk")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--no-sandbox")  # Chromium refuses to run as root otherwise
    subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)


def print_qr(url: str) -> None:
    """The LAN address as a QR code drawn in the console (phones scan it from the screen)."""
    try:
        import segno

        segno.make(url, error="m").terminal(out=sys.stdout, compact=True)
    except (ImportError, UnicodeError, OSError):
        pass  # a console that cannot draw it: the address above is enough


def announce_when_ready(local_url: str, lan_url: str | None, lan_address: str | None,
                        args: argparse.Namespace, started: float,
                        trusted_key: str | None = None) -> None:
    """Wait for the first answer, print where to open the marketplace, open the window."""
    deadline = time.monotonic() + 120
    while not instance.ping(local_url, timeout=2):
        if time.monotonic() > deadline:
            print("The server did not answer within 2 minutes; see the messages above.",
                  file=sys.stderr, flush=True)
            return
        time.sleep(0.05)
    instance.remember(args.data_dir, local_url)
    print(f"\nThe marketplace is ready ({time.monotonic() - started:.1f} s):", flush=True)
    print(f"  On this computer: {local_url}", flush=True)
    if lan_url:
        print(f"  On your network:  {lan_url}  (the landing page shows it as a QR code)",
              flush=True)
        if lan_url.startswith("https:"):
            print("  Phones show a certificate warning once: this computer made its own "
                  "certificate. Its fingerprint (SHA-256):", flush=True)
            print(f"    {args.fingerprint}", flush=True)
        print_qr(lan_url)
    elif lan_address:
        print(f"  On your network:  start with --lan to let phones on your Wi-Fi open it",
              flush=True)
    print(f"  Data folder:      {args.data_dir}", flush=True)
    print("To stop: press Ctrl+C here, or close this window.\n", flush=True)
    if not args.no_browser:
        open_window(local_url, args.data_dir, args.kiosk, trusted_key)


def run_data_command(args: argparse.Namespace) -> int:
    """--backup or --restore, without starting the server."""
    if args.backup:
        saved = backup(args.data_dir, args.backup)
        print(f"Saved the database and media of {args.data_dir} to {saved}", flush=True)
        return 0
    if instance.running_url(args.data_dir):
        raise KioskError("The marketplace is running on this data folder: stop it first "
                         "(Ctrl+C in its window), then restore.")
    safety = restore(args.data_dir, args.restore)
    print(f"Restored {args.restore} into {args.data_dir}.", flush=True)
    if safety:
        print(f"The data that was there is saved in {safety}", flush=True)
    return 0


def run(argv: list[str] | None = None) -> int:
    """Prepare, serve and open the marketplace; returns the exit code."""
    started = time.monotonic()
    args = parse_args(argv)
    root = bundle_root()
    args.data_dir = (args.data_dir or default_data_dir()).expanduser().resolve()
    if args.backup or args.restore:
        return run_data_command(args)
    if running := instance.running_url(args.data_dir):
        print(f"The marketplace is already running: {running}", flush=True)
        if not args.no_browser:
            open_window(running, args.data_dir, args.kiosk, _trusted_key(args.data_dir))
        return 0
    scheme = lan_scheme(args)
    host = "0.0.0.0" if args.lan else "127.0.0.1"
    args.port = choose_port(args.port, host)
    lans = lan_addresses()
    lan_url = f"{scheme}://{lans[0]}:{args.port}" if args.lan and lans else None
    if args.lan and not lans:
        print("No network address found: only this computer can open the marketplace.",
              flush=True)
    state = prepare_data_dir(args.data_dir, root, demo=not args.no_demo)
    tls_files = None
    if scheme == "https":
        from .tls import ensure_certificate, sha256_fingerprint

        tls_files = ensure_certificate(args.data_dir / "tls", lans)
        args.fingerprint = sha256_fingerprint(tls_files[0])
    os.environ.update(kiosk_env(args.data_dir, root, args.port, lan_url))
    if args.idle_minutes is not None:
        os.environ["MARKETPLACE_IDLE_SIGNOUT_MINUTES"] = str(args.idle_minutes)
    os.chdir(root)
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    print(f"Data folder: {args.data_dir} ({state})", flush=True)
    migrate(args.data_dir, root)
    from .owner_account import ensure_owner_account

    ensure_owner_account(args.data_dir)
    threading.Thread(target=announce_when_ready, daemon=True, args=(
        f"{scheme}://localhost:{args.port}", lan_url, lans[0] if lans else None, args,
        started, _trusted_key(args.data_dir) if tls_files else None)).start()
    from .server import serve_prebuilt

    try:
        serve_prebuilt(args.port, host, tls=tls_files)
    finally:
        instance.forget(args.data_dir)
    return 0


def _trusted_key(data_dir: Path) -> str | None:
    """The kiosk certificate's key hash, when it has one."""
    from .tls import CERT_NAME, spki_fingerprint

    cert = data_dir / "tls" / CERT_NAME
    return spki_fingerprint(cert) if cert.is_file() else None


def main(argv: list[str] | None = None) -> int:
    """Entry point: every failure ends with a message and a non-zero exit code."""
    import multiprocessing
    import warnings

    multiprocessing.freeze_support()
    if getattr(sys, "frozen", False):
        try:  # Authlib turns its own warnings on when imported: import it first, then quiet
            import authlib.deprecate  # noqa: F401
        except ImportError:
            pass
        warnings.simplefilter("ignore")  # libraries' deprecation notes: nothing an owner can do
    try:
        return run(argv)
    except KeyboardInterrupt:
        return 0
    except (KioskError, BackupError) as exc:
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
