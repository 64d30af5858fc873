"""Composition root: the Reflex app with the API mounted inside its backend."""

import reflex as rx

from . import models  # noqa: F401  (registers tables)
from .api.app import api
from .worker import in_process_lifespan
from .pages import auth_pages, site_pages

app = rx.App(api_transformer=api)
app.register_lifespan_task(in_process_lifespan)
for register in (site_pages.register, auth_pages.register):
    register(app)
