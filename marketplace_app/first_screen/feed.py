"""/main-feed and /find-talent: the first page of cards from the same feed call as
FeedState's on_load (anonymous, so from the same short-lived page cache as the API)."""

from dataclasses import dataclass

from .. import db
from ..display_rules import feed_address
from ..display_rules.cards import Card, card, first_eager
from ..services.portfolios import search
from ..texts import discovery as T
from . import cards as html_cards
from .markup import text

# How many cards the served HTML draws: the page's placeholders, more than a first screen.
DRAWN = {"/main-feed": 6, "/find-talent": 8}
# FeedState's vars that draw the results and the count (both inside server_filled boundaries,
# so they alone may differ from the prerendered page), as on_load sets them for the first page.
# The filters are not seeded: the parts that show them hydrate as prerendered, then update.
SEEDED = ("items", "total", "next_cursor", "loading", "loading_more", "error", "count_text",
          "empty_text")


@dataclass
class FeedScreen:
    """One first page: the cards and what FeedState holds once they are shown."""

    base: str
    cards: list[Card]
    values: dict


def feed_values(filters: dict, page: dict) -> dict:
    """FeedState's SEEDED values for a visitor's first page (as _load and _fetch set them)."""
    items = first_eager([card(p) for p in page["portfolios"]])
    total = page["total"]
    return {"items": items, "total": total, "next_cursor": page["nextCursor"] or "",
            "loading": False, "loading_more": False, "error": "",
            "count_text": feed_address.count_text(total),
            "empty_text": feed_address.empty_text(filters["search"])}


def _page(filters: dict) -> dict:
    call = feed_address.feed_call(filters)
    kept = search.cached_page(**call)
    if kept is not None:
        return kept
    with db.session_scope() as session:
        return search.feed(session, viewer=None, **call)


def load(base: str, query) -> FeedScreen:
    """The first page of the feed at `base` with the address's filters (search.feed computes
    a cold page once for many concurrent requests)."""
    filters = feed_address.filters_from_query(query)
    page = _page(filters)
    values = feed_values(filters, page)
    return FeedScreen(base, values["items"], values)


def results_html(screen: FeedScreen, grid_class: str, lang: str) -> str:
    """The results grid as the page draws it once loaded (its first DRAWN cards)."""
    drawn = screen.cards[:DRAWN[screen.base]]
    if not drawn:
        return ""
    tile = html_cards.grid_tile if screen.base == "/find-talent" else html_cards.feed_card
    body = "".join(tile(c, lang) for c in drawn)
    return ('<div class="rt-Flex rt-r-fd-column rt-r-ai-start rt-r-gap-4 rx-Stack fs-w">'
            f'<div id="feed-results" class="{grid_class}">{body}</div></div>')


def count_html(screen: FeedScreen, lang: str) -> str:
    """The result count line."""
    total = screen.values["total"]
    return text(T.RESULTS_ONE, lang) if total == 1 else text(T.RESULTS_MANY, lang, n=total)
