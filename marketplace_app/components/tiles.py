"""Image-first tiles: categories, portfolio pieces and talent cards."""

import reflex as rx

from .i18n import t
from .theme import DARK_SCRIM, SHADOW
from .ui import cover_image
from ..texts import discovery as TD

HOVER_LIFT = {"transform": "translateY(-4px)", "box_shadow": SHADOW}


def image_tile(title, href: str, image: str, subtitle=None, tile_id: str = "",
               **props) -> rx.Component:
    """A linked picture with its title over a dark scrim (`subtitle`: a text, or a tuple of
    texts shown one after another)."""
    return rx.link(
        rx.box(
            cover_image(image, title, position="absolute", inset="0",
                        transition="transform 400ms ease",
                        class_name="tile-image"),
            rx.box(position="absolute", inset="0", background=DARK_SCRIM),
            rx.vstack(
                rx.text(title, size="3", weight="bold", color="white", line_height="1.2"),
                # Parts stay apart in the served page, each translated there on its own.
                rx.text(*(subtitle if isinstance(subtitle, tuple) else (subtitle,)), size="1",
                        color="rgba(255,255,255,0.8)") if subtitle is not None
                else rx.fragment(),
                spacing="1", position="absolute", bottom="0", left="0", right="0",
                padding="14px",
            ),
            position="relative", overflow="hidden", border_radius="var(--radius-4)",
            width="100%", height="100%", min_height="140px",
            _hover={"& .tile-image": {"transform": "scale(1.06)"}},
        ),
        href=href, underline="none", id=tile_id or None, display="block",
        transition="transform 200ms ease, box-shadow 200ms ease",
        border_radius="var(--radius-4)", _hover=HOVER_LIFT, **props,
    )


def explore_all_tile(href: str, **props) -> rx.Component:
    """The accent "Explore All" tile that opens everything."""
    props.setdefault("min_height", "140px")
    return rx.link(
        rx.vstack(
            rx.center(rx.icon("layout-grid", size=22, color="var(--accent-9)"),
                      width="44px", height="44px", border_radius="full",
                      background="white"),
            rx.text(t(TD.EXPLORE_ALL), size="5", weight="bold", color="white"),
            rx.text(t(TD.EVERY_CRAFT_EVERY_CITY), size="2", color="rgba(255,255,255,0.85)"),
            justify="end", height="100%", padding="18px", spacing="2",
        ),
        href=href, underline="none", id="explore-all", display="block",
        border_radius="var(--radius-4)",
        background="linear-gradient(150deg, var(--accent-9), var(--crimson-9))",
        transition="transform 200ms ease, box-shadow 200ms ease", _hover=HOVER_LIFT, **props,
    )


def talent_card(name: str, category: str, city: str, image: str) -> rx.Component:
    """A showcase profile: portrait, name, category and city."""
    return rx.box(
        rx.box(cover_image(image, name), aspect_ratio="4 / 5", overflow="hidden",
               border_radius="var(--radius-4)"),
        rx.vstack(
            rx.text(name, size="3", weight="bold"),
            rx.hstack(rx.badge(category, variant="soft", radius="full"),
                      rx.text(city, size="1", color="var(--gray-11)"), spacing="2",
                      align="center"),
            spacing="1", padding_top="10px",
        ),
        class_name="talent-card",
    )
