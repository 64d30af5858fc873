"""/talent-detail/{id}: the profile and its gallery from the same service call as TalentState's
on_load (as a visitor sees them), drawn as pages/discovery_talent.py draws them once loaded.
tests/e2e/test_first_screen_details.py holds the two equal: text, links and image URLs."""

from ..components.portfolio_cards import GRID_SIZES
from ..i18n.formats import number
from ..display_rules.cards import card, first_eager
from ..services.portfolios import viewer_marks
from ..services.social import talent_page
from ..state.talent import SEEDED, TalentState, talent_values
from ..texts import discovery as T
from ..texts import social as ST
from . import kept
from .cards import media_tile
from .icons import icon
from .keys import talent_key
from .markup import data_text, esc, text
from .parts import (avatar, back_button, badge, button, count, p, reviews_section,
                    separator, stack)
from .screen import Screen


def _screen(data: dict, reader_id: str, talent_id: str, lang: str) -> Screen:
    values = {**talent_values(data, reader_id, lang), "talent_id": talent_id}
    values = {name: values[name] for name in SEEDED}
    return Screen(TalentState, talent_key(talent_id), values, main_html(values, lang))


def _read(session, viewer, talent_id: str) -> dict:
    return talent_page.talent_page(session, viewer=viewer, user_id=talent_id)


def _marked(session, member, shared: kept.Kept, lang: str) -> Screen | None:
    """The kept page with the member's marks of the talent and of its works."""
    screen, talent_id = shared.screen, shared.data["user"]["_id"]
    if kept.sees_more_than_marks(session, member.id, talent_id, shared.data):
        return None
    marks = viewer_marks.read_marks(session, member.id, shared.data["portfolios"],
                                    person=talent_id)
    person = marks.pop(viewer_marks.PERSON, {})
    changed = {"admired": "admire" in person, "appreciated": "appreciate" in person,
               "saved": "saved" in person}
    # The gallery's cards of the works the member marked carry their marks.
    cards = {n: card(viewer_marks.marked_item(item, marks[item["_id"]]), member.id)
             for n, item in enumerate(shared.data["portfolios"]) if item["_id"] in marks}
    first_eager([cards[0]] if 0 in cards else [])
    # Of what is drawn, only the reader's controls show marks: what is around them is kept.
    if "around" not in shared.memo:
        shared.memo["around"] = screen.main.partition(_reader_controls(screen.values, lang))
    head, found, tail = shared.memo["around"]
    values = {**screen.values, **changed}
    main = head + _reader_controls(values, lang) + tail if found else main_html(values, lang)
    return kept.with_values(shared, changed, main, {"gallery": cards})


def load(talent_id: str, lang: str, cookie_header: str = "") -> Screen | None:
    """The page of `talent_id` as the reader (the session cookie's member, else a visitor)
    sees it in `lang`; None when there is no such talent (first_screen/kept.py)."""
    return kept.load("talent", talent_id, lang, cookie_header, _read, _screen, _marked)


def _stat(value: str, label: str, stat_id: str, sub: str = "") -> str:
    return stack("column", "center", "0",
                 p(value, "5", "rt-r-weight-bold", stat_id) + p(label, "1", "fs-muted") + sub,
                 "fs-grow")


def _rating_label(values: dict, lang: str) -> str:
    reviews = values["review_count"]
    if reviews == 0:
        return text(T.NEW_RATING, lang)
    return text(ST.REVIEWS_ONE, lang) if reviews == 1 else text(ST.REVIEWS_COUNT, lang, n=reviews)


def _stats(values: dict, lang: str) -> str:
    line = separator("vertical", "2")
    rating = _stat(esc(values["rating"]), text(T.RATING, lang), "talent-rating",
                   p(_rating_label(values, lang), "1", "fs-muted", "rating-label"))
    return stack("row", "center", "3", rating + line
                 + _stat(count(values["projects"]), text(T.PROJECTS, lang), "talent-projects")
                 + line + _stat(esc(values["colabs"]), text(T.COLABS, lang), "talent-colabs")
                 + line + _stat(esc(values["years"]), text(T.YEARS, lang), "talent-years"),
                 "fs-stats")


def _windows(values: dict, lang: str) -> str:
    if not values["windows"]:
        return ""
    chips = "".join(badge(icon("calendar", 12) + esc(w.label), accent="orange",
                          extra="talent-window") for w in values["windows"])
    return stack("column", "start", "2",
                 p(text(T.UPCOMING_AVAILABILITY, lang), "2", "rt-r-weight-bold")
                 + f'<div class="rt-Flex rt-r-fw-wrap rt-r-gap-1">{chips}</div>', "fs-w",
                 ' id="talent-availability"')


