"""Radix Themes' look on plain elements: its classes and data attributes without its React
components (3-5 of them each, for a phone to hydrate), for the parts every page hydrates."""

import reflex as rx


def radix_text(text, size: str, *, classes: str = "", bold: bool = False) -> rx.Component:
    """A Radix Text's paragraph."""
    return rx.el.p(text, class_name=f"rt-Text rt-r-size-{size}"
                   + (" rt-r-weight-bold" if bold else "") + (f" {classes}" if classes else ""))


def radix_button(label, variant, *, classes: str, size: str = "2", accent: str = "",
                 round_: bool = True, **props) -> rx.Component:
    """A Radix Button (`classes`: its kind, rt-Button or rt-IconButton, then ours; `variant`:
    a name or a Var of one)."""
    attrs = {"data-accent-color": accent, **({"data-radius": "full"} if round_ else {})}
    return rx.el.button(label, type="button", custom_attrs=attrs,
                        class_name=f"rt-reset rt-BaseButton rt-r-size-{size} rt-variant-"
                                   + variant + f" {classes}", **props)
