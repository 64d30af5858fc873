"""Page cursors as plain text the API document can state exactly: `k<microseconds>.<id>` (after
this item, newest first) or `o<n>` (a ranked search's offset). Any text of that shape is a
valid cursor; a cursor of the other kind than the list uses means "nothing after it"."""

import re
from datetime import UTC, datetime, timedelta

from ..errors import Invalid

BAD_CURSOR = "Invalid cursor"
PATTERN = r"^(k[0-9]{1,16}\.[0-9a-f]{1,32}|o[0-9]{1,6})?$"  # empty: the first page
_SHAPE = re.compile(PATTERN)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICRO = timedelta(microseconds=1)


def after(created_at: datetime, item_id: str) -> str:
    """The cursor of the page after this item (naive times are UTC, as stored)."""
    aware = created_at if created_at.tzinfo else created_at.replace(tzinfo=UTC)
    return f"k{(aware - _EPOCH) // _MICRO}.{item_id}"


def offset(n: int) -> str:
    """The cursor of a ranked list from position n."""
    return f"o{n}"


def decode(value) -> dict | None:
    """{"c": datetime, "i": id} or {"o": n}; None for no cursor; Invalid for any other text."""
    if not value:
        return None
    match = _SHAPE.match(value) if isinstance(value, str) else None
    if match is None:
        raise Invalid(BAD_CURSOR)
    if value[0] == "o":
        return {"o": int(value[1:])}
    micros, item_id = value[1:].split(".", 1)
    return {"c": _EPOCH + int(micros) * _MICRO, "i": item_id}
