"""One theme for the whole site: accent colour, radius, type scale and spacing."""

import reflex as rx
from reflex_base.breakpoints import breakpoints_values

from ..launch.root_theme import APPEARANCE

THEME = rx.theme(appearance=APPEARANCE, accent_color="orange", gray_color="sand", radius="large",
                 scaling="100%")

PAGE_MAX_WIDTH = "1200px"
HEADER_HEIGHT = "68px"
# Horizontal page gutter and vertical section rhythm, by breakpoint (initial, xs, sm, md).
GUTTER = ["16px", "20px", "32px", "40px"]
SECTION_Y = ["56px", "64px", "88px", "104px"]
# Type scale used everywhere: Radix sizes for display, section title, card title, body.


CARD_TITLE_SIZE = "4"
BODY_SIZE = "3"

INK = "var(--gray-12)"
MUTED = "var(--gray-11)"
SOFT_BG = "var(--gray-2)"
WARM_BG = "linear-gradient(180deg, var(--orange-2), var(--gray-1))"
SHADOW = "0 10px 30px -12px rgba(30, 20, 10, 0.25)"
DARK_SCRIM = "linear-gradient(180deg, rgba(12,8,6,0.15) 0%, rgba(12,8,6,0.55) 60%, " \
             "rgba(12,8,6,0.85) 100%)"


def bp(*values: str):
    """Responsive Radix prop from values for initial, xs, sm, md, lg (like CSS lists)."""
    return rx.breakpoints(**dict(zip(("initial", "xs", "sm", "md", "lg"), values)))


DISPLAY_SIZE = bp("8", "8", "9")
TITLE_SIZE = bp("7", "7", "8")


def gutter_rules(selector: str) -> str:
    """Plain CSS for the page gutter on `selector`, widening at Reflex's breakpoints as the
    pages' responsive padding does."""
    return "".join(f"@media screen and (min-width:{at}){{{selector}{{padding-inline:{gutter}}}}}"
                   for at, gutter in zip(("0", *breakpoints_values), GUTTER))
