"""Small form pieces of the workspace screens: labelled fields, selects, chips, tiles."""

import reflex as rx

from ..catalog import CATEGORIES
from ..texts.site import category_image
from .i18n import t, t_data


def field(label: str, control: rx.Component, *extra: rx.Component,
          required: bool = False) -> rx.Component:
    """A label above its control (tied to it by the control's id, so the control has a
    name), with optional hints under it."""
    target = _first_with_id(control)
    tie = {}
    if target is not None:
        tie = {"custom_attrs": {"htmlFor": target.id}, "id": f"{target.id}-label"}
        if target is not control:  # a select's trigger button: name it by the label
            target.custom_attrs["aria-labelledby"] = f"{target.id}-label"
    return rx.vstack(
        rx.text(label, rx.cond(required, rx.text.span(" *", color="var(--red-9)"), ""),
                size="2", weight="medium", as_="label", **tie),
        rx.box(control, width="100%",
               style={"& > .rt-TextFieldRoot, & > .rt-TextAreaRoot": {"width": "100%"}}),
        *extra, spacing="1", width="100%",
    )


def _first_with_id(component: rx.Component) -> rx.Component | None:
    """The control if it has an id, or the trigger (with its id) of a select."""
    if isinstance(getattr(component, "id", None), str):
        return component
    if type(component).__name__ == "SelectRoot":
        return next((c for c in component.children
                     if isinstance(getattr(c, "id", None), str)), None)
    return None


def select(options, value, on_change, placeholder: str, select_id: str,
           labels: dict | None = None, **props) -> rx.Component:
    """A Radix select over fixed options, each shown in the reader's language."""
    return rx.select.root(
        rx.select.trigger(placeholder=placeholder, id=select_id, width="100%"),
        rx.select.content(*[rx.select.item(labels[o] if labels else t(o), value=o) for o in options]),
        value=value, on_change=on_change, size="3", **props,
    )


def hint(message, color: str = "red", hint_id: str | None = None) -> rx.Component:
    """A small coloured line under a field, shown when the message is not blank."""
    return rx.cond(message != "", rx.text(t_data(message), size="1", color=f"var(--{color}-11)",
                                          id=hint_id))


def chip(label, selected, on_click, **props) -> rx.Component:
    """A toggle pill."""
    return rx.button(label, size="2", radius="full", type="button",
                     variant=rx.cond(selected, "solid", "outline"),
                     color_scheme=rx.cond(selected, "orange", "gray"), on_click=on_click,
                     **props)


def category_tiles(selected, on_pick, *, multiple: bool = False, limit: int = 11,
                   tile_id_prefix: str = "cat") -> rx.Component:
    """Image tiles of the catalogue categories; `selected` is a name or a list of names."""
    def tile(category) -> rx.Component:
        chosen = selected.contains(category.name) if multiple else selected == category.name
        return rx.el.button(
            rx.image(src=category_image(category), alt="", width="100%",
                     height="100%", object_fit="cover", position="absolute", inset="0"),
            rx.box(position="absolute", inset="0",
                   background="linear-gradient(180deg, transparent 30%, rgba(0,0,0,0.75))"),
            rx.text(t(category.name), size="2", weight="bold", color="white", position="absolute",
                    bottom="8px", left="10px", right="10px", line_height="1.2"),
            rx.cond(chosen, rx.center(rx.icon("check", size=14, color="white"),
                                      position="absolute", top="8px", right="8px",
                                      width="22px", height="22px", border_radius="50%",
                                      background="var(--accent-9)")),
            position="relative", overflow="hidden", border_radius="var(--radius-3)",
            aspect_ratio="4 / 3", cursor="pointer", type="button", padding="0",
            border="none", width="100%", display="block",
            aria_pressed=rx.cond(chosen, "true", "false"),  # named by its visible text
            outline=rx.cond(chosen, "3px solid var(--accent-9)", "1px solid var(--gray-a5)"),
            outline_offset="2px", on_click=on_pick(category.name),
            id=f"{tile_id_prefix}-{category.id}", class_name="category-tile",
            data_name=category.name,
        )

    return rx.grid(*[tile(c) for c in CATEGORIES[:limit]],
                   columns={"initial": "2", "sm": "3", "md": "4"}, spacing="3", width="100%")
