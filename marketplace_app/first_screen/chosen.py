"""The feed pages' chosen filters as React draws them for the address
(pages/discovery_browse.py): the category strip's highlighted button, the chips naming the
category and the search (with "Clear search" and "Did you mean"), and /find-talent's
subcategory chips. FeedState is seeded with the same filters, so React keeps them as served."""

import re

from ..catalog import CATEGORIES
from ..texts import discovery as T
from .icons import icon
from .markup import data_name, text

CHOSEN = '<div id="chosen-filters" class="rt-Flex rt-r-ai-center rt-r-fw-wrap rt-r-gap-2">'
_STRIP_BUTTON = re.compile(r'rt-variant-(?:solid|soft)(?= rt-Button strip-category)')
_COUNT = 'id="result-count"'
STRIP_NAMES = ("", *(c.name for c in CATEGORIES))  # "Explore All", then each category


def _badge(box_id: str, colour: str, icon_name: str, shown: str) -> str:
    return (f'<span data-accent-color="{colour}" data-radius="full" id="{box_id}" '
            f'class="rt-reset rt-Badge rt-r-size-2 rt-variant-soft">{icon(icon_name, 14)}{shown}'
            "</span>")


def chips_html(filters: dict, suggestion: str, lang: str) -> str:
    """What the chosen-filters row holds for these filters (discovery_browse._chosen)."""
    out = []
    if filters["category"]:
        out.append(_badge("chosen-category", "", "tag", text(
            T.CATEGORY_IS, lang, category=data_name(filters["category"], lang))))
    if filters["search"]:
        out.append(_badge("chosen-search", "gray", "search",
                          text(T.SEARCH_FOR, lang, search=filters["search"])))
        out.append('<button data-accent-color="" id="clear-search" class="rt-reset rt-BaseButton '
                   f'rt-r-size-1 rt-variant-ghost rt-Button">{icon("x", 14)}'
                   f"{text(T.CLEAR_SEARCH, lang)}</button>")
    if suggestion:
        out.append('<a data-accent-color="" id="did-you-mean" class="rt-Text rt-reset rt-Link '
                   'rt-r-size-2 rt-r-weight-medium rt-underline-auto" href="#">'
                   f"{text(T.DID_YOU_MEAN, lang, query=suggestion)}</a>")
    return "".join(out)


def subcategories_html(filters: dict, lang: str) -> str:
    """/find-talent's chips for the chosen category's subcategories ("" for none)."""
    chosen = next((c for c in CATEGORIES if c.name == filters["category"]), None)
    if chosen is None:
        return ""
    buttons = "".join(
        f'<button data-accent-color="" data-radius="full" class="rt-reset rt-BaseButton '
        f'rt-r-size-1 rt-variant-{"solid" if s == filters["subcategory"] else "outline"} '
        f'rt-Button subcategory-chip">{text(s, lang)}</button>' for s in chosen.subcategories)
    return f'<div id="subcategory-chips" class="rt-Flex rt-r-fw-wrap rt-r-gap-2">{buttons}</div>'


def marked(html: str, base: str, filters: dict, suggestion: str, lang: str) -> str:
    """The prerendered feed page (drawn with no filters) as drawn for these filters."""
    names = iter(STRIP_NAMES)
    # React leaves a served attribute as it is: the strip's highlight is drawn here.
    html = _STRIP_BUTTON.sub(
        lambda _m: "rt-variant-solid" if next(names, None) == filters["category"]
        else "rt-variant-soft", html)
    html = html.replace(CHOSEN + "</div>", CHOSEN + chips_html(filters, suggestion, lang)
                        + "</div>", 1)
    chips = subcategories_html(filters, lang) if base == "/find-talent" else ""
    if chips:  # the first of the results column's parts, before the count's boundary
        count = html.find(_COUNT)
        where = html.rfind("<!--$-->", 0, count) if count >= 0 else -1
        if where >= 0:
            html = html[:where] + chips + html[where:]
    return html
