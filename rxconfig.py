"""Reflex configuration; values come from the environment where given.

The frontend reaches its backend at the origin it was loaded from (SameOriginBackendPlugin),
so one production build serves any port and address. Allowed origins follow
MARKETPLACE_BASE_URL, or this machine's own addresses when none is set (and in kiosk mode).
"""

import os
from pathlib import Path

import reflex as rx
from reflex.plugins.sitemap import SitemapPlugin

from marketplace_app.components.radix_styles import LeanRadixThemesPlugin
from marketplace_app.components.theme import THEME
from marketplace_app.launch.backend_flag import BackendFlagPlugin
from marketplace_app.launch.hindi_names import HindiNamesPlugin
from marketplace_app.launch.quiet_connect import QuietConnectPlugin
from marketplace_app.launch.quiet_theme import QuietThemePlugin
from marketplace_app.launch.origins import allowed_origins
from marketplace_app.launch.small_chunks import SmallChunksPlugin
from marketplace_app.launch.same_origin import SAME_ORIGIN_API_URL, SameOriginBackendPlugin
from marketplace_app.settings import get_settings

_port = os.environ.get("PORT", "3000")
_settings = get_settings()

config = rx.Config(
    app_name="marketplace_app",
    db_url=f"sqlite:///{Path(__file__).resolve().parent / 'data' / 'marketplace.db'}",
    api_url=SAME_ORIGIN_API_URL,
    deploy_url=_settings.base_url or f"http://localhost:{_port}",
    cors_allowed_origins=allowed_origins(_port, _settings.base_url, _settings.kiosk),
    show_built_with_reflex=False,
    telemetry_enabled=False,
    plugins=[LeanRadixThemesPlugin(theme=THEME), SameOriginBackendPlugin(), HindiNamesPlugin(),
             QuietThemePlugin(), QuietConnectPlugin(), SmallChunksPlugin(), BackendFlagPlugin()],
    disable_plugins=[SitemapPlugin],
)
