"""What every server's worker processes share: how many there are, and ending with the server."""

import os


def worker_count() -> int:
    """Worker processes to serve with: GRANIAN_WORKERS (under either server), else Reflex's."""
    from reflex.utils import processes

    return int(os.getenv("GRANIAN_WORKERS", str(processes.get_num_workers())))


def die_with_parent(parent: int) -> None:
    """In a worker: end with the server process, even after its kill -9 (an orphaned worker
    would keep the port, and the next start would have to move elsewhere)."""
    import ctypes
    import signal

    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:
        os._exit(1)  # the server died before the line above took effect
