"""The site footer: navigation, talent categories, social and legal buttons."""

import reflex as rx
from reflex_components_core.react_router.dom import ReactRouterLink

from ..texts.site import BRAND, BRAND_TAGLINE, FOOTER_CATEGORIES, SECTIONS
from ..display_rules.search_routing import find_talent_url
from .brand import brand_link
from .i18n import language_switch, t
from .radix_markup import radix_button, radix_text
from ..texts import site as TS
from ..texts.site import LEGAL_LINKS, FOOTER_SECTIONS


def _column(title: str, *items: rx.Component) -> rx.Component:
    return rx.el.div(radix_text(title, "2", classes="ft-head", bold=True), *items,
                     class_name="ft-col")


def _footer_link(label: str, href: str) -> rx.Component:
    return ReactRouterLink.create(label, to=href, class_name="rt-Text rt-r-size-2 ft-link")


def _social(icon: str, label: str) -> rx.Component:
    return radix_button(rx.fragment(), "soft", classes=f"rt-IconButton ft-social fs-i i-{icon}",
                        size="3", accent="gray", aria_label=label)


def footer() -> rx.Component:
    """Dark footer band under every page (plain elements: components/footer_look.py)."""
    return rx.el.footer(
        rx.el.div(
            rx.el.div(
                rx.el.div(
                    brand_link(),
                    radix_text(t(TS.TAGLINE_PHOTOGRAPHERS_FILMMAKERS_STYLISTS_ARTISTS_AND,
                                 tagline=t(BRAND_TAGLINE)), "2", classes="ft-tagline"),
                    rx.el.div(_social("camera", "Instagram"), _social("users", "LinkedIn"),
                              _social("at-sign", "X"), _social("circle-play", "YouTube"),
                              class_name="ft-row ft-socials"),
                    radix_button(t(TS.GET_MOBILE_APP), "outline",
                                 classes="rt-Button ft-app fs-i i-smartphone"),
                    class_name="ft-about",
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
                class_name="ft-top",
            ),
            rx.el.div(aria_hidden="true", class_name="ft-rule"),
            rx.el.div(
                radix_text(t(TS.N_2025_BRAND_MADE_IN_INDIA_FOR, brand=BRAND), "1",
                           classes="ft-small"),
                rx.el.div(*[radix_button(t(label), "ghost", classes="rt-Button", size="1",
                                         round_=False)
                            for label in LEGAL_LINKS], class_name="ft-row ft-legal"),
                language_switch(dark=True),
                class_name="ft-row ft-bottom",
            ),
            class_name="ft-wrap",
        ),
        class_name="site-footer",
    )
