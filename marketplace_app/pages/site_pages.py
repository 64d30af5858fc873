"""Registers the public site's pages (landing, services, photography, coming soon, 404)."""

import reflex as rx

from ..state.auth import AuthState
from .landing import HEADLINE, landing


def register(app: rx.App) -> None:
    """Add the public pages to the app."""
    app.add_page(landing, route="/", title=HEADLINE, on_load=AuthState.load_session)
