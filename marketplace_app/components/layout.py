"""The page shell every page sits in (navigation bar, content, footer)."""

import reflex as rx

from .app_bars import app_bars
from .footer import footer
from .idle_signout import idle_signout
from .navbar import navbar
from .theme import HEADER_HEIGHT


def page_shell(*children: rx.Component, overlay_header: bool = False, **props) -> rx.Component:
    """Wrap page content in the site chrome; `overlay_header` lets a hero sit under the header."""
    return rx.box(
        navbar(overlay=overlay_header),
        rx.el.main(*children, padding_top="0" if overlay_header else HEADER_HEIGHT,
                   flex="1", width="100%"),
        footer(),
        app_bars(),
        idle_signout(),
        display="flex", flex_direction="column", min_height="100vh", width="100%",
        background="var(--color-background)", **props,
    )
