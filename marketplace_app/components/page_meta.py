"""Each page's meta description (what a search result shows under its title), in the
reader's language, given to every registered page that does not set its own."""

import dataclasses

import reflex as rx

from .i18n import t
from ..texts.site import META_DEFAULT as DEFAULT, META_DESCRIPTIONS as DESCRIPTIONS


def description_for(route: str):
    """The description of a route (its own, else the site's) through the catalogue."""
    return t(DESCRIPTIONS.get(route.strip("/") or "index", DEFAULT))


def describe_pages(app: rx.App) -> None:
    """Give every page registered so far without a description the one listed here."""
    pages = app._unevaluated_pages  # Reflex 0.10.1 keeps registered pages here until compile
    for route, page in list(pages.items()):
        if page.description is None:
            pages[route] = dataclasses.replace(page, description=description_for(route))
