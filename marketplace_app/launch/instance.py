"""The kiosk already serving a data folder: a second launch opens it instead of starting."""

import json
import os
import ssl
import urllib.request
from pathlib import Path

RECORD = "kiosk-running.json"


def ping(url: str, timeout: float = 2) -> bool:
    """Whether the marketplace at url answers /ping (its own self-signed certificate is fine:
    this only asks a server on this machine whether it is up)."""
    context = ssl._create_unverified_context() if url.startswith("https:") else None  # noqa: SLF001
    try:
        with urllib.request.urlopen(f"{url}/ping", timeout=timeout, context=context):
            return True
    except OSError:
        return False


def _alive(pid: int) -> bool:
    if os.name == "nt":
        return True  # the /ping check alone decides on Windows
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def running_url(data_dir: Path) -> str | None:
    """The local address of the kiosk serving data_dir right now, or None."""
    try:
        record = json.loads((data_dir / RECORD).read_text(encoding="utf-8"))
        pid, url = int(record["pid"]), str(record["url"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return url if _alive(pid) and ping(url) else None


def remember(data_dir: Path, url: str) -> None:
    """Record this process as the kiosk serving data_dir."""
    (data_dir / RECORD).write_text(json.dumps({"pid": os.getpid(), "url": url}),
                                   encoding="utf-8")


def forget(data_dir: Path) -> None:
    """Remove this process's record at a clean stop."""
    path = data_dir / RECORD
    try:
        if json.loads(path.read_text(encoding="utf-8")).get("pid") == os.getpid():
            path.unlink()
    except (OSError, ValueError, AttributeError):
        pass
