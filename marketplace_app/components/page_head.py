"""Inline head styles every page shares (no extra request): a visible keyboard focus ring,
a screen-reader-only class, and a darker orange so text on and in orange reads at 4.5:1."""

import reflex as rx

from ..first_screen.header import MEMBER_SWITCH
from .brand import BRAND_LOOK
from .card_look import CARD_LOOK
from .detail_look import DETAIL_LOOK
from .filter_look import FILTER_LOOK
from .footer_look import FOOTER_LOOK
from .header_look import HEADER_LOOK
from .landing_look import LANDING_LOOK
from .own_look import OWN_LOOK
from .tile_look import TILE_LOOK

FOCUS_RING = (":focus-visible{outline:2px solid var(--accent-9);outline-offset:2px;}"
              # A tile's image covers its own outline, so the ring is drawn above it.
              ".card-thumb:focus-visible{outline:none;}"
              ".card-thumb:focus-visible::after{content:'';position:absolute;inset:0;"
              "border:3px solid var(--accent-9);border-radius:inherit;pointer-events:none;}"
              ".sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;"
              "overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;}")
# The switch's "हिन्दी" keeps the Devanagari webfont on English pages too: a kiosk or a
# desktop without a Devanagari system font would otherwise show empty boxes where a Hindi
# reader looks for their language.
# Radix's orange 9 (#f76b15) under white text is 3:1 and its orange 11 on pale orange 4:1;
# these keep the hue at 5:1 and 7:1 (WCAG AA), in sRGB and P3 screens alike.
ORANGE = (":root,.light,.light-theme,.radix-themes{--orange-9:#c2410c!important;"
          "--orange-10:#ad3a0b!important;--orange-11:#9a3412!important;"
          "--orange-a11:#9a3412!important;}")
HEAD_RULES = (FOCUS_RING + ORANGE + CARD_LOOK + FILTER_LOOK + HEADER_LOOK + BRAND_LOOK
              + FOOTER_LOOK + TILE_LOOK + LANDING_LOOK + DETAIL_LOOK + OWN_LOOK + MEMBER_SWITCH)


def focus_style() -> rx.Component:
    """The focus ring for controls Radix does not style (e.g. the gallery tiles), the feed
    card's look, the feed filters' choices, the header's and the footer's, the brand's, the
    image tiles', the landing page's chips' and steps', the talent page's panel's and the own
    portfolio's look."""
    return rx.el.style(HEAD_RULES)
