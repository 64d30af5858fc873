"""Parts the talent and portfolio pages share, as HTML, element for element as the React pages
draw them (Radix classes; their emotion styles as the fs-* rules of DETAIL_CSS):
avatars, buttons, badges and the reviews box (components/reviews.py)."""

import re

from ..components.detail_look import PANEL_RULES
from ..i18n.formats import number
from ..texts import discovery as DT
from ..texts import social as ST
from .icons import icon
from .markup import esc, text

# The emotion styles of the two pages, under names of their own (components: the page frame,
# the left panel, the stats row, the tiles, the review stars).
DETAIL_CSS = (
    ".fs-frame{max-width:1200px;margin-inline:auto;width:100%;min-height:70vh}"
    "@media screen and (min-width:0){.fs-frame{padding-inline:16px}}"
    "@media screen and (min-width:30em){.fs-frame{padding-inline:20px;padding-top:20px;"
    "padding-bottom:20px}}"
    "@media screen and (min-width:48em){.fs-frame{padding-inline:32px;padding-top:32px;"
    "padding-bottom:32px}}"
    "@media screen and (min-width:62em){.fs-frame{padding-inline:40px}}"
    "@media screen and (min-width:0px){.fs-frame{padding-top:20px;padding-bottom:20px}}"
    ".fs-left{flex-shrink:0;width:100%}@media screen and (min-width:62em){.fs-left{width:340px}}"
    + PANEL_RULES + ".fs-pt6{padding-top:6px}"
    ".fs-self-start{width:100%;align-self:start}.fs-ai-start{width:100%;align-items:start}"
    ".fs-pad6{padding:6px}"
    ".fs-empty{display:flex;align-items:center;justify-content:center;padding-top:48px;"
    "padding-bottom:48px;width:100%}"
)

GRAY = 'data-accent-color="gray"'
# A loading spinner centred in its box, as rx.center(rx.spinner()) prerenders.
SPINNER = re.compile(r'(?:<style data-emotion="[^"]*">[^<]*</style>)?<div(?: id="[^"]*")? '
                     r'class="rt-Flex [^"]*"><span class="rt-Spinner[^"]*">'
                     r'(?:<span class="rt-SpinnerLeaf"></span>)*</span></div>')


def face(photo: str, name: str) -> str:
    """What a round avatar holds: the photo, else the name's first letter."""
    return (f'<img class="rt-AvatarImage" alt="" src="{esc(photo)}">' if photo else
            f'<span class="rt-AvatarFallback rt-one-letter">{esc(name[:1])}</span>')


def avatar(photo: str, name: str, size: str) -> str:
    """A round avatar: the photo, else the name's first letter (components/face.py)."""
    return ('<span data-accent-color="" data-radius="full" class="rt-reset rt-AvatarRoot '
            f'rt-r-size-{size} rt-variant-soft">{face(photo, name)}</span>')


def button(inner: str, *, size: str = "2", variant: str = "soft", element_id: str = "",
           extra: str = "", attrs: str = "", accent: str = "") -> str:
    """A Radix button."""
    named = f' id="{element_id}"' if element_id else ""
    more = f" {extra}" if extra else ""
    return (f'<button data-accent-color="{accent}"{attrs}{named} class="rt-reset rt-BaseButton '
            f'rt-r-size-{size} rt-variant-{variant} rt-Button{more}">{inner}</button>')


def back_button(label: str, lang: str) -> str:
    """The ghost Back / Go Back button."""
    return button(icon("arrow-left", 16) + text(label, lang), variant="ghost",
                  element_id="back")


def back_and_share(back: str, share_id: str, owner: bool, lang: str, extra: str = "") -> str:
    """The row over a talent's page: Back, and Share unless the reader owns the page."""
    share = ("" if owner else
             f'<button data-accent-color="" aria-label="{text(DT.SHARE, lang)}" '
             f'id="{share_id}" class="rt-reset rt-BaseButton rt-r-size-2 rt-variant-soft '
             f'rt-IconButton{extra}">{icon("share-2", 16)}</button>')
    return stack("row", "start", "3", back_button(back, lang) + share,
                 "rt-r-jc-space-between fs-w")


def separator(orientation: str, size: str) -> str:
    """A Radix separator."""
    return (f'<span {GRAY} class="rt-Separator rt-r-orientation-{orientation} '
            f'rt-r-size-{size}"></span>')


def badge(inner: str, variant: str = "soft", accent: str = "", extra: str = "",
          title: str = "", size: str = "1") -> str:
    """A round Radix badge."""
    named = f' title="{title}"' if title else ""
    more = f" {extra}" if extra else ""
    return (f'<span data-accent-color="{accent}" data-radius="full"{named} class="rt-reset '
            f'rt-Badge rt-r-size-{size} rt-variant-{variant}{more}">{inner}</span>')


