"""The page shell every page sits in (navigation bar, content, footer)."""

import reflex as rx


def page_shell(*children: rx.Component, **props) -> rx.Component:
    """Wrap page content in the site chrome."""
    return rx.box(*children, min_height="100vh", width="100%", **props)
