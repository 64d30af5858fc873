"""The work-upload form's rules for files and the cover (spec §4 Upload, §5 Upload and edit)."""

from collections.abc import Sequence
from typing import TypeVar

from .portfolios import MAX_FILES

T = TypeVar("T")
NO_COVER = -1
TOO_MANY_TITLE = "Too many files"
INVALID_TITLE = "Invalid files"
UPLOAD_ERROR_TITLE = "Upload error"
UPLOAD_ERROR = "Failed to process some files. Please try again."


def room_for(count: int, *, existing: int = 0) -> int:
    """How many more files fit beside `existing` ones."""
    return max(MAX_FILES - existing - count, 0)


def cover_after_adding(cover: int, count: int) -> int:
    """The first file sets the cover to index 0; a chosen cover stays."""
    return 0 if cover == NO_COVER and count > 0 else cover


def cover_after_removal(cover: int, removed: int, remaining: int) -> int:
    """Removing a file shifts the cover, resets it to the first file, or clears it."""
    if remaining <= 0 or cover == NO_COVER:
        return NO_COVER
    if removed == cover:
        return 0
    return cover - 1 if removed < cover else cover


def cover_first(items: Sequence[T], cover: int) -> list[T]:
    """The items with the chosen cover moved to the first position (sent as index 0)."""
    items = list(items)
    if 0 <= cover < len(items):
        items.insert(0, items.pop(cover))
    return items


def toggle_subcategory(chosen: list[str], name: str, allowed: Sequence[str]) -> list[str]:
    """Add a subcategory once, or take it away when already chosen."""
    if name in chosen:
        return [s for s in chosen if s != name]
    return [*chosen, name] if name in allowed else list(chosen)