def stack(direction: str, align: str, gap: str, body: str, extra: str = "", attrs: str = "",
          wrap: bool = False) -> str:
    """rx.vstack / rx.hstack."""
    more = f" {extra}" if extra else ""
    wraps = " rt-r-fw-wrap" if wrap else ""
    return (f'<div{attrs} class="rt-Flex rt-r-fd-{direction} rt-r-ai-{align}{wraps} '
            f'rt-r-gap-{gap} rx-Stack{more}">{body}</div>')


def replace_spinner(main: str, body: str) -> str | None:
    """A prerendered <main>'s first loading spinner (and its emotion style) replaced by
    `body`; None when it has none."""
    if not SPINNER.search(main):
        return None
    return SPINNER.sub(lambda _m: body, main, count=1)


def p(body: str, size: str, extra: str = "", element_id: str = "") -> str:
    """rx.text."""
    named = f' id="{element_id}"' if element_id else ""
    return f'<p{named} class="rt-Text rt-r-size-{size}{" " + extra if extra else ""}">{body}</p>'


def stars_label(value: int, lang: str) -> str:
    """ "4 stars", or "1 star"."""
    return text(ST.ONE_STAR, lang) if value == 1 else text(ST.N_STARS, lang, n=value)


def stars(value: int, lang: str) -> str:
    """Five stars, `value` of them filled: one element (components/detail_look.REVIEW_LOOK)."""
    return (f'<span role="img" aria-label="{stars_label(value, lang)}" class="fs-stars" '
            f'style="--r:{value}"></span>')


def _verified(verified: bool, lang: str) -> str:
    if verified:
        return badge(text(ST.VERIFIED, lang), accent="green",
                     extra="fs-i i-badge-check review-verified",
                     title=text(ST.VERIFIED_HINT, lang))
    return badge(text(ST.UNVERIFIED, lang), "outline", "gray", "review-unverified",
                 text(ST.UNVERIFIED_HINT, lang))


def review_item(row, lang: str) -> str:
    """One review, with Delete for its author."""
    head = stack("row", "center", "2", p(esc(row.author), "2", "rt-r-weight-bold")
                 + stars(row.rating, lang) + p(esc(row.date), "1", "fs-muted")
                 + _verified(row.verified, lang), "rt-r-fw-wrap")
    comment = p(esc(row.comment), "2") if row.comment else ""
    delete = (button(text(ST.DELETE_REVIEW, lang), size="1", variant="ghost", accent="red",
                     extra="delete-review", attrs=' type="button"') if row.mine else "")
    return stack("row", "start", "3", avatar(row.photo, row.author, "2")
                 + stack("column", "start", "1", head + comment, "fs-grow fs-min0") + delete,
                 "review fs-w")


def review_form(lang: str) -> str:
    """Stars, comment and Post, empty."""
    star_buttons = "".join(
        f'<button type="button" data-accent-color="" aria-label="{stars_label(n, lang)}" '
        'class="rt-reset rt-BaseButton rt-r-size-2 rt-variant-ghost rt-IconButton review-star '
        'fs-i i-star"></button>' for n in range(1, 6))
    area = ('<div class="rt-TextAreaRoot rt-r-size-2 rt-variant-surface fs-w"><textarea '
            'class="rt-reset rt-TextAreaInput" id="review-comment" placeholder="'
            f'{text(ST.COMMENT_PLACEHOLDER, lang)}" rows="3"></textarea></div>')
    return stack("column", "start", "2", p(text(ST.ADD_REVIEW, lang), "3", "rt-r-weight-bold")
                 + stack("row", "start", "1", star_buttons) + area
                 + button(text(ST.POST_REVIEW, lang), variant="solid", element_id="post-review"),
                 "fs-w")


def reviews_section(rows, can_review: bool, lang: str) -> str:
    """Heading, the form (when allowed) and the list."""
    listing = (stack("column", "start", "4", "".join(review_item(r, lang) for r in rows), "fs-w",
                     ' id="review-list"') if rows else
               p(text(ST.NO_REVIEWS, lang), "2", "fs-muted"))
    return stack("column", "start", "4",
                 f'<h2 class="rt-Heading rt-r-size-5">{text(ST.REVIEWS, lang)}</h2>'
                 + (review_form(lang) if can_review else "") + listing, "fs-w", ' id="reviews"')


def count(value) -> str:
    """A count with Indian grouping."""
    return esc(number(value))
