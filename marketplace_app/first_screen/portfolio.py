"""/portfolio-detail/{id}: the work and its owner from the same service call as
PortfolioDetailState's on_load (as a visitor sees them), drawn as pages/discovery_portfolio.py
draws them once loaded. tests/e2e/test_first_screen_details.py holds the two equal."""

from ..components.portfolio_cards import GRID_SIZES
from ..display_rules.cards import card, first_eager
from ..services.portfolios import viewer_marks
from ..services.social import talent_page
from ..state.portfolio_detail import SEEDED, PortfolioDetailState, portfolio_values
from ..texts import discovery as T
from . import kept
from .cards import badge_row, media_tile
from .keys import portfolio_key
from .markup import data_name, data_text, esc, text
from .parts import avatar, back_and_share, button, p, reviews_section, separator, stack
from .screen import Screen


def _screen(data: dict, reader_id: str, item_id: str, lang: str) -> Screen:
    values = {**portfolio_values(data, reader_id, lang), "item_id": item_id}
    values = {name: values[name] for name in SEEDED}
    return Screen(PortfolioDetailState, portfolio_key(item_id), values, main_html(values, lang))


def _read(session, viewer, item_id: str) -> dict:
    return talent_page.portfolio_page(session, viewer=viewer, portfolio_id=item_id)


def _marked(session, member, shared: kept.Kept, lang: str) -> Screen | None:
    """The kept page with the member's marks of the work (on its card; nothing drawn shows
    them)."""
    item = shared.data["portfolio"]
    if kept.sees_more_than_marks(session, member.id, item["userId"], shared.data):
        return None
    marks = viewer_marks.read_marks(session, member.id, [item]).get(item["_id"], {})
    changed = {"item": first_eager([card(viewer_marks.marked_item(item, marks))])[0]}
    return kept.with_values(shared, changed, shared.screen.main)


def load(item_id: str, lang: str, cookie_header: str = "") -> Screen | None:
    """The page of `item_id` as the reader (the session cookie's member, else a visitor) sees
    it in `lang`; None when no such work is shown (first_screen/kept.py)."""
    return kept.load("portfolio", item_id, lang, cookie_header, _read, _screen, _marked)


def _owner(values: dict, lang: str) -> str:
    name = values["owner_name"]
    return stack("row", "center", "3", avatar(values["owner_photo"], name, "4") + stack(
        "column", "start", "0", p(esc(name), "3", "rt-r-weight-bold", "owner-name")
        + p(data_text(values["owner_level"], lang) + " · "
            + data_text(values["owner_location"], lang), "2", "fs-muted")))


def main_html(values: dict, lang: str) -> str:
    """The page's <main> content once loaded."""
    item = values["item"]
    top = back_and_share(T.GO_BACK, "share-portfolio", values["is_owner"], lang, " fs-pad6")
    previews = "".join(media_tile(s, GRID_SIZES, lang, "fs-w fs-round4")
                       for s in item.gallery[:2])
    about = (_owner(values, lang)
             + f'<h1 id="portfolio-title" class="rt-Heading rt-r-size-7">{esc(item.title)}</h1>'
             + badge_row(item, lang)
             + p(esc(item.description), "3", "fs-muted", "portfolio-description")
             + p(text(T.CATEGORY_IS, lang, category=data_name(values["category"], lang)), "2",
                 "rt-r-weight-medium")
             + button(esc(values["product"]), size="3", variant="solid", element_id="lets-button")
             + separator("horizontal", "4")
             + reviews_section(values["reviews"], not values["is_owner"], lang))
    grid = ('<div class="rt-Grid rt-r-gtc-1 xs:rt-r-gtc-1 sm:rt-r-gtc-1 md:rt-r-gtc-2 rt-r-gap-6 '
            'fs-ai-start"><div id="portfolio-previews" class="rt-Grid rt-r-gtc-2 rt-r-gap-3 '
            f'fs-self-start">{previews}</div>{stack("column", "start", "4", about, "fs-w")}</div>')
    return (f'<div class="rt-Box fs-frame">{stack("column", "start", "4", top + grid, "fs-w")}'
            '</div><div id="lightbox-root" class="rt-Box"></div>')
