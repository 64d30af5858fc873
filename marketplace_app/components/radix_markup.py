"""Radix Themes' look on plain elements: its classes and data attributes without its React
components (3-5 of them each, for a phone to hydrate), for the parts every page hydrates."""

import reflex as rx
from reflex_components_core.react_router.dom import ReactRouterLink


def radix_text(text, size: str, *, classes: str = "", bold: bool = False,
               **props) -> rx.Component:
    """A Radix Text's paragraph."""
    return rx.el.p(text, class_name=f"rt-Text rt-r-size-{size}"
                   + (" rt-r-weight-bold" if bold else "") + (f" {classes}" if classes else ""),
                   **props)


def radix_badge(*children, variant: str = "soft", accent: str = "",
                classes: str = "", **props) -> rx.Component:
    """A round Radix Badge at size 1."""
    return rx.el.span(*children, custom_attrs={"data-accent-color": accent,
                                               "data-radius": "full"},
                      class_name=f"rt-reset rt-Badge rt-r-size-1 rt-variant-{variant}"
                                 + (f" {classes}" if classes else ""), **props)


def radix_separator(orientation: str, size: str) -> rx.Component:
    """A Radix Separator."""
    return rx.el.span(custom_attrs={"data-accent-color": "gray"},
                      class_name=f"rt-Separator rt-r-orientation-{orientation} rt-r-size-{size}")


def radix_button(label, variant, *, classes, size: str = "2", accent="",
                 round_: bool = True, disabled=None, **props) -> rx.Component:
    """A Radix Button (`label`: a child or a tuple of them; `classes`: its kind, rt-Button or
    rt-IconButton, then ours; `variant`, `classes`, `accent` and `disabled`: values or Vars)."""
    attrs = {"data-accent-color": accent, **({"data-radius": "full"} if round_ else {}),
             **props.pop("custom_attrs", {})}
    if disabled is not None:  # as Radix marks it: the attribute only while disabled
        attrs["data-disabled"] = rx.cond(disabled, "true", None)
        props["disabled"] = disabled
    children = label if isinstance(label, tuple) else (label,)
    return rx.el.button(*children, type="button", custom_attrs=attrs,
                        class_name=f"rt-reset rt-BaseButton rt-r-size-{size} rt-variant-"
                                   + variant + " " + classes, **props)


def radix_link(*children, to, classes, underline: str = "none", **props) -> rx.Component:
    """A Radix Link's anchor (without underline unless `underline` is "auto"), navigating in
    the app (React Router); `to` and `classes`: values or Vars."""
    return ReactRouterLink.create(
        *children, to=to, custom_attrs={"data-accent-color": ""},
        class_name=f"rt-Text rt-reset rt-Link rt-underline-{underline} " + classes, **props)


def radix_stack(*children, direction: str, gap: str, align: str = "start",
                justify: str = "", classes: str = "", **props) -> rx.Component:
    """A Reflex stack's flex box (`direction`: column or row)."""
    shape = f"rt-Flex rt-r-fd-{direction} rt-r-ai-{align}" + (f" rt-r-jc-{justify}" if justify
                                                             else "")
    return rx.el.div(*children, class_name=f"{shape} rt-r-gap-{gap} rx-Stack"
                                           + (f" {classes}" if classes else ""), **props)


def radix_card(*children, size: str, classes: str, **props) -> rx.Component:
    """A Radix Card (surface variant)."""
    return rx.el.div(*children, class_name=f"rt-reset rt-BaseCard rt-Card rt-r-size-{size} "
                                           f"rt-variant-surface {classes}", **props)
