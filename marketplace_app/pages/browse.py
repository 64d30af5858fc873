"""/find-talent and /main-feed: headings and the chosen filters (discovery fills them later)."""

import reflex as rx

from ..components.i18n import t
from ..components.layout import page_shell
from ..components.theme import MUTED, bp
from ..components.ui import section
from ..site_content import POPULAR_CATEGORIES
from ..site_rules import find_talent_url, main_feed_url
from ..state.site import BrowseParamsState


def _filters(base: str) -> rx.Component:
    """What the address asked for, plus a way back to everything."""
    return rx.flex(
        rx.cond(BrowseParamsState.category != "",
                rx.badge(rx.icon("tag", size=14), t("Category: "), BrowseParamsState.category,
                         size="3", radius="full", id="chosen-category")),
        rx.cond(BrowseParamsState.search != "",
                rx.badge(rx.icon("search", size=14), t("Search: "), BrowseParamsState.search,
                         size="3", radius="full", color_scheme="gray", id="chosen-search")),
        rx.cond((BrowseParamsState.category != "") | (BrowseParamsState.search != ""),
                rx.link(t("Clear"), href=base, size="2")),
        spacing="2", wrap="wrap", align="center", min_height="32px",
    )


def _category_strip(url_for) -> rx.Component:
    return rx.flex(
        *[rx.link(rx.button(t(c.name), variant=rx.cond(BrowseParamsState.category == c.name,
                                                      "solid", "soft"),
                            radius="full", size="2"),
                  href=url_for(c.name), underline="none")
          for c in POPULAR_CATEGORIES],
        spacing="2", wrap="wrap",
    )


def _browse(title: str, subtitle: str, url_for) -> rx.Component:
    return page_shell(
        section(
            rx.vstack(
                rx.heading(title, size=bp("8", "8", "9"), weight="bold", id="browse-heading"),
                rx.text(subtitle, size="4", color=MUTED),
                _filters(url_for()),
                _category_strip(url_for),
                rx.callout(t("Portfolios matching your choice will appear here."), icon="images",
                           variant="surface", width="100%", margin_top="16px"),
                spacing="4", align="start",
            ),
            min_height="70vh",
        ),
    )


def find_talent_page() -> rx.Component:
    """Find talent: reads ?category= and ?search=."""
    return _browse(t("Find Talent"), t("Portfolios from creators across India."), find_talent_url)


def main_feed_page() -> rx.Component:
    """The feed: reads ?category= and ?search=."""
    return _browse(t("Feed"), t("Fresh work from the community."), main_feed_url)
