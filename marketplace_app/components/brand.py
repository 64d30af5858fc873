"""The logo mark and wordmark, linking home: the header's and the footer's."""

import reflex as rx
from reflex_components_core.react_router.dom import ReactRouterLink

from ..texts.site import BRAND, BRAND_HOME
from .card_look import icon_rules
from .i18n import t
from .radix_markup import radix_text

# The mark is lucide's aperture on an accent square (components/card_look.py's .fs-i draws it).
BRAND_LOOK = (
    icon_rules((("aperture", False),)) +
    ".brand-link{display:flex;align-items:center;gap:var(--space-2);color:inherit;"
    "text-decoration:none}.brand-link:hover{color:var(--accent-8)}"
    ".brand-mark{display:flex;align-items:center;justify-content:center;width:34px;"
    "height:34px;border-radius:10px;background:var(--accent-9);color:white;--is:20px}"
    # Radix's size class sets letter-spacing too: the rule names the element.
    "p.brand-name{letter-spacing:-0.03em}"
)


def brand_link() -> rx.Component:
    """Logo mark and wordmark, linking home (plain elements: components/brand.BRAND_LOOK)."""
    return ReactRouterLink.create(
        rx.el.span(class_name="brand-mark fs-i i-aperture"),
        radix_text(BRAND, "5", classes="brand-name", bold=True),
        to="/", aria_label=t(BRAND_HOME, brand=BRAND), class_name="brand-link")
