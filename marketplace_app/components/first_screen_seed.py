"""Invisible: hands the served page's first screen to React before its first render, so the
page takes over the cards already painted instead of drawing placeholders over them."""

import reflex as rx
from reflex_base.utils.imports import ImportVar

from ..first_screen.seed import SEED_CODE


class FirstScreenSeed(rx.Fragment):
    """Renders nothing; its module code applies the seed."""

    def add_imports(self):
        """The compiled initial state."""
        return {"$/utils/context": [ImportVar(tag="initialState")]}

    def add_custom_code(self) -> list[str]:
        """The seed, applied when the page module loads."""
        return [SEED_CODE]


first_screen_seed = FirstScreenSeed.create


class Suspense(rx.Fragment):
    """React's Suspense boundary. Around the parts the served page fills in per request: React
    then redraws only that part where the served markup differs, and hydrates the rest."""

    tag = "Suspense"


server_filled = Suspense.create
