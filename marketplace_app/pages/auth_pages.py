"""Registers the sign-in pages, the sign-in callback and the protected-route guard."""

import reflex as rx


def register(app: rx.App) -> None:
    """Add the sign-in pages to the app (filled in by the sign-in work)."""
