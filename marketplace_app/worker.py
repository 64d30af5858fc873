"""Runs background jobs (video encodes).

Hosted: `python -m marketplace_app.worker [--concurrency N]` in as many processes, on as many
machines, as needed; they share the database queue safely. Kiosk: the web process runs one
worker thread itself (`in_process_lifespan`, on unless MARKETPLACE_JOBS_IN_PROCESS=false)."""

import argparse
import contextlib
import logging
import os
import signal
import sys
import threading

from . import db
from .services import jobs
from .services.media import video_jobs
from .settings import get_settings

log = logging.getLogger("marketplace_app.worker")
KIOSK_NICENESS = 10  # encodes yield the CPU to page requests on a 2-core kiosk


def work(stop: threading.Event, niceness: int = 0) -> None:
    """One worker: one job at a time until `stop` is set."""
    if niceness:
        with contextlib.suppress(OSError):  # threads FFmpeg starts inherit this priority
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), niceness)
    name = jobs.worker_name()
    poll = get_settings().job_poll_seconds
    while not stop.is_set():
        try:
            if not jobs.run_next(db.engine, name):
                jobs.wait_for_work(poll)
        except Exception:  # noqa: BLE001 - a database hiccup must not end the worker
            log.exception("worker %s: job loop error", name)
            stop.wait(poll)


@contextlib.asynccontextmanager
async def in_process_lifespan():
    """Reflex lifespan task: the kiosk's own worker thread, stopped with the server."""
    if not get_settings().jobs_in_process:
        yield
        return
    video_jobs.sweep_work_dirs(db.engine)
    stop = threading.Event()
    thread = threading.Thread(target=work, args=(stop, KIOSK_NICENESS), name="job-worker",
                              daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        jobs.wake()


def main(argv=None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--concurrency", type=int, default=1,
                        help="jobs run at the same time by this process (default 1)")
    parser.add_argument("--once", action="store_true", help="exit when no job is waiting")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    video_jobs.sweep_work_dirs(db.engine)
    if args.once:
        ran = jobs.run_until_idle(db.engine)
        log.info("ran %d job(s)", ran)
        return 0
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: (stop.set(), jobs.wake()))
    threads = [threading.Thread(target=work, args=(stop,), daemon=True)
               for _ in range(max(1, args.concurrency))]
    for thread in threads:
        thread.start()
    log.info("worker started: %d at a time", len(threads))
    while any(t.is_alive() for t in threads):
        for thread in threads:
            thread.join(timeout=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
