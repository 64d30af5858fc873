"""A member's round picture, drawn the same by the server and by React's first render."""

import reflex as rx
from reflex_base.vars.base import Var


def face(photo, initial, size: str, lazy: bool = False) -> rx.Component:
    """The photo, else the initial, in Radix's avatar classes (`lazy`: loaded when near the
    screen, as in a list of cards). Not rx.avatar: that first renders an empty fallback until
    its image loads, so a served page holding the photo would not match React's first render,
    and React would draw the whole page again."""
    picture = rx.el.img(src=photo, alt="", class_name="rt-AvatarImage",
                        **({"loading": "lazy"} if lazy else {}))
    letter = rx.el.span(initial, class_name="rt-AvatarFallback rt-one-letter")
    inner = (rx.cond(photo != "", picture, letter) if isinstance(photo, Var)
             else picture if photo else letter)
    return rx.el.span(inner, class_name=f"rt-reset rt-AvatarRoot rt-r-size-{size} rt-variant-soft",
                      custom_attrs={"data-accent-color": "", "data-radius": "full"})
