"""The served page's first screen, as the browser hands it back: the fingerprint of the values
the page was seeded with (a short-lived cookie the server set beside the HTML)."""

import time
from datetime import datetime
from typing import ClassVar

import reflex as rx
from reflex.state import _override_base_method
from reflex_base.constants.state import FIELD_MARKER

from ..first_screen import seed
from ..first_screen.clock import unstamped

COOKIE = "first_screen"
MAX_AGE = 120
# A page whose rows say how long ago (kept_seed): the takeover's reloads read the served page's
# clock, so its relative times read as served; later ones read the clock.
TAKEOVER_SECONDS = 10


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
    seeded_vars: ClassVar[tuple[str, ...]] = ()  # what the page's served HTML seeds (SEEDED)
    _kept: str = ""  # keep_seed's fingerprints, until the first reload compares them
    _kept_at: datetime | None = None  # the served page's clock, for the takeover's reloads
    _kept_until: float = 0.0  # (wall clock) until then

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

    def _keep_seed(self, fingerprint: str) -> None:
        """Keep a served page's stamped fingerprints (and its clock) for the reloads of a page
        whose values are computed again after on_load (relative times)."""
        self._kept_at, self._kept = unstamped(fingerprint, MAX_AGE)
        self._kept_until = time.time() + TAKEOVER_SECONDS

    def _served_clock(self) -> datetime | None:
        """The served page's clock during the takeover, else None (now)."""
        return self._kept_at if time.time() < self._kept_until else None

    def _skip_kept_seed(self, key: str) -> None:
        """Once, after the first reload: the seeded vars that still hold what the served page
        `key` seeded are not sent again."""
        if self._kept:
            self._skip_seeded(key, self._kept, self.seeded_vars)
            self._kept = ""

    def _served_anew(self) -> bool:
        """Whether the browser has just loaded a served, seeded page (its cookie is back and
        not yet taken by the page's on_load)."""
        root = self
        while root.parent_state is not None:
            root = root.parent_state
        first = root.substates.get(FirstScreenState.get_name())
        return first is not None and bool(first.seeded)

    @_override_base_method
    def dict(self, include_computed: bool = True, initial: bool = False, **kwargs):
        """The state as a whole, less its seeded vars on the first hydrate of a served page:
        the browser holds the served page's values, and this tab's values from an earlier
        page (another category's cards) would draw the old page over the new one until
        on_load, which sets them again."""
        whole = super().dict(include_computed=include_computed, initial=initial, **kwargs)
        if not initial and self.seeded_vars and self._served_anew():
            mine = whole.get(self.get_full_name(), {})
            for name in self.seeded_vars:
                mine.pop(name + FIELD_MARKER, None)
        return whole

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
