"""The prerendered page of a route, with its first screen filled in for one request."""

import os
import re
from html import escape, unescape
from pathlib import Path

from ..display_rules.font_faces import FONT_FILE
from ..i18n import catalogue, translate
from ..launch.component_styles import HOISTED
from ..launch.preloads import defer_hydration
from .boundaries import inlined
from .cards import CARD_CSS
from .parts import DETAIL_CSS
from .seed import SERVED_CSS, SERVED_TAG

_TEXT_NODE = re.compile(r">([^<>{}]+)<")
# Attributes a reader hears or sees (a label, a box's hint, a picture's description).
_TEXT_ATTR = re.compile(r'(?<![\w-])(placeholder|aria-label|title|alt)="([^"]*)"')
_LOW = re.compile(r' fetchPriority="low"(?=/>)')
_COUNT = re.compile(r'(<p id="result-count"[^>]*>)(</p>)')
_SKELETON = "card-skeleton"
_GRID_START = '<div class="rt-Grid'
_GRID_END = "</div></div></div></div>"  # last placeholder, its stack, its card, the grid
_CLASS = re.compile(r'class="([^"]*)"')
_pages: dict = {}


def client_dir() -> Path:
    """The compiled frontend's files."""
    return Path(os.environ.get("REFLEX_WEB_WORKDIR", ".web")) / "build" / "client"


def _translated(html: str, lang: str) -> str:
    """The page's fixed texts in the reader's language (text nodes found in the catalogue)."""
    if lang != "hi":
        return html
    table = catalogue("hi")

    def swap(match: re.Match) -> str:
        shown = match.group(1).strip()
        plain = unescape(shown)
        # A page title is "{page} · {brand}": each part on its own. A text filled in from a
        # template (the footer's "{tagline}. Photographers...") through its template.
        found = " · ".join(table.get(part) or translate(part, "hi")
                           for part in plain.split(" · "))
        if found == plain:
            return match.group(0)
        return f">{match.group(1).replace(shown, escape(found, quote=False))}<"

    return _TEXT_NODE.sub(swap, html)


def translated_attributes(html: str, lang: str) -> str:
    """The texts of attributes (labels, a box's placeholder, a picture's alt) in `lang`:
    React does not correct an attribute it hydrates."""
    if lang == "en":
        return html

    def swap(match: re.Match) -> str:
        return f'{match.group(1)}="{escape(translate(unescape(match.group(2)), lang))}"'

    return _TEXT_ATTR.sub(swap, html)


_SWITCH_LINK = re.compile(r'<a (?=[^>]*\blang="(en|hi)")([^>]*)>')  # attributes in any order
_MARKS = re.compile(r' (?:aria-current|class)="[^"]*"')


def _current_language_marked(html: str, lang: str) -> str:
    """The language switch as drawn for `lang` (components/i18n.language_switch): the page is
    prerendered in English, and React does not correct an attribute of a page it takes over,
    so each English / हिन्दी pair trades its links' current-language marks (aria-current, the
    bold weight and the full opacity)."""
    if lang != "hi":
        return html
    links = list(_SWITCH_LINK.finditer(html))
    pairs = [(a, b) for a, b in zip(links, links[1:]) if (a[1], b[1]) == ("en", "hi")]
    for english, hindi in reversed(pairs):
        marks = [_MARKS.findall(" " + english[2]), _MARKS.findall(" " + hindi[2])]
        if len(marks[0]) != 2 or len(marks[1]) != 2:
            continue

        def traded(match: re.Match, theirs: list) -> str:
            rest = _MARKS.sub("", " " + match[2])
            return f'<a{"".join(theirs)}{rest}>'

        html = (html[:english.start()] + traded(english, marks[1])
                + html[english.end():hindi.start()] + traded(hindi, marks[0]) + html[hindi.end():])
    return html


def hoisted_styles(html: str) -> str:
    """A built page's component styles (launch/component_styles.py), for a page that serves
    parts of its body."""
    head = html[:html.find("</head>")]
    return "".join(HOISTED.findall(head))


def with_styles_of(html: str, other: str) -> str:
    """`html` with the component styles of `other`, a prepared page whose parts it serves."""
    styles = hoisted_styles(other)
    return html.replace("</head>", styles + "</head>", 1) if styles else html


