"""A closed menu or popover drawn as its trigger alone until first used (mount_on_use.jsx):
the header's two menus and two popovers were ~130 React components on every page, hydrated
and drawn twice before the page answered a tap, and most readers never open them."""

import reflex as rx

from .frame_cropper import _shared_asset

_SOURCE = _shared_asset(path="mount_on_use.jsx")
# Its box lays out as the trigger alone (components/header_look.py holds the header's rules).
LOOK = "span.on-use{display:contents}"


class MountOnUse(rx.Component):
    """Children: a copy of the trigger as it is drawn closed, then the real menu or popover."""

    library = _SOURCE.importable_path
    tag = "MountOnUse"

    trigger_id: rx.Var[str]
    opens_on: rx.Var[str]


def mount_on_use(closed_trigger: rx.Component, real: rx.Component, trigger_id: str,
                 opens_on: str) -> rx.Component:
    """`real` (whose trigger has the id `trigger_id`) drawn as `closed_trigger` until a mouse
    comes over it, it takes the focus or it is pressed; `opens_on`: "click" or "pointerdown",
    as the real trigger opens."""
    return MountOnUse.create(closed_trigger, real, trigger_id=trigger_id, opens_on=opens_on)
