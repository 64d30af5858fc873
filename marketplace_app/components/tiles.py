"""Image-first tiles: categories, portfolio pieces and talent cards, drawn from plain elements
with Radix's classes (their rules: components/tile_look.py)."""

import reflex as rx
from reflex_components_core.react_router.dom import ReactRouterLink

from .i18n import t
from .radix_markup import radix_text
from ..texts import discovery as TD



def _link(*children, href: str, classes: str, tile_id: str = "") -> rx.Component:
    """A Radix Link's anchor (no underline) that navigates in the app."""
    return ReactRouterLink.create(
        *children, to=href, custom_attrs={"data-accent-color": ""},
        class_name=f"rt-Text rt-reset rt-Link rt-underline-none {classes}",
        **({"id": tile_id} if tile_id else {}))


def _stack(*children, classes: str, gap: str = "1") -> rx.Component:
    """A Reflex vstack's column."""
    return rx.el.div(*children, class_name="rt-Flex rt-r-fd-column rt-r-ai-start "
                                           f"rt-r-gap-{gap} rx-Stack {classes}")


def image_tile(title, href: str, image: str, subtitle=None, tile_id: str = "",
               shape: str = "") -> rx.Component:
    """A linked picture with its title over a dark scrim (`subtitle`: a text, or a tuple of
    texts shown one after another; `shape`: tile_look's tile-square or tile-portrait)."""
    sub = () if subtitle is None else (rx.el.p(
        # Parts stay apart in the served page, each translated there on its own.
        *(subtitle if isinstance(subtitle, tuple) else (subtitle,)),
        class_name="rt-Text rt-r-size-1 tile-sub"),)
    return _link(
        rx.el.div(
            rx.el.img(alt=title, loading="lazy", src=image, class_name="tile-image"),
            rx.el.div(class_name="rt-Box tile-scrim"),
            _stack(radix_text(title, "3", classes="tile-title", bold=True), *sub,
                   classes="tile-text"),
            class_name="rt-Box tile-frame"),
        href=href, classes=f"tile-link {shape}".strip(), tile_id=tile_id)


def explore_all_tile(href: str, placement: str = "") -> rx.Component:
    """The accent "Explore All" tile that opens everything (`placement`: tile_look's
    explore-all-lead or explore-all-band)."""
    return _link(
        rx.el.div(
            rx.el.div(class_name="explore-all-mark fs-i i-layout-grid"),
            radix_text(t(TD.EXPLORE_ALL), "5", classes="explore-all-title", bold=True),
            radix_text(t(TD.EVERY_CRAFT_EVERY_CITY), "2", classes="explore-all-sub"),
            class_name="rt-Flex rt-r-fd-column rt-r-ai-start rt-r-jc-end rt-r-gap-2 rx-Stack "
                       "explore-all-text"),
        href=href, classes=f"explore-all {placement}".strip(), tile_id="explore-all")


def talent_card(name: str, category, city, image: str) -> rx.Component:
    """A showcase profile: portrait, name, category and city."""
    return rx.el.div(
        rx.el.div(rx.el.img(alt=name, loading="lazy", src=image),
                  class_name="rt-Box talent-photo"),
        _stack(radix_text(name, "3", bold=True),
               rx.el.div(
                   rx.el.span(category, custom_attrs={"data-accent-color": "",
                                                      "data-radius": "full"},
                              class_name="rt-reset rt-Badge rt-r-size-1 rt-variant-soft"),
                   radix_text(city, "1", classes="talent-city"),
                   class_name="rt-Flex rt-r-fd-row rt-r-ai-center rt-r-gap-2 rx-Stack"),
               classes="talent-text"),
        class_name="rt-Box talent-card",
    )
