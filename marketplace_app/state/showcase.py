"""The landing page's showcase of real works, read from the showcase service's kept pick."""

import logging

import reflex as rx

from ..display_rules.cards import Card, card
from ..services.portfolios import showcase
from .service_call import call_service

log = logging.getLogger(__name__)


class ShowcaseState(rx.State):
    """Up to eight recent, well-admired works, each a link to its page."""

    items: list[Card] = []
    loaded: bool = False

    @rx.event
    async def load(self):
        """on_load of /: the kept pick (computed at most once every two minutes)."""
        try:
            picked = await call_service(showcase.showcase)
        except Exception:  # noqa: BLE001 - the section simply stays empty
            log.exception("Showcase load failed")
            picked = []
        self.items, self.loaded = [card(item) for item in picked], True
