"""Composition root: the Reflex app with the API mounted inside its backend."""

import reflex as rx

from . import models  # noqa: F401  (registers tables)
from .api.app import api
from .pages.landing import landing
from .state.auth import AuthState

app = rx.App(api_transformer=api)
app.add_page(landing, route="/", title="Where Local Talent Meets Global Demand",
             on_load=AuthState.load_session)
