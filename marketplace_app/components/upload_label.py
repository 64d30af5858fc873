"""A name for the hidden file input inside a Reflex upload zone (screen readers announce it)."""

import reflex as rx


def named_upload(zone: rx.Component, label) -> rx.Component:
    """Give the zone's `<input type="file">` an accessible name; returns the zone."""
    queue = [zone]
    while queue:
        found = queue.pop(0)
        if type(found).__name__ == "Input" and "file" in str(getattr(found, "type", "")):
            found.custom_attrs["aria-label"] = label
            return zone
        queue.extend(getattr(found, "children", None) or [])
    raise ValueError("no file input in this upload zone")
