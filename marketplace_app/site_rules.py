"""Rules of the public site's controls: search routing, badge labels, sample price filter."""

from urllib.parse import quote, urlencode

TALENT_MODE = "talent"
JOBS_MODE = "jobs"
BADGE_CAP = 9
DEFAULT_PRICE_MIN = 0
DEFAULT_PRICE_MAX = 1000


def search_destination(text: str | None, mode: str = TALENT_MODE) -> str | None:
    """Where a search goes: None for blank text; talent mode -> /find-talent, else /main-feed."""
    query = (text or "").strip()
    if not query:
        return None
    page = "/find-talent" if mode == TALENT_MODE else "/main-feed"
    return f"{page}?search={quote(query, safe='')}"


def find_talent_url(category: str | None = None) -> str:
    """/find-talent, optionally filtered to one category."""
    return f"/find-talent?{urlencode({'category': category})}" if category else "/find-talent"


def main_feed_url(category: str | None = None) -> str:
    """/main-feed, optionally filtered to one category."""
    return f"/main-feed?{urlencode({'category': category})}" if category else "/main-feed"


def badge_label(count: int) -> str:
    """A header counter as shown on its badge: "" for none, "9+" above 9."""
    if count <= 0:
        return ""
    return f"{BADGE_CAP}+" if count > BADGE_CAP else str(count)


def parse_price(text: str | None, fallback: int) -> int:
    """A price filter input as an integer; anything unparsable falls back."""
    try:
        return int(str(text).strip())
    except (TypeError, ValueError):
        return fallback
