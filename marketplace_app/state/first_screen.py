"""The served page's first screen, as the browser hands it back: the fingerprint of the values
the page was seeded with (a short-lived cookie the server set beside the HTML)."""

import reflex as rx
from reflex.state import _override_base_method

from ..first_screen import seed

COOKIE = "first_screen"
MAX_AGE = 120


class FirstScreenState(rx.State):
    """Kept apart from the pages' States so that receiving the cookie re-renders no page."""

    seeded: str = rx.Cookie("", name=COOKIE, path="/", max_age=MAX_AGE, same_site="lax")

    def take(self) -> str:
        """The fingerprint, once (the cookie is cleared)."""
        found, self.seeded = self.seeded, ""
        return found


class SeededPage(rx.State, mixin=True):
    """A page whose served HTML seeded the browser with its first values (first_screen/): once
    loaded, the delta leaves out each value the browser already holds."""

    _client_has: dict = {}  # var key -> JSON the browser already holds

    async def _seed_fingerprint(self) -> str:
        """The served page's fingerprints, once ("" when the page was not served seeded)."""
        return (await self.get_state(FirstScreenState)).take()

    def _skip_seeded(self, key: str, fingerprint: str, names) -> None:
        """Of `names`, the vars whose values equal what the served page `key` seeded: not sent
        again in the next delta."""
        values = {name: self.get_value(name) for name in names}
        same = seed.matching(key, values, fingerprint)
        self._client_has = seed.serialized(
            {seed.var_key(getattr(type(self), name)): values[name] for name in same})

    @_override_base_method
    def get_delta(self):
        """The delta, less the values the served page already handed to the browser (once)."""
        delta = super().get_delta()
        if self._client_has:
            mine = delta.get(self.get_full_name()) or {}
            for key in [k for k, v in mine.items()
                        if seed.serialized({k: v})[k] == self._client_has.get(k)]:
                del mine[key]
            if not mine:
                delta.pop(self.get_full_name(), None)
            self._client_has = {}
        return delta
