"""Where a search or a category link goes: /find-talent for talent, /browse for jobs,
/main-feed for work."""

from urllib.parse import quote, urlencode

TALENT_MODE = "talent"
JOBS_MODE = "jobs"


def search_destination(text: str | None, mode: str = TALENT_MODE) -> str | None:
    """Where a search goes: None for blank text; talent mode -> /find-talent, jobs mode ->
    /browse (the open jobs), anything else -> /main-feed."""
    query = (text or "").strip()
    if not query:
        return None
    page = {TALENT_MODE: "/find-talent", JOBS_MODE: "/browse"}.get(mode, "/main-feed")
    return f"{page}?search={quote(query, safe='')}"


def find_talent_url(category: str | None = None) -> str:
    """/find-talent, optionally filtered to one category."""
    return f"/find-talent?{urlencode({'category': category})}" if category else "/find-talent"


def main_feed_url(category: str | None = None) -> str:
    """/main-feed, optionally filtered to one category."""
    return f"/main-feed?{urlencode({'category': category})}" if category else "/main-feed"
