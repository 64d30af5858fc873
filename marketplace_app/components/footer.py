"""The site footer: navigation, talent categories, social and legal buttons."""

import reflex as rx
from reflex_components_core.react_router.dom import ReactRouterLink

from ..texts.site import BRAND, BRAND_TAGLINE, FOOTER_CATEGORIES, SECTIONS
from ..display_rules.search_routing import find_talent_url
from .i18n import language_switch, t
from ..texts import site as TS
from ..texts.site import LEGAL_LINKS, FOOTER_SECTIONS


def _text(text, size: str, extra: str = "", bold: bool = False) -> rx.Component:
    """A Radix Text's paragraph, without its components."""
    return rx.el.p(text, class_name=f"rt-Text rt-r-size-{size}"
                   + (" rt-r-weight-bold" if bold else "") + (f" {extra}" if extra else ""))


def _button(label, look: str, *, classes: str, size: str = "2", accent: str = "",
            round_: bool = True, **props) -> rx.Component:
    """A Radix Button's markup (`look`: its variant; `classes`: its kind and our classes)."""
    attrs = {"data-accent-color": accent, **({"data-radius": "full"} if round_ else {})}
    return rx.el.button(label, type="button", custom_attrs=attrs,
                        class_name=f"rt-reset rt-BaseButton rt-r-size-{size} rt-variant-{look} "
                                   + classes, **props)


def _column(title: str, *items: rx.Component) -> rx.Component:
    return rx.el.div(_text(title, "2", "ft-head", bold=True), *items, class_name="ft-col")


def _footer_link(label: str, href: str) -> rx.Component:
    return ReactRouterLink.create(label, to=href, class_name="rt-Text rt-r-size-2 ft-link")


def _social(icon: str, label: str) -> rx.Component:
    return _button(rx.fragment(), "soft", classes=f"rt-IconButton ft-social fs-i i-{icon}",
                   size="3", accent="gray", aria_label=label)


def _brand() -> rx.Component:
    """Logo mark and wordmark, linking home."""
    return ReactRouterLink.create(
        rx.el.span(class_name="ft-mark fs-i i-aperture"),
        _text(BRAND, "5", "ft-name", bold=True),
        to="/", aria_label=f"{BRAND} home", class_name="ft-brand")


def footer() -> rx.Component:
    """Dark footer band under every page (plain elements: components/footer_look.py)."""
    return rx.el.footer(
        rx.el.div(
            rx.el.div(
                rx.el.div(
                    _brand(),
                    _text(t(TS.TAGLINE_PHOTOGRAPHERS_FILMMAKERS_STYLISTS_ARTISTS_AND,
                            tagline=t(BRAND_TAGLINE)), "2", "ft-tagline"),
                    rx.el.div(_social("camera", "Instagram"), _social("users", "LinkedIn"),
                              _social("at-sign", "X"), _social("circle-play", "YouTube"),
                              class_name="ft-row ft-socials"),
                    _button(t(TS.GET_MOBILE_APP), "outline",
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
                _text(t(TS.N_2025_BRAND_MADE_IN_INDIA_FOR, brand=BRAND), "1", "ft-small"),
                rx.el.div(*[_button(t(label), "ghost", classes="rt-Button", size="1", round_=False)
                            for label in LEGAL_LINKS], class_name="ft-row ft-legal"),
                language_switch(dark=True),
                class_name="ft-row ft-bottom",
            ),
            class_name="ft-wrap",
        ),
        class_name="site-footer",
    )
