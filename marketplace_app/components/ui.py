"""Small layout pieces shared by the public pages: containers, headings, calls to action."""

import reflex as rx

from ..first_screen.header import FOR_MEMBERS, FOR_VISITORS
from .i18n import t
from .radix_markup import radix_button, radix_link
from .theme import GUTTER, MUTED, PAGE_MAX_WIDTH, SECTION_Y, TITLE_SIZE
from ..texts import site as TS


def container(*children, **props) -> rx.Component:
    """Centred content column with the site gutter."""
    return rx.box(*children, max_width=PAGE_MAX_WIDTH, margin_x="auto", padding_x=GUTTER,
                  width="100%", **props)


def section(*children, section_id: str | None = None, **props) -> rx.Component:
    """A full-width band with the vertical section rhythm."""
    return rx.box(container(*children), id=section_id, padding_y=SECTION_Y, width="100%",
                  scroll_margin_top="72px", **props)


def eyebrow(text: str) -> rx.Component:
    """Small uppercase label above a section title."""
    return rx.text(text, size="2", weight="bold", color="var(--accent-11)",
                   letter_spacing="0.12em", text_transform="uppercase")


def section_heading(title, subtitle=None, label=None,
                    align: str = "center") -> rx.Component:
    """Eyebrow, title and one line of context."""
    return rx.vstack(
        eyebrow(label) if label is not None else rx.fragment(),
        rx.heading(title, size=TITLE_SIZE, weight="bold", letter_spacing="-0.02em",
                   text_align=align),
        rx.text(subtitle, size="4", color=MUTED, max_width="640px", text_align=align)
        if subtitle is not None else rx.fragment(),
        spacing="3", align="center" if align == "center" else "start", width="100%",
    )


def cta_button(signed_out_label: str, size: str = "3", variant: str = "solid",
               round_: bool = False) -> rx.Component:
    """Spec §2.2: "Explore More" to /main-feed when signed in, else the label to /signup.
    Both are drawn and the header decides which shows (MEMBER_SWITCH): a page served with a
    member's header shows the member's before React starts, and React draws it the same.
    Plain elements with Radix's classes (a Radix link and button were ~12 React components)."""
    def link(label, href: str, who: str) -> rx.Component:
        return radix_link(radix_button(label, variant, classes="rt-Button fs-ia i-arrow-right",
                                       size=size, round_=round_),
                          to=href, classes=f"cta-link {who}")

    return rx.fragment(link(t(TS.EXPLORE_MORE), "/main-feed", FOR_MEMBERS),
                       link(signed_out_label, "/signup", FOR_VISITORS))


def cover_image(src: str, alt: str, **props) -> rx.Component:
    """An image that fills its box, cropped to cover."""
    props.setdefault("loading", "lazy")
    return rx.image(src=src, alt=alt, width="100%", height="100%", object_fit="cover",
                    display="block", **props)


# The hero artwork in WebP at three widths (assets/site/hero-*.webp, from hero.jpg).
HERO_WIDTHS = (640, 1024, 1600)


def hero_image(src: str = "/site/hero.jpg") -> rx.Component:
    """The landing hero: the page's largest paint on a phone, so it is fetched first
    (React also preloads it from the head) in the width the screen needs."""
    stem = src.rsplit(".", 1)[0]
    return cover_image(src, "", loading="eager", decoding="async", sizes="100vw",
                       src_set=", ".join(f"{stem}-{w}.webp {w}w" for w in HERO_WIDTHS),
                       custom_attrs={"fetchPriority": "high", "width": "1600",
                                     "height": "1000"})
