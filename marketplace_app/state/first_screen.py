"""The served page's first screen, as the browser hands it back: the fingerprint of the values
the page was seeded with (a short-lived cookie the server set beside the HTML)."""

import reflex as rx

COOKIE = "first_screen"
MAX_AGE = 120


class FirstScreenState(rx.State):
    """Kept apart from the pages' States so that receiving the cookie re-renders no page."""

    seeded: str = rx.Cookie("", name=COOKIE, path="/", max_age=MAX_AGE, same_site="lax")

    def take(self) -> str:
        """The fingerprint, once (the cookie is cleared)."""
        found, self.seeded = self.seeded, ""
        return found
