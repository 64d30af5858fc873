"""/main-feed and /find-talent: the first page of cards from the same feed call as
FeedState's on_load (the same short-lived page cache as the API; a member's own marks merged in)."""

from dataclasses import dataclass, field

from reflex_base.utils import format as rx_format

from .. import db
from ..display_rules import feed_address
from ..display_rules.cards import Card, card, first_eager
from ..services.accounts import web_session
from ..services.portfolios import search, viewer_marks
from ..services.social import saved_talent
from ..texts import discovery as T
from . import cards as html_cards, header, kept, seed
from .icons import icon
from .markup import text

# Under "Load more" as React draws it (rx.center, padding_y 16 px): the served attributes stay
# after hydration, so the served element carries the look itself.
LOAD_MORE_BOX = ('<div class="rt-Flex" style="display:flex;align-items:center;'
                 'justify-content:center;width:100%;padding-top:16px;padding-bottom:16px">')
EMPTY_BOX = ('<div class="rt-Flex" style="display:flex;align-items:center;justify-content:center;'
             'width:100%;padding-top:64px;padding-bottom:64px">')
MUTED = 'style="color:var(--gray-11)"'
# FeedState's vars that draw the results and the count (both inside server_filled boundaries,
# so they alone may differ from the prerendered page), and the filters the strip and the
# chosen-filter chips show (first_screen/chosen.py draws those), as on_load sets them for the
# first page, and the page's address (`base`: on /find-talent, sent once loaded, it changed
# FeedState and drew the category strip again). The filter panel's own filters are not seeded:
# it hydrates as prerendered, then updates.
SEEDED = ("items", "total", "next_cursor", "loading", "loading_more", "error", "count_text",
          "searched", "category", "subcategory", "search", "suggestion", "base")


@dataclass
class FeedScreen:
    """One first page: the cards, what FeedState holds once they are shown (`values`, the
    SEEDED ones the seed cookie fingerprints) and, for a member, the reader's own values
    (`reader`: viewer_id and saved_talent, which FeedState also holds once loaded) and
    their header (`member`, first_screen/header.served_member)."""

    base: str
    cards: list[Card]
    values: dict
    reader: dict = field(default_factory=dict)
    member: header.Member | None = None
    markup: list[str] | None = None  # each card's HTML, when already drawn


@dataclass(frozen=True)
class KeptFeed:
    """A visitor's first page in one language, kept for every reader: the screen, the shared
    page of the feed it shows, its values encoded (`texts`), each card's JSON (`elements`) and
    markup on either side of where a member's Save toggle goes (`halves`)."""

    screen: FeedScreen
    page: dict
    texts: seed.Serialized
    elements: list[str]
    halves: list[tuple[str, str]]


def feed_values(base: str, filters: dict, page: dict, viewer_id: str = "") -> dict:
    """FeedState's SEEDED values for a reader's first page at `base` (as _load and _fetch set
    them)."""
    items = first_eager([card(p, viewer_id) for p in page["portfolios"]])
    total = page["total"]
    return {"items": items, "total": total, "next_cursor": page["nextCursor"] or "",
            "loading": False, "loading_more": False, "error": "",
            "count_text": feed_address.count_text(total), "searched": filters["search"],
            "category": filters["category"], "subcategory": filters["subcategory"],
            "search": filters["search"], "suggestion": page.get("suggestion") or "",
            "base": base}


def _page(filters: dict) -> dict:
    call = feed_address.feed_call(filters)
    cached = search.cached_page(**call)
    if cached is not None:
        return cached
    with db.session_scope() as session:
        return search.feed(session, viewer=None, **call)


def _screen(base: str, filters: dict, page: dict, viewer_id: str = "") -> FeedScreen:
    values = feed_values(base, filters, page, viewer_id)
    return FeedScreen(base, values["items"], values)


def kept_feed(base: str, query, lang: str) -> KeptFeed:
    """The visitor's first page of the feed at `base` with the address's filters, in `lang`,
    with what a member's copy is made from (member_screen)."""
    filters = feed_address.filters_from_query(query)
    page = _page(filters)
    screen = _screen(base, filters, page)
    texts, elements = kept.encoded(screen.values)
    halves = [_halves(base, shown, lang) for shown in screen.cards]
    screen.markup = [before + after for before, after in halves]
    return KeptFeed(screen, page, texts, elements.get("items", []), halves)


def _halves(base: str, shown: Card, lang: str) -> tuple[str, str]:
    """A visitor's card split where a member's Save toggle goes (a tile has none: all before)."""
    if base == "/find-talent":
        return html_cards.grid_tile(shown, lang), ""
    toggle = html_cards.save_toggle(False, lang)
    before, after = html_cards.feed_card(shown, lang, False).split(toggle, 1)
    return before, after


