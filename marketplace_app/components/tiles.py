"""Image-first tiles: categories, portfolio pieces and talent cards, drawn from plain elements
with Radix's classes (their rules: components/tile_look.py)."""

import reflex as rx

from .i18n import t
from .radix_markup import radix_link, radix_stack, radix_text
from ..texts import discovery as TD


def image_tile(title, href: str, image: str, subtitle=None, tile_id: str = "",
               shape: str = "") -> rx.Component:
    """A linked picture with its title over a dark scrim (`subtitle`: a text, or a tuple of
    texts shown one after another; `shape`: tile_look's tile-square or tile-portrait)."""
    sub = () if subtitle is None else (rx.el.p(
        # Parts stay apart in the served page, each translated there on its own.
        *(subtitle if isinstance(subtitle, tuple) else (subtitle,)),
        class_name="rt-Text rt-r-size-1 tile-sub"),)
    return radix_link(
        rx.el.div(
            rx.el.img(alt=title, loading="lazy", src=image, class_name="tile-image"),
            rx.el.div(class_name="rt-Box tile-scrim"),
            radix_stack(radix_text(title, "3", classes="tile-title", bold=True), *sub,
                        direction="column", gap="1", classes="tile-text"),
            class_name="rt-Box tile-frame"),
        to=href, classes=f"tile-link {shape}".strip(), **({"id": tile_id} if tile_id else {}))


def explore_all_tile(href: str, placement: str = "") -> rx.Component:
    """The accent "Explore All" tile that opens everything (`placement`: tile_look's
    explore-all-lead or explore-all-band)."""
    return radix_link(
        radix_stack(
            rx.el.div(class_name="explore-all-mark fs-i i-layout-grid"),
            radix_text(t(TD.EXPLORE_ALL), "5", classes="explore-all-title", bold=True),
            radix_text(t(TD.EVERY_CRAFT_EVERY_CITY), "2", classes="explore-all-sub"),
            direction="column", gap="2", justify="end", classes="explore-all-text"),
        to=href, classes=f"explore-all {placement}".strip(), id="explore-all")


def talent_card(name: str, category, city, image: str) -> rx.Component:
    """A showcase profile: portrait, name, category and city."""
    return rx.el.div(
        rx.el.div(rx.el.img(alt=name, loading="lazy", src=image),
                  class_name="rt-Box talent-photo"),
        radix_stack(radix_text(name, "3", bold=True),
                    radix_stack(
                        rx.el.span(category, custom_attrs={"data-accent-color": "",
                                                           "data-radius": "full"},
                                   class_name="rt-reset rt-Badge rt-r-size-1 rt-variant-soft"),
                        radix_text(city, "1", classes="talent-city"),
                        direction="row", gap="2", align="center"),
                    direction="column", gap="1", classes="talent-text"),
        class_name="rt-Box talent-card",
    )
