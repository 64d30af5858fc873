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
    """Files written to temporary names; `publish` moves them into place, `discard` drops them."""

    def __init__(self) -> None:
        self._pending: list[tuple[Path, Path]] = []

    def add(self, data: bytes, folder: str, suffix: str) -> str:
        """Stage bytes; returns the URL they will have once published."""
        relative = f"{folder}/{uuid.uuid4().hex}{suffix}"
        final = media_root() / relative
        final.parent.mkdir(parents=True, exist_ok=True)
        temp = final.with_name(f".{final.name}.tmp")
        temp.write_bytes(data)
        self._pending.append((temp, final))
        return url_for(relative)

    def publish(self) -> None:
        """Move every staged file to its final name."""
        for temp, final in self._pending:
            os.replace(temp, final)
        self._pending.clear()

    def discard(self) -> None:
        """Delete every staged file."""
        for temp, _ in self._pending:
            temp.unlink(missing_ok=True)
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
