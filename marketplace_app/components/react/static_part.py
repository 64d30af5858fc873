"""Fixed markup in the reader's language, which React takes over as one element
(static_part.jsx): for parts of every page that hold no state, such as the footer."""

from collections.abc import Callable

import reflex as rx

from ..i18n import IS_HINDI
from .frame_cropper import _shared_asset

_SOURCE = _shared_asset(path="static_part.jsx")


class StaticPart(rx.Component):
    """`html` in a <div> of its own; links within it move in the app."""

    library = _SOURCE.importable_path
    tag = "StaticPart"

    html: rx.Var[str]


def static_part(markup: Callable[[str], str], classes: str) -> rx.Component:
    """The markup `markup(lang)` writes, in the reader's language, in a <div> of `classes`."""
    return StaticPart.create(html=rx.cond(IS_HINDI, markup("hi"), markup("en")),
                             class_name=classes)
