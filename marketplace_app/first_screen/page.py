"""The prerendered page of a route, with its first screen filled in for one request."""

import os
import re
from html import escape, unescape
from pathlib import Path

from ..i18n import catalogue
from ..launch.preloads import defer_hydration
from .cards import CARD_CSS

_TEXT_NODE = re.compile(r">([^<>{}]+)<")
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
        # A page title is "{page} · {brand}": each part on its own.
        found = " · ".join(table.get(part, part) for part in plain.split(" · "))
        if found == plain:
            return match.group(0)
        return f">{match.group(1).replace(shown, escape(found, quote=False))}<"

    return _TEXT_NODE.sub(swap, html)


def prepared(relative: str, lang: str) -> str | None:
    """The route's prerendered page, its JS started after the first paint, in `lang`
    (re-read when the build changes)."""
    path = client_dir() / relative
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return None
    key = (relative, lang)
    kept = _pages.get(key)
    if kept is None or kept[0] != stamp:
        html = defer_hydration(_LOW.sub("", path.read_text(encoding="utf-8")))
        html = _translated(html, lang).replace('<html lang="en"', f'<html lang="{lang}"', 1)
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
