"""/photography: real photographers by speciality, filtered on the server, a page at a time."""

import reflex as rx

from .. import catalog
from ..display_rules.cards import TalentCard, talent_card
from ..services.portfolios import photographers
from .auth import AuthState
from .collaboration_form import CollaborationForm
from .lang import reader_text
from .service_call import ServiceFailed, call_service
from .talent import reader_product

PHOTOGRAPHY = catalog.CATEGORY_BY_ID["photography"]
CATEGORY, SPECIALITIES = PHOTOGRAPHY.name, PHOTOGRAPHY.subcategories


class PhotographyState(rx.State):
    """The chosen speciality, the filter panel as typed, and the pages loaded so far."""

    speciality: str = ""
    filters_flipped: bool = False  # the panel's default (closed on phones) toggled
    price_min: str = ""
    price_max: str = ""
    experience: str = ""
    cities: list[str] = []
    cards: list[TalentCard] = []
    next_cursor: str = ""
    loading: bool = True
    more_loading: bool = False

    def _query(self) -> dict:
        return {"category": CATEGORY, "subcategory": self.speciality,
                "price_min": self.price_min.strip().replace(",", ""),
                "price_max": self.price_max.strip().replace(",", ""),
                "experience": self.experience, "cities": self.cities}

    async def _fetch(self, cursor: str = ""):
        """One page for the current filters; a refused filter becomes a toast."""
        try:
            page = await call_service(photographers.browse, cursor=cursor, **self._query())
        except ServiceFailed as exc:
            return None, rx.toast.error(await reader_text(self, exc.message))
        return page, None

    @rx.event
    async def load(self):
        """First page for the current filters (on load, and after a filter changes)."""
        self.loading = True
        yield
        page, problem = await self._fetch()
        self.loading = False
        if problem:
            yield problem
            return
        self.cards = [talent_card(item) for item in page["items"]]
        self.next_cursor = page["nextCursor"] or ""

    @rx.event
    async def load_more(self):
        """The next page, appended."""
        if not self.next_cursor or self.more_loading:
            return
        self.more_loading = True
        yield
        page, problem = await self._fetch(self.next_cursor)
        self.more_loading = False
        if problem:
            yield problem
            return
        self.cards = self.cards + [talent_card(item) for item in page["items"]]
        self.next_cursor = page["nextCursor"] or ""

    @rx.event
    def start(self):
        """Every page load starts from all photographers with no filter."""
        self.speciality = self.price_min = self.price_max = self.experience = ""
        self.cities = []
        return PhotographyState.load

    @rx.event
    def choose(self, speciality: str):
        """A speciality tab ("" for all)."""
        self.speciality = speciality if speciality in SPECIALITIES else ""
        return PhotographyState.load

    @rx.event
    def toggle_filters(self):
        """Show or hide the filter panel."""
        self.filters_flipped = not self.filters_flipped

    @rx.event
    def set_price_min(self, text: str):
        """Kept as typed; the service reads and checks it."""
        self.price_min = text

    @rx.event
    def set_price_max(self, text: str):
        """Kept as typed; the service reads and checks it."""
        self.price_max = text

    @rx.event
    def set_experience(self, value: str):
        """beginner, intermediate, expert, or "" for any."""
        self.experience = "" if value == "any" else value

    @rx.event
    def toggle_city(self, city: str, checked: bool):
        """Tick or untick a city."""
        others = [c for c in self.cities if c != city]
        self.cities = others + [city] if checked and city in catalog.CITIES else others

    @rx.event
    def apply_filters(self):
        """Apply Filters: the first page for the panel's values."""
        return PhotographyState.load

    @rx.event
    def clear_filters(self):
        """Back to every photographer of the chosen speciality."""
        self.price_min = self.price_max = self.experience = ""
        self.cities = []
        return PhotographyState.load

    @rx.event
    async def quote(self, talent_id: str):
        """Get Quote: the real collaboration request to this photographer."""
        found = next((c for c in self.cards if c.id == talent_id), None)
        if found is None:
            return
        form = await self.get_state(CollaborationForm)
        form.start(recipient_id=found.id, name=found.name,
                   product=await reader_product(self, {"category": [found.category]}),
                   own=found.id == await (await self.get_state(AuthState)).viewer_id(),
                   bio=found.bio, service_type=CATEGORY)
