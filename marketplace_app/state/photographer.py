"""/photographer-profile: the photographer travels as navigation state, with ?id= as fallback."""

import reflex as rx


class PhotographerNavState(rx.State):
    """What the card that was clicked knew about its photographer."""

    preview: dict[str, str] = {}
