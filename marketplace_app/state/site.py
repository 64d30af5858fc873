"""States of the public site: hero search, header counters and search."""

import reflex as rx

from ..services.portfolios import search
from ..texts.site import HERO_PLACEHOLDERS
from ..display_rules.search_routing import JOBS_MODE, TALENT_MODE, search_destination
from .service_call import ServiceFailed, call_service

HEADER_PREVIEW_SIZE = 5  # spec §2.3 / §9: the header preview shows at most 5 results


def preview_items(feed_page: dict) -> list[dict]:
    """The few fields the header preview shows of each portfolio in a feed page."""
    return [{"id": p["_id"], "title": p["title"],
             "owner": (p.get("user") or {}).get("fullName") or "",
             "category": p["category"] if isinstance(p["category"], str)
             else ", ".join(p["category"]),
             "thumb": p.get("coverThumbnailUrl") or p.get("coverPhotoUrl") or ""}
            for p in feed_page["portfolios"][:HEADER_PREVIEW_SIZE]]


class HeroSearchState(rx.State):
    """The landing hero: Hire Talent / Browse Jobs toggle and its search box."""

    mode: str = TALENT_MODE
    query: str = ""

    @rx.var
    def placeholder(self) -> str:
        """The search box placeholder of the current mode."""
        return HERO_PLACEHOLDERS[self.mode]

    @rx.event
    def set_mode(self, mode: str | list[str]):
        """Switch between hiring talent and browsing jobs."""
        mode = mode[0] if isinstance(mode, list) else mode
        self.mode = JOBS_MODE if mode == JOBS_MODE else TALENT_MODE

    @rx.event
    def set_query(self, text: str):
        """Keep the typed text."""
        self.query = text

    @rx.event
    def submit(self, form: dict | None = None):
        """Search: blank text does nothing."""
        text = (form or {}).get("search", self.query)
        target = search_destination(text, self.mode)
        if target:
            return rx.redirect(target)

    @rx.event
    def suggest(self, text: str):
        """A quick suggestion searches right away in the current mode."""
        self.query = text
        return rx.redirect(search_destination(text, self.mode))


class HeaderState(rx.State):
    """The signed-in header's search box (the counters live in InboxState)."""

    preview: list[dict] = []

    @rx.event
    async def preview_search(self, text: str):
        """Live preview of the header search (blank text clears it)."""
        if not search.clean_query(text):
            self.preview = []
            return
        try:
            page = await call_service(search.feed, search=text, limit=HEADER_PREVIEW_SIZE)
        except ServiceFailed:
            self.preview = []
            return
        self.preview = preview_items(page)

    @rx.event
    def close_preview(self):
        """Hide the preview."""
        self.preview = []

    @rx.event
    def search(self, form: dict):
        """Header search always looks for talent; blank text does nothing."""
        target = search_destination(form.get("header_query"), TALENT_MODE)
        if target:
            self.preview = []
            return rx.redirect(target)