def member_screen(shared: KeptFeed, session, member, lang: str) -> tuple[FeedScreen,
                                                                          seed.Serialized]:
    """The kept page as `member` sees it, and its values encoded: their marks and their own
    works (unmasked, without controls) from one indexed query, their saved talent from one
    more; only the cards these change are drawn and encoded again."""
    marks = viewer_marks.read_marks(session, member.id, shared.page["portfolios"])
    cards, elements = list(shared.screen.cards), list(shared.elements)
    changed = set()
    for index, item in enumerate(shared.page["portfolios"]):
        if item["_id"] in marks or cards[index].user_id == member.id:
            cards[index] = card(viewer_marks.marked_item(item, marks.get(item["_id"], {})),
                                member.id)
            changed.add(index)
    if 0 in changed:
        first_eager(cards)
    for index in changed:
        elements[index] = rx_format.json_dumps(cards[index])
    saved = saved_talent.saved_among(session, actor=member,
                                     talent_ids=[c.user_id for c in cards])
    values = {**shared.screen.values, "items": cards}
    screen = FeedScreen(shared.screen.base, cards, values,
                        {"viewer_id": member.id, "saved_talent": sorted(saved)},
                        header.served_member(session, member))
    screen.markup = [
        _drawn_card(screen, shown, lang) if index in changed
        else _with_toggle(shared.halves[index], screen, shown, lang)
        for index, shown in enumerate(cards)]
    return screen, seed.Serialized({**shared.texts, "items": kept.list_text(elements)})


def for_reader(shared: KeptFeed, cookie_header: str, lang: str):
    """(member_screen) for the member the session cookie names; None for a visitor, or for a
    stale or forged cookie (they get the kept page as it is)."""
    if not web_session.cookie_token(cookie_header):
        return None
    with db.session_scope() as session:
        member = web_session.member(session, cookie_header)
        return None if member is None else member_screen(shared, session, member, lang)


def load(base: str, query, cookie_header: str = "", lang: str = "en") -> FeedScreen:
    """The first page of the feed at `base` with the address's filters, as the reader the
    cookie names sees it (search.feed computes a cold page once for many concurrent requests):
    the visitor's page, or a member's copy of it, which leaves the kept page everyone's."""
    shared = kept_feed(base, query, lang)
    mine = for_reader(shared, cookie_header, lang)
    return shared.screen if mine is None else mine[0]


def _with_toggle(halves: tuple[str, str], screen: FeedScreen, shown: Card, lang: str) -> str:
    if screen.base == "/find-talent":
        return halves[0]
    return halves[0] + html_cards.save_toggle(_saved(screen, shown), lang) + halves[1]


def _drawn_card(screen: FeedScreen, shown: Card, lang: str) -> str:
    if screen.base == "/find-talent":
        return html_cards.grid_tile(shown, lang)
    return html_cards.feed_card(shown, lang, _saved(screen, shown))


def _saved(screen: FeedScreen, shown: Card) -> bool | None:
    """The card's Save toggle: shown to a member, never on their own work."""
    viewer = screen.reader.get("viewer_id")
    if not viewer or viewer == shown.user_id:
        return None
    return shown.user_id in screen.reader["saved_talent"]


def results_html(screen: FeedScreen, grid_class: str, lang: str) -> str:
    """The results as the page draws them once loaded: every card of the first page and the
    Load more button, so that React hydrates the served elements instead of drawing them again
    (the first picture then counts as painted with the HTML)."""
    if not screen.cards:
        return empty_html(screen.values["searched"], lang)
    body = "".join(screen.markup if screen.markup is not None
                   else (_drawn_card(screen, c, lang) for c in screen.cards))
    more = (f'{LOAD_MORE_BOX}<button data-accent-color="" id="load-more" class="rt-reset '
            f'rt-BaseButton rt-r-size-3 rt-variant-soft rt-Button">{text(T.LOAD_MORE, lang)}'
            "</button></div>" if screen.values["next_cursor"] else "")
    return ('<div class="rt-Flex rt-r-fd-column rt-r-ai-start rt-r-gap-4 rx-Stack fs-w">'
            f'<div id="feed-results" class="{grid_class}">{body}</div>{more}</div>')


def empty_html(searched: str, lang: str) -> str:
    """Spec §8 empty state, as the page draws it (discovery_browse._state_box)."""
    said = (text(T.NO_RESULTS, lang, search=searched) if searched
            else text(T.NO_PORTFOLIOS, lang))
    return (f'{EMPTY_BOX}<div class="rt-Flex rt-r-fd-column rt-r-ai-center rt-r-gap-3 rx-Stack">'
            f'{icon("search-x", 36).replace("<svg ", f"<svg {MUTED} ", 1)}'
            f'<p id="feed-message" class="rt-Text rt-r-size-3 rt-r-ta-center" {MUTED}>{said}</p>'
            "</div></div>")


def count_html(screen: FeedScreen, lang: str) -> str:
    """The result count line."""
    total = screen.values["total"]
    return text(T.RESULTS_ONE, lang) if total == 1 else text(T.RESULTS_MANY, lang, n=total)
