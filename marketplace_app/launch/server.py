"""Build the production frontend once, then serve that build on any port and address."""

import functools
import os
import subprocess
import sys
from pathlib import Path

from marketplace_app.launch.preloads import tune_build
from marketplace_app.launch.service_worker import build_service_worker
from marketplace_app.launch.stylesheet_trim import trim_radix_sheets
from marketplace_app.launch.workers import die_with_parent, worker_count

# The checkout, or PyInstaller's bundle folder in the kiosk build.
ROOT = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))
DEFAULT_HOST = "0.0.0.0"
WORKER_STOP_SECONDS = 10
SERVERS = ("uvicorn", "granian")  # the first is the default


def reflex_env(extra: dict | None = None) -> dict:
    """The process environment with Reflex's telemetry and update checks off."""
    env = {**os.environ, "REFLEX_TELEMETRY_ENABLED": "false",
           "REFLEX_CHECK_LATEST_VERSION": "false"}
    env.pop("REFLEX_API_URL", None)  # the build must stay same-origin (see same_origin.py)
    env.update(extra or {})
    return env


def build_frontend(env: dict | None = None) -> None:
    """Compile the app and build the production frontend into .web/build/client."""
    subprocess.run([sys.executable, "-m", "reflex", "export", "--frontend-only", "--no-zip",
                    "--env", "prod", "--loglevel", "warning"],
                   cwd=ROOT, env=reflex_env(env), check=True)
    trim_radix_sheets(built_client_dir().parents[1])
    # Build again: the trimmed sheet then gets a name of its own content's hash.
    subprocess.run([sys.executable, "-c", "from reflex.utils.build import build; build()"],
                   cwd=ROOT, env=reflex_env(env), check=True)
    tune_build(built_client_dir())
    build_service_worker(built_client_dir())


def built_client_dir() -> Path:
    """Where the production build lies (REFLEX_WEB_WORKDIR or .web)."""
    web = Path(os.environ.get("REFLEX_WEB_WORKDIR", ROOT / ".web"))
    return (web if web.is_absolute() else ROOT / web) / "build" / "client"


def prebuilt_env(port: int) -> dict[str, str]:
    """Variables that make the backend serve the existing build instead of compiling."""
    return {"__REFLEX_SKIP_COMPILE": "true", "__REFLEX_MOUNT_FRONTEND_COMPILED_APP": "true",
            "REFLEX_ENV_MODE": "prod", "PORT": str(port)}


def serve_prebuilt(port: int, host: str = DEFAULT_HOST,
                   tls: tuple[Path, Path] | None = None) -> None:
    """Serve the app and its built frontend from this process, under the server that
    MARKETPLACE_SERVER names (uvicorn by default, or granian) with GRANIAN_WORKERS workers;
    tls = (certificate, key) serves HTTPS."""
    server = chosen_server()
    if not (built_client_dir() / "index.html").exists():
        raise SystemExit(f"No production build in {built_client_dir()}: build the frontend first")
    os.environ.update(prebuilt_env(port))
    os.chdir(ROOT)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from reflex.utils import exec as reflex_exec
    from reflex_base import constants

    if server == "uvicorn":
        from marketplace_app.launch.uvicorn_server import serve_with_uvicorn

        serve_with_uvicorn(host, port, worker_count(), "warning", tls, WORKER_STOP_SECONDS)
        return
    _configure_granian(tls)
    reflex_exec.run_granian_backend_prod(host, port, constants.LogLevel.WARNING)


def chosen_server() -> str:
    """The server MARKETPLACE_SERVER names; a name we do not run stops the start with the
    choices."""
    from marketplace_app.settings import Settings

    server = Settings().server.strip().lower() or SERVERS[0]
    if server not in SERVERS:
        raise SystemExit(f"MARKETPLACE_SERVER={server!r} is not a server this app runs: "
                         f"use {' or '.join(SERVERS)}")
    return server


def _configure_granian(tls: tuple[Path, Path] | None = None) -> None:
    """Make granian replace a crashed worker (by default one dead worker stops the server), kill
    a worker that will not stop, end workers with the server, and serve HTTPS with
    tls = (certificate, key); Reflex passes none of these options through."""
    import granian.server
    from granian.constants import SSLProtocols

    base = granian.server.Server
    base = getattr(base, "wrapped", base)

    class RespawningServer(base):
        wrapped = base

        def __init__(self, *args, **kwargs):
            kwargs.setdefault("respawn_failed_workers", True)
            # A worker that has not stopped 10 s after a stop is killed (seen hanging after a
            # double Ctrl+C on HTTPS): the server never outlives its stop, nor keeps the port.
            kwargs.setdefault("workers_kill_timeout", WORKER_STOP_SECONDS)
            if tls:
                kwargs.update(ssl_cert=Path(tls[0]), ssl_key=Path(tls[1]),
                              ssl_protocol_min=SSLProtocols.tls12)  # older phones: TLS 1.2
            super().__init__(*args, **kwargs)

        def _spawn_worker(self, idx, target, callback_loader):
            if sys.platform == "linux":
                callback_loader = functools.partial(_die_with_parent, callback_loader,
                                                    os.getpid())
            return super()._spawn_worker(idx, target, callback_loader)

    granian.server.Server = RespawningServer


def _die_with_parent(loader, parent: int):
    """In a granian worker: end with the server process, then load the app."""
    die_with_parent(parent)
    return loader()


def main() -> None:
    """`python -m marketplace_app.launch.server --port P [--host H]`: serve the existing build."""
    import argparse

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--host", default=DEFAULT_HOST)
    args = parser.parse_args()
    serve_prebuilt(args.port, args.host)


if __name__ == "__main__":
    main()
