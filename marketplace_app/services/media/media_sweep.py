"""Removing media files no row references (left by a crash between writing a file and the
commit that would have referenced it), in the local folder or the bucket alike."""

import logging
import time

from sqlmodel import Session, select

from ...models.portfolio import Portfolio
from ...models.user import User
from .media_pipeline import media_urls
from .media_store import key_for_url, storage

log = logging.getLogger(__name__)


def referenced_keys(session: Session) -> set[str]:
    """Every media key a portfolio or a profile photo points at (streamed in batches)."""
    keys = set()
    for media in session.exec(select(Portfolio.media).execution_options(yield_per=1000)):
        for entry in media or []:
            for url in media_urls(entry) if isinstance(entry, dict) else []:
                keys.add(key_for_url(url))
    for url in session.exec(select(User.profile_photo_url).where(
            User.profile_photo_url.is_not(None)).execution_options(yield_per=1000)):
        keys.add(key_for_url(url))
    keys.discard(None)
    return keys


def sweep_orphans(session: Session, *, grace_seconds: float) -> int:
    """Delete unreferenced files older than the grace period (newer ones may belong to an
    upload still in flight in another worker); returns how many were removed."""
    store = storage()
    candidates = list(store.keys_older_than(time.time() - grace_seconds))
    if not candidates:
        return 0
    keep = referenced_keys(session)
    removed = 0
    for key in candidates:
        if key not in keep:
            store.delete(key)
            removed += 1
    if removed:
        log.info("Removed %d unreferenced media files", removed)
    return removed
