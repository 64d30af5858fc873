"""Reflex configuration; values come from the environment where given."""

import os
from pathlib import Path

import reflex as rx
from reflex.plugins.sitemap import SitemapPlugin
from reflex_components_radix.plugin import RadixThemesPlugin

from marketplace_app.components.theme import THEME

_port = os.environ.get("PORT", "3000")
_origin = os.environ.get("REFLEX_API_URL", f"http://localhost:{_port}")

config = rx.Config(
    app_name="marketplace_app",
    db_url=f"sqlite:///{Path(__file__).resolve().parent / 'data' / 'marketplace.db'}",
    api_url=_origin,
    deploy_url=_origin,
    cors_allowed_origins=[_origin],
    show_built_with_reflex=False,
    telemetry_enabled=False,
    plugins=[RadixThemesPlugin(theme=THEME)],
    disable_plugins=[SitemapPlugin],
)
