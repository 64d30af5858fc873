"""The API alone, served by uvicorn, for the crash trials: creates missing tables, removes
crash leftovers from the media folder (the same sweep the app runs at start), then serves.

`python -m tests.crash_server PORT` serves at once. `--zygote` imports everything (most of a
restart) and then, for each `start` line on stdin, forks a fresh server and prints its pid: the
trials SIGKILL that child and start the next one in well under a second. The zygote itself
opens no database connection and no media file, so each child starts as a new process would.
"""

import os
import signal
import sys

from sqlmodel import SQLModel

from marketplace_app import db, models  # noqa: F401  (registers tables)
from marketplace_app.api.app import create_api, sweep_media


def serve(port: int) -> None:
    """What a freshly started server does."""
    import uvicorn

    SQLModel.metadata.create_all(db.engine)
    sweep_media()
    uvicorn.run(create_api(), host="127.0.0.1", port=port, log_level="warning")


def zygote(port: int) -> None:
    """Fork a server per `start` line; children killed by the trials are reaped at once."""
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    for line in sys.stdin:
        if line.strip() != "start":
            continue
        pid = os.fork()
        if pid == 0:
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            os.dup2(os.open(os.devnull, os.O_WRONLY), 1)  # stdout carries pids only
            try:
                serve(port)
            finally:
                os._exit(0)
        print(pid, flush=True)


if __name__ == "__main__":
    if "--zygote" in sys.argv[2:]:
        zygote(int(sys.argv[1]))
    else:
        serve(int(sys.argv[1]))
