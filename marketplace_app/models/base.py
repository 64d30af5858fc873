"""Shared column helpers."""

import uuid
from datetime import datetime, timezone


def new_id() -> str:
    """An opaque, non-sequential id."""
    return uuid.uuid4().hex


def utcnow() -> datetime:
    """Timezone-aware now, stored as UTC."""
    return datetime.now(timezone.utc)


def iso(value: datetime | None) -> str | None:
    """ISO-8601 text in UTC with a Z suffix."""
    if value is None:
        return None
    if value.tzinfo is None:  # stored naive, as UTC
        return value.isoformat() + "Z"
    return value.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")
