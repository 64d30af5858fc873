"""The served page's clock: its relative times ("5 minutes ago") and the first ones its State
draws read the same moment, so React's takeover draws the same words as the served markup.
The moment rides in the first_screen cookie, before the fingerprints."""

from datetime import datetime, timezone

SEPARATOR = "~"


def stamped(moment: datetime, fingerprints: str) -> str:
    """The cookie value: the moment (whole seconds) and the fingerprints."""
    return f"{int(moment.timestamp())}{SEPARATOR}{fingerprints}"


def unstamped(cookie: str, max_age: int) -> tuple[datetime | None, str]:
    """(the served moment, the fingerprints) of a cookie value; no moment when it has none,
    or one older than `max_age` seconds or in the future (the clock then reads now)."""
    stamp, found, fingerprints = cookie.partition(SEPARATOR)
    if not found or not stamp.isdigit():
        return None, cookie
    moment = datetime.fromtimestamp(int(stamp), timezone.utc)
    age = (datetime.now(timezone.utc) - moment).total_seconds()
    return (moment if 0 <= age <= max_age else None), fingerprints


def served_moment() -> datetime:
    """Now, to whole seconds (what the cookie can carry)."""
    return datetime.now(timezone.utc).replace(microsecond=0)
