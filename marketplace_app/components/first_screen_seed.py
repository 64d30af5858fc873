"""Invisible: hands the served page's first screen to React before its first render, so the
page takes over the cards already painted instead of drawing placeholders over them."""

import json

import reflex as rx
from reflex_base.utils.imports import ImportVar

from ..first_screen.seed import LANGUAGE_CODE, SEED_CODE, TAKEOVER_HOOK, var_key
from ..state.lang import LangState


class RootSeed(rx.Fragment):
    """Renders its children; its module code (in the app's root module, which runs before the
    state store starts) applies the seed. A page's own module may load after the store has
    started and taken the first delta, as the talent and portfolio pages' do."""

    def add_imports(self):
        """The compiled initial state."""
        return {"$/utils/context": [ImportVar(tag="initialState")]}

    def add_custom_code(self) -> list[str]:
        """The seed, then the served page's language, applied when the root module loads."""
        return [SEED_CODE, LANGUAGE_CODE.format(state=json.dumps(LangState.get_full_name()),
                                                var=json.dumps(var_key(LangState.lang)))]


root_seed = RootSeed.create


class FirstScreenSeed(rx.Fragment):
    """Renders nothing; once the page has committed, its hook ends the served first screen that
    the page replaces (the talent and portfolio pages serve theirs beside the app's root)."""

    def add_imports(self):
        """React's layout effect."""
        return {"react": [ImportVar(tag="useLayoutEffect")]}

    def add_hooks(self) -> list[str]:
        """The served first screen goes before the next paint."""
        return [TAKEOVER_HOOK]


first_screen_seed = FirstScreenSeed.create


class Suspense(rx.Fragment):
    """React's Suspense boundary. Around the parts the served page fills in per request: React
    then redraws only that part where the served markup differs, and hydrates the rest."""

    tag = "Suspense"


server_filled = Suspense.create
