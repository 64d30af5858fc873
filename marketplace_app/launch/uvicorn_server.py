"""Serve the app under uvicorn (the default server): half the memory a websocket client costs
under granian, for a tenth to a fifth less of its HTTP speed on kept pages (BENCHMARKS.md)."""

import os
import sys
from pathlib import Path

import uvicorn
from uvicorn.supervisors import Multiprocess

from marketplace_app.launch.workers import die_with_parent

APP_FACTORY = "marketplace_app.marketplace_app:app"
# websockets' sans-I/O protocol holds ~60 KB an open socket; granian's holds ~150 KB, its
# tungstenite read buffer alone 128 KiB (scripts/bench/websocket_echo.py).
WEBSOCKETS = "websockets-sansio"
SUPERVISOR_PID = "MARKETPLACE_SUPERVISOR_PID"


class _WorkerConfig(uvicorn.Config):
    """uvicorn's settings, which also tie a worker process to its supervisor: the worker ends
    with it, even after its kill -9 (uvicorn's workers configure logging first thing)."""

    def configure_logging(self) -> None:
        """In a worker process: end with the supervisor; then set up logging as uvicorn does."""
        supervisor = os.environ.get(SUPERVISOR_PID)
        if supervisor and supervisor != str(os.getpid()):
            die_with_parent(int(supervisor))
        super().configure_logging()


def server_config(host: str, port: int, workers: int, log_level: str,
                  tls: tuple[Path, Path] | None = None, stop_seconds: int = 10) -> _WorkerConfig:
    """uvicorn's settings for the app: what granian did by default is asked for explicitly."""
    return _WorkerConfig(
        APP_FACTORY, factory=True, host=host, port=port, workers=workers,
        ws=WEBSOCKETS, log_level=log_level, access_log=False,
        # A browser's permessage-deflate would keep ~300 KB of zlib state a socket (15-bit
        # windows, by zconf.h's formula); granian never compressed either.
        ws_per_message_deflate=False,
        # Like granian, the app alone decides whose X-Forwarded-* it trusts (MARKETPLACE_BASE_URL,
        # rate limits by the socket's peer); and the answers do not name their server.
        proxy_headers=False, server_header=False,
        timeout_graceful_shutdown=stop_seconds,
        timeout_worker_healthcheck=30,  # a worker busy importing on a loaded machine is not hung
        ssl_certfile=str(tls[0]) if tls else None, ssl_keyfile=str(tls[1]) if tls else None)


def serve_with_uvicorn(host: str, port: int, workers: int, log_level: str,
                       tls: tuple[Path, Path] | None = None, stop_seconds: int = 10) -> None:
    """Serve in this process (one worker) or under uvicorn's supervisor, which replaces a worker
    that dies."""
    config = server_config(host, port, workers, log_level, tls, stop_seconds)
    if workers <= 1:
        uvicorn.Server(config).run()
        return
    os.environ[SUPERVISOR_PID] = str(os.getpid())
    sock = config.bind_socket()
    try:
        Multiprocess(config, sockets=[sock]).run()
    finally:
        sock.close()
        if config.uds and os.path.exists(config.uds):
            os.remove(config.uds)
    sys.exit(0)