def prepared(relative: str, lang: str, deferred: bool = True) -> str | None:
    """The route's prerendered page, its JS started after the first paint unless not
    `deferred`, in `lang` (re-read when the build changes)."""
    path = client_dir() / relative
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return None
    key = (relative, lang, deferred)
    kept = _pages.get(key)
    if kept is None or kept[0] != stamp:
        html = _LOW.sub("", path.read_text(encoding="utf-8"))
        html = inlined(defer_hydration(html, client_dir() / "assets") if deferred else html)
        html = translated_attributes(_translated(html, lang), lang)
        html = _current_language_marked(html, lang).replace(
            '<html lang="en"', f'<html lang="{lang}"', 1)
        html = html.replace("</head>", f"<style>{CARD_CSS}</style></head>", 1)
        kept = _pages[key] = (stamp, html)
    return kept[1]


def placeholder_grid(html: str) -> tuple[int, int, str] | None:
    """Where the loading placeholders' grid lies in a page, and its class attribute."""
    first = html.find(_SKELETON)
    if first < 0:
        return None
    start = html.rfind(_GRID_START, 0, first)
    end = html.find(_GRID_END, html.rfind(_SKELETON))
    if start < 0 or end < 0:
        return None
    grid_class = _CLASS.search(html, start).group(1)
    return start, end + len(_GRID_END), grid_class


def filled(html: str, results, count: str, head: str) -> str:
    """The page with its placeholders replaced by `results(grid_class)`, its count line and
    `head` (the seed) before </head>."""
    where = placeholder_grid(html)
    if where is None:
        return html
    start, end, grid_class = where
    html = html[:start] + results(grid_class) + html[end:]
    html = _COUNT.sub(lambda m: m.group(1) + count + m.group(2), html, count=1)
    return html.replace("</head>", head + "</head>", 1)


_ROOT = re.compile(r'<div data-is-root-theme="true"([^>]*)>')
_ROUTER = "<script>window.__reactRouterContext"


def chrome(html: str) -> tuple[str, str, str] | None:
    """From a prerendered page: its theme root's attributes, and the page shell before and
    after its <main> content (header and footer in the reader's language)."""
    root = _ROOT.search(html)
    if root is None:
        return None
    main = html.find("<main", root.end())
    main_end = html.find(">", main) + 1
    close = html.find("</main>", main_end)
    router = html.find(_ROUTER, close)
    root_end = html.rfind("</div>", close, router)
    if min(main, close, router, root_end) < 0:
        return None
    attrs = root.group(1).replace(' class="radix-themes css-0"', "")
    return attrs, html[root.end():main_end], html[close:root_end]


_TITLE = re.compile(r"<title>.*?</title>", re.S)


def titled(shell: str, prerendered: str) -> str:
    """The SPA shell with the title of a prerendered page (the shell has none)."""
    found = _TITLE.search(prerendered)
    if found is None:
        return shell
    if _TITLE.search(shell):
        return _TITLE.sub(lambda _m: found.group(0), shell, count=1)
    return shell.replace("</head>", found.group(0) + "</head>", 1)


def main_content(html: str) -> str | None:
    """The content of a prerendered page's <main>."""
    start = html.find("<main")
    close = html.find("</main>", start)
    if start < 0 or close < 0:
        return None
    return html[html.find(">", start) + 1:close]


# A Hindi first screen is Devanagari text: its fonts start with the page, not once the text
# is laid out (a late swap re-wraps the badges and moves what is below; bold text is rarer).
HINDI_PRELOADS = "".join(
    f'<link rel="preload" as="font" type="font/woff2" crossorigin="" '
    f'href="{FONT_FILE.format(weight=w)}">' for w in (400, 500))


def served_screen(shell: str, around: str, main: str, head: str, lang: str = "en") -> str | None:
    """The SPA shell with the first screen (the page shell of `around`, a prerendered page,
    holding `main`) in its own element before the app's root, and `head` before </head>."""
    parts = chrome(around)
    root = _ROOT.search(shell)
    if parts is None or root is None:
        return None
    attrs, before, after = parts
    served = (f'<{SERVED_TAG} class="radix-themes"{attrs}>{before}{main}{after}'
              f"</{SERVED_TAG}>")
    html = with_styles_of(shell[:root.start()] + served + shell[root.start():], around)
    fonts = HINDI_PRELOADS if lang == "hi" else ""
    return html.replace("</head>", f"{fonts}<style>{DETAIL_CSS}{SERVED_CSS}</style>{head}</head>",
                        1)
