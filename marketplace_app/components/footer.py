"""The site footer: navigation, talent categories, social and legal buttons. All but its
language switch is fixed markup in the reader's language (components/react/static_part.py):
React took it over as 85 components on every page, now as two."""

from html import escape

import reflex as rx

from ..display_rules.search_routing import find_talent_url
from ..i18n import translate
from ..texts import site as TS
from ..texts.site import (BRAND, BRAND_HOME, BRAND_TAGLINE, FOOTER_CATEGORIES, FOOTER_SECTIONS,
                          LEGAL_LINKS, SECTIONS)
from .i18n import language_switch
from .react.static_part import static_part

# The looks of the markup below: components/footer_look.py, brand.BRAND_LOOK, and Radix's
# classes as its Text, Button and IconButton carry them.
def _brand_link(lang: str) -> str:
    """The logo and wordmark, linking home (components/brand.brand_link, as markup)."""
    label = escape(translate(BRAND_HOME, lang, brand=BRAND))
    return (f'<a aria-label="{label}" class="brand-link" href="/">'
            '<span class="brand-mark fs-i i-aperture"></span>'
            f'<p class="rt-Text rt-r-size-5 rt-r-weight-bold brand-name">{BRAND}</p></a>')


_SOCIALS = (("camera", "Instagram"), ("users", "LinkedIn"), ("at-sign", "X"),
            ("circle-play", "YouTube"))


def _p(body: str, size: str, classes: str) -> str:
    return f'<p class="rt-Text rt-r-size-{size} {classes}">{body}</p>'


def _button(body: str, size: str, variant: str, *, classes: str, accent: str = "",
            round_: bool = True, label: str = "") -> str:
    named = f'aria-label="{label}" ' if label else ""
    radius = ' data-radius="full"' if round_ else ""
    return (f'<button {named}class="rt-reset rt-BaseButton rt-r-size-{size} rt-variant-{variant} '
            f'{classes}" data-accent-color="{accent}"{radius} type="button">{body}</button>')


def _column(title: str, links, lang: str) -> str:
    """A heading (`title`, in `lang`) over (label, address) links, their labels translated."""
    return ('<div class="ft-col">' + _p(escape(title), "2", "rt-r-weight-bold ft-head")
            + "".join(f'<a class="rt-Text rt-r-size-2 ft-link" href="{escape(href)}">'
                      f'{escape(translate(label, lang))}</a>' for label, href in links)
            + "</div>")


def footer_top(lang: str) -> str:
    """The brand, tagline, social buttons and app button, then the three columns of links."""
    tagline = translate(TS.TAGLINE_PHOTOGRAPHERS_FILMMAKERS_STYLISTS_ARTISTS_AND, lang,
                        tagline=translate(BRAND_TAGLINE, lang))
    socials = "".join(_button("", "3", "soft", classes=f"rt-IconButton ft-social fs-i i-{icon}",
                              accent="gray", label=label) for icon, label in _SOCIALS)
    about = ('<div class="ft-about">' + _brand_link(lang) + _p(escape(tagline), "2", "ft-tagline")
             + f'<div class="ft-row ft-socials">{socials}</div>'
             + _button(escape(translate(TS.GET_MOBILE_APP, lang)), "2", "outline",
                       classes="rt-Button ft-app fs-i i-smartphone") + "</div>")
    navigate = [(FOOTER_SECTIONS[anchor], f"/#{anchor}") for _, anchor in SECTIONS]
    talent = [(label, find_talent_url(category)) for label, category in FOOTER_CATEGORIES]
    return (about
            + _column(translate(TS.NAVIGATE, lang), navigate + [(TS.LOGIN_SIGNUP, "/signup")],
                      lang)
            + _column(translate(TS.TALENT, lang), talent[:4], lang)
            + _column(translate(TS.MORE_TALENT, lang), talent[4:], lang))


def footer_notes(lang: str) -> str:
    """The copyright line and the legal buttons."""
    legal = "".join(_button(escape(translate(label, lang)), "1", "ghost", classes="rt-Button",
                            round_=False) for label in LEGAL_LINKS)
    made_in_india = translate(TS.N_2025_BRAND_MADE_IN_INDIA_FOR, lang, brand=BRAND)
    return (_p(escape(made_in_india), "1", "ft-small")
            + f'<div class="ft-row ft-legal">{legal}</div>')


def footer() -> rx.Component:
    """Dark footer band under every page (its look: components/footer_look.py)."""
    return rx.el.footer(
        rx.el.div(
            static_part(footer_top, "ft-top"),
            rx.el.div(aria_hidden="true", class_name="ft-rule"),
            rx.el.div(static_part(footer_notes, "ft-notes"), language_switch(dark=True),
                      class_name="ft-row ft-bottom"),
            class_name="ft-wrap",
        ),
        class_name="site-footer",
    )
