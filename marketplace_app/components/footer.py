"""The site footer: navigation, talent categories, social and legal buttons."""

import reflex as rx

from ..texts.site import BRAND, BRAND_TAGLINE, FOOTER_CATEGORIES, SECTIONS
from ..display_rules.search_routing import find_talent_url
from .i18n import language_switch, t
from .navbar import brand
from .ui import container
from ..texts import site as TS
from ..texts.site import LEGAL_LINKS, FOOTER_SECTIONS


def _column(title: str, *items: rx.Component) -> rx.Component:
    return rx.vstack(
        rx.text(title, size="2", weight="bold", letter_spacing="0.08em",
                text_transform="uppercase", color="var(--gray-8)"),
        *items,
        spacing="3", align="start", min_width="150px",
    )


def _footer_link(label: str, href: str) -> rx.Component:
    return rx.link(label, href=href, size="2", color="var(--gray-6)", underline="none",
                   _hover={"color": "white"})


def _social(icon: str, label: str) -> rx.Component:
    return rx.icon_button(rx.icon(icon, size=18), variant="soft", color_scheme="gray",
                          radius="full", size="3", aria_label=label,
                          background="rgba(255,255,255,0.08)", color="white")


def footer() -> rx.Component:
    """Dark footer band under every page."""
    return rx.el.footer(
        container(
            rx.flex(
                rx.vstack(
                    brand(),
                    rx.text(t(TS.TAGLINE_PHOTOGRAPHERS_FILMMAKERS_STYLISTS_ARTISTS_AND, tagline=t(BRAND_TAGLINE)),
                            size="2",
                            color="var(--gray-7)", max_width="320px"),
                    rx.hstack(_social("camera", "Instagram"), _social("users", "LinkedIn"),
                              _social("at-sign", "X"), _social("circle-play", "YouTube"),
                              spacing="2"),
                    rx.button(rx.icon("smartphone", size=16), t(TS.GET_MOBILE_APP),
                              variant="outline", radius="full", color="white",
                              border_color="rgba(255,255,255,0.3)", size="2"),
                    spacing="4", align="start", flex="1.4", min_width="260px",
                ),
                _column(t(TS.NAVIGATE),
                        *[_footer_link(t(FOOTER_SECTIONS[anchor]), f"/#{anchor}")
                          for _, anchor in SECTIONS],
                        _footer_link(t(TS.LOGIN_SIGNUP), "/signup")),
                _column(t(TS.TALENT),
                        *[_footer_link(t(label), find_talent_url(category))
                          for label, category in FOOTER_CATEGORIES[:4]]),
                _column(t(TS.MORE_TALENT),
                        *[_footer_link(t(label), find_talent_url(category))
                          for label, category in FOOTER_CATEGORIES[4:]]),
                gap="40px", wrap="wrap", width="100%", justify="between",
            ),
            rx.separator(margin_top="40px", margin_bottom="20px",
                         background="rgba(255,255,255,0.12)"),
            rx.flex(
                rx.text(t(TS.N_2025_BRAND_MADE_IN_INDIA_FOR, brand=BRAND),
                        size="1", color="var(--gray-8)"),
                rx.hstack(
                    *[rx.button(t(label), variant="ghost", size="1", color="var(--gray-7)")
                      for label in LEGAL_LINKS],
                    spacing="4", wrap="wrap",
                ),
                language_switch(dark=True),
                justify="between", align="center", spacing="3", wrap="wrap",
            ),
            padding_y="56px",
        ),
        background="#14110f", color="white", width="100%",
    )
