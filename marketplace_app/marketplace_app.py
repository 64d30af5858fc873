"""Composition root: the Reflex app with the API mounted inside its backend."""

import reflex as rx

from . import models  # noqa: F401  (registers tables)
from .api.app import api
from .components.fonts import devanagari_font_style
from .pages import (auth_pages, discovery_browse, discovery_portfolio, discovery_talent,
                    site_pages)

app = rx.App(api_transformer=api, head_components=[devanagari_font_style()])
for register in (site_pages.register, auth_pages.register, discovery_browse.register,
                 discovery_talent.register, discovery_portfolio.register):
    register(app)
