"""Each member's storage quota: the bytes their works keep (originals, derivatives, video
renditions) plus the files waiting in their forms, against a setting (2 GB by default)."""

from sqlmodel import Session, select

from ...models.portfolio import Portfolio
from ...settings import get_settings
from ..errors import TooLarge
from . import media_pipeline, media_store, staging

STORAGE_FULL = ("This upload needs {needed} but only {left} of your {total} storage is left. "
                "Remove some work to make room.")
STORAGE_USED_UP = "Your {total} of storage is full. Remove some work to make room."


def size_text(count: int) -> str:
    """1.4 GB, 250 MB, 12 KB: binary units, as file managers on phones show them."""
    for unit, power in (("GB", 30), ("MB", 20), ("KB", 10)):
        if count >= 2 ** power:
            value = count / 2 ** power
            return f"{value:.1f} {unit}".replace(".0 ", " ") if value < 100 else \
                f"{value:.0f} {unit}"
    return f"{count} B"


def entry_bytes(entry: dict) -> int:
    """An entry's recorded size; entries from before sizes were kept are measured in the store."""
    if isinstance(entry.get("bytes"), int):
        return entry["bytes"]
    return sum(media_store.size_of_url(url) for url in media_pipeline.media_urls(entry))


def kept_bytes(session: Session, user_id: str) -> int:
    """What the member's published works take (one indexed read of their own rows)."""
    media_lists = session.exec(select(Portfolio.media).where(Portfolio.user_id == user_id))
    return sum(entry_bytes(e) for media in media_lists for e in media or [])


def quota() -> int:
    """The storage every member gets (MARKETPLACE_STORAGE_QUOTA_BYTES)."""
    return get_settings().storage_quota_bytes


def upload_room(session: Session, user_id: str) -> int:
    """Bytes a new upload may bring: the quota less their works and the files already
    waiting in their forms (0 when full)."""
    return max(0, quota() - kept_bytes(session, user_id) - staging.staged_bytes(user_id))


def check_room(session: Session, user_id: str, needed: int) -> None:
    """TooLarge with the sizes spelled out when `needed` more bytes do not fit beside the
    works kept (files waiting in a form are the ones being saved, so they are not counted
    twice)."""
    left = max(0, quota() - kept_bytes(session, user_id))
    if needed > left:
        raise TooLarge(full_message(needed, left))


def full_message(needed: int, left: int) -> str:
    """The refusal, with the upload's size, the room left and the quota spelled out."""
    if left <= 0:
        return STORAGE_USED_UP.format(total=size_text(quota()))
    return STORAGE_FULL.format(needed=size_text(needed), left=size_text(left),
                               total=size_text(quota()))


def usage(session: Session, *, actor) -> dict:
    """The member's used and total storage, for the workspace."""
    used = kept_bytes(session, actor.id) + staging.staged_bytes(actor.id)
    return {"usedBytes": used, "quotaBytes": quota(), "usedText": size_text(used),
            "quotaText": size_text(quota())}
