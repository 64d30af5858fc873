"""A member's photo or initial in a round avatar, drawn the same by the server and by React."""

import reflex as rx


def _round(child: rx.Component, size: str) -> rx.Component:
    """Radix's avatar box around `child` (first_screen/parts.avatar draws the same)."""
    return rx.el.span(child, class_name=f"rt-reset rt-AvatarRoot rt-r-size-{size} rt-variant-soft",
                      custom_attrs={"data-accent-color": "", "data-radius": "full"})


def initial_face(initial, size: str) -> rx.Component:
    """The initial in Radix's avatar classes (first_screen/parts.avatar draws the same). Not
    rx.avatar: that first renders an empty fallback, so a served page holding the initial would
    not match React's first render, and React would draw the whole page again."""
    return _round(rx.el.span(initial, class_name="rt-AvatarFallback rt-one-letter"), size)


def member_face(photo, initial, size: str) -> rx.Component:
    """The member's photo in a round avatar, else their initial: drawn the same by the server
    (first_screen/parts.avatar), so the served header's avatar is kept as it is."""
    return rx.cond(photo != "",
                   _round(rx.el.img(src=photo, alt="", class_name="rt-AvatarImage"), size),
                   initial_face(initial, size))
