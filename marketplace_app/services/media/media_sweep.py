"""Removing media files no row references (left by a crash between writing a file and the
commit that would have referenced it)."""

import logging
import time

from sqlmodel import Session, select

from ...models.portfolio import Portfolio
from ...models.user import User
from .media_store import media_root, path_for_url

log = logging.getLogger(__name__)


def referenced_paths(session: Session) -> set:
    """Every file path a portfolio or a profile photo points at (streamed in batches)."""
    paths = set()
    for media in session.exec(select(Portfolio.media).execution_options(yield_per=1000)):
        for entry in media or []:
            for key in ("url", "thumb", "medium", "poster"):
                path = path_for_url(entry.get(key)) if isinstance(entry, dict) else None
                if path is not None:
                    paths.add(path)
    for url in session.exec(select(User.profile_photo_url).where(
            User.profile_photo_url.is_not(None)).execution_options(yield_per=1000)):
        path = path_for_url(url)
        if path is not None:
            paths.add(path)
    return paths


def sweep_orphans(session: Session, *, grace_seconds: float) -> int:
    """Delete unreferenced files older than the grace period (newer ones may belong to an
    upload still in flight in another worker); returns how many were removed."""
    root = media_root().resolve()
    cutoff = time.time() - grace_seconds
    candidates = [p for p in root.rglob("*") if p.is_file() and p.stat().st_mtime <= cutoff]
    if not candidates:
        return 0
    keep = referenced_paths(session)
    removed = 0
    for path in candidates:
        if path.resolve() not in keep:
            path.unlink(missing_ok=True)
            removed += 1
    if removed:
        log.info("Removed %d unreferenced media files", removed)
    return removed
