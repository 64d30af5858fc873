"""Files in the media folder: staged under a temporary name, published after commit."""

import os
import uuid
from pathlib import Path

from ...settings import get_settings


def media_root() -> Path:
    """The media folder, created on demand."""
    root = get_settings().media_root
    root.mkdir(parents=True, exist_ok=True)
    return root


def url_for(relative: str) -> str:
    """Site-absolute URL of a file under the media folder."""
    return f"{get_settings().media_url_prefix.rstrip('/')}/{relative}"


def path_for_url(url: str | None) -> Path | None:
    """The file behind one of our media URLs, or None for anything else."""
    prefix = get_settings().media_url_prefix.rstrip("/") + "/"
    if not url or not url.startswith(prefix):
        return None
    relative = url[len(prefix):].split("?", 1)[0]
    root = media_root().resolve()
    path = (root / relative).resolve()
    return path if root in path.parents else None


class StagedFiles:
    """Files written (atomically, under their final names) before the database commit that
    references them: `publish` after the commit keeps them, leaving without it deletes them.
    A crash in between leaves only unreferenced files, which `media_sweep` removes; it can
    never leave a committed row pointing at a missing file."""

    def __init__(self) -> None:
        self._pending: list[Path] = []

    def add(self, data: bytes, folder: str, suffix: str) -> str:
        """Write bytes under a fresh name; returns their URL."""
        relative = f"{folder}/{uuid.uuid4().hex}{suffix}"
        final = media_root() / relative
        final.parent.mkdir(parents=True, exist_ok=True)
        temp = final.with_name(f".{final.name}.tmp")
        temp.write_bytes(data)
        os.replace(temp, final)
        self._pending.append(final)
        return url_for(relative)

    def publish(self) -> None:
        """The commit succeeded: keep every file."""
        self._pending.clear()

    def discard(self) -> None:
        """Delete every file not published."""
        for path in self._pending:
            path.unlink(missing_ok=True)
        self._pending.clear()

    def __enter__(self) -> "StagedFiles":
        return self

    def __exit__(self, *exc) -> None:
        self.discard()


def delete_urls(urls) -> None:
    """Remove the files behind our media URLs (others are ignored)."""
    for url in urls:
        path = path_for_url(url)
        if path is not None:
            path.unlink(missing_ok=True)