def _reader_controls(values: dict, lang: str) -> str:
    def toggle(name: str, glyph: str, on: bool, on_label: str, off_label: str, shown) -> str:
        label = text(on_label if on else off_label, lang)
        return button(icon(glyph, 16) + label
                      + f'<p class="rt-Text rt-r-weight-bold count">{esc(shown)}</p>',
                      variant="solid" if on else "soft", element_id=f"talent-{name}",
                      extra="fs-grow")

    saved = values["saved"]
    first = stack("row", "start", "2", toggle("admire", "heart", values["admired"], T.ADMIRED,
                                              T.ADMIRE, values["admire_count"])
                  + toggle("appreciate", "sparkles", values["appreciated"], T.APPRECIATED,
                           T.APPRECIATE, values["appreciate_count"]), "fs-w")
    second = stack("row", "start", "2", button(
        icon("bookmark-check" if saved else "bookmark", 16) + text(T.SAVED if saved else T.SAVE,
                                                                    lang),
        variant="solid" if saved else "soft", element_id="save-talent", extra="fs-grow",
        attrs=f' aria-pressed="{"true" if saved else "false"}"')
        + button(icon("share-2", 16) + text(T.SHARE_PROFILE, lang), variant="outline",
                 element_id="share-profile", extra="fs-grow"), "fs-w")
    message = button(icon("message-circle", 16) + text(T.MESSAGE, lang),
                     element_id="message-talent", extra="fs-w")
    return stack("column", "start", "4", first + second + message, "fs-w")


def _own_counts(values: dict, lang: str) -> str:
    """One's own profile: its counts, no controls."""
    return p(text(ST.VIEWER_COUNTS, lang, admires=number(values["admire_count"]),
                  appreciations=number(values["appreciate_count"])), "2", "fs-muted", "own-counts")


def _left_panel(values: dict, lang: str) -> str:
    name = values["name"]
    who = (f'<h1 id="talent-name" class="rt-Heading rt-r-size-6 rt-r-ta-center">{esc(name)}</h1>'
           + (p("@" + esc(values["username"]), "2", "fs-muted") if values["username"] else "")
           + p(data_text(values["level"], lang), "2", "rt-r-weight-medium", "talent-level")
           + stack("row", "center", "1", icon("map-pin", 14)
                   + p(data_text(values["location"], lang), "2"), "fs-muted"))
    badges = ("".join(badge(data_text(s, lang)) for s in values["specializations"])
              + "".join(badge(data_text(s, lang), "outline") for s in values["subspecialties"]))
    bio = esc(values["bio"]) if values["bio"] else text(T.NO_BIO, lang)
    body = (back_button(T.BACK, lang)
            + f'<div class="rt-Flex fs-center">{avatar(values["photo"], name, "8")}</div>'
            + stack("column", "center", "1", who, "fs-w") + _stats(values, lang)
            + stack("column", "start", "2", p(text(T.SPECIALIZATIONS, lang), "2",
                                               "rt-r-weight-bold")
                    + f'<div class="rt-Flex rt-r-fw-wrap rt-r-gap-1">{badges}</div>', "fs-w")
            + _windows(values, lang)
            + stack("column", "start", "1", p(text(T.ABOUT, lang), "2", "rt-r-weight-bold")
                    + p(bio, "2", "fs-muted", "talent-bio"), "fs-w")
            + button(esc(values["product"]), size="3", variant="solid", element_id="lets-button",
                     extra="fs-w")
            + (_own_counts(values, lang) if values["is_owner"] else
               _reader_controls(values, lang)))
    return ('<div class="rt-reset rt-BaseCard rt-Card rt-r-size-3 rt-variant-surface fs-w">'
            + stack("column", "start", "4", body, "fs-w") + "</div>")


def gallery_html(values: dict, lang: str) -> str:
    """The Portfolio Gallery: each work's first picture and its title."""
    heading = f'<h1 class="rt-Heading rt-r-size-5">{text(T.GALLERY, lang)}</h1>'
    works = values["gallery"]
    if not works:
        empty = stack("column", "center", "2", icon("image-off", 32, extra="fs-muted")
                      + p(text(T.NO_PORTFOLIO, lang), "4", "rt-r-weight-bold")
                      + p(text(T.NO_PORTFOLIO_TEXT, lang), "2", "fs-muted"))
        return stack("column", "start", "3", heading
                     + f'<div id="no-portfolio" class="rt-Flex fs-empty">{empty}</div>', "fs-w")
    tiles = "".join(
        '<div class="rt-Box gallery-item">'
        + (media_tile(c.gallery[0], GRID_SIZES, lang, "fs-w fs-round") if c.gallery else "")
        + p(esc(c.title), "2", "rt-r-weight-bold rt-r-lt-both fs-pt6")
        + (badge(icon("sparkles", 12) + text(T.AI_GENERATED, lang), "surface", "violet",
                 "ai-badge") if c.ai_generated else "")
        + "</div>" for c in works)
    return stack("column", "start", "3", heading
                 + '<div id="talent-gallery" class="rt-Grid rt-r-gtc-2 xs:rt-r-gtc-2 '
                 f'sm:rt-r-gtc-3 md:rt-r-gtc-3 rt-r-gap-3 fs-w">{tiles}</div>', "fs-w")


def main_html(values: dict, lang: str) -> str:
    """The page's <main> content once loaded."""
    right = stack("column", "start", "5", gallery_html(values, lang) + separator("horizontal", "4")
                  + reviews_section(values["reviews"], not values["is_owner"], lang),
                  "fs-grow fs-min0")
    return ('<div class="rt-Box fs-frame"><div class="rt-Flex rt-r-fd-column xs:rt-r-fd-column '
            'sm:rt-r-fd-column md:rt-r-fd-row rt-r-gap-6 fs-w">'
            f'<div class="rt-Box fs-left">{_left_panel(values, lang)}</div>{right}</div></div>'
            '<div id="lightbox-root" class="rt-Box"></div>')

