"""The member's own pages served with their first screen: which page draws which address,
and the page's own title in the SPA shell."""

from . import own_portfolio, page, photographer
from .screen import Screen

# Each page's prerendered copy: where its title (in the reader's language) is read from.
PRERENDERED = {"/portfolio": "portfolio/index.html",
               "/photographer-profile": "photographer-profile/index.html"}


def load(path: str, query: dict, member, lang: str) -> Screen | None:
    """The first screen of `path` as `member` (a User) sees it; None when the page draws its
    own (no such photographer)."""
    if path == "/portfolio":
        return own_portfolio.load(member, lang)
    return photographer.load(query.get("id", ""), member, lang)


def titled(shell: str, path: str, lang: str) -> str:
    """The SPA shell with the page's own title (the shell has none)."""
    return page.titled(shell, page.prepared(PRERENDERED[path], lang) or "")
