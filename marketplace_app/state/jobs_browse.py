"""/browse: open jobs, newest first (best match first with a search), filtered on the server,
a page at a time."""

import reflex as rx

from .. import catalog
from ..display_rules.job_cards import JobCard, job_card
from ..services.social import briefs
from .auth import AuthState
from .lang import LangState, reader_text
from .service_call import ServiceFailed
from .viewer import as_viewer

ANY = "any"
FILTERS = ("category", "city", "date_from", "date_to", "budget_min", "budget_max")


class JobsBrowseState(rx.State):
    """The search and filters as typed, and the pages loaded so far."""

    search: str = ""
    category: str = ""
    city: str = ""
    date_from: str = ""
    date_to: str = ""
    budget_min: str = ""
    budget_max: str = ""
    cards: list[JobCard] = []
    next_cursor: str = ""
    loading: bool = True
    more_loading: bool = False

    def _query(self) -> dict:
        return {"search": self.search, "category": self.category, "city": self.city,
                "date_from": self.date_from, "date_to": self.date_to,
                "budget_min": self.budget_min, "budget_max": self.budget_max}

    async def _fetch(self, cursor: str = ""):
        token = (await self.get_state(AuthState)).auth_token
        try:
            page = await as_viewer(briefs.browse, token, cursor=cursor, **self._query())
        except ServiceFailed as exc:
            return None, rx.toast.error(await reader_text(self, exc.message))
        return page, None

    async def _cards(self, page: dict) -> list[JobCard]:
        lang = (await self.get_state(LangState)).lang
        return [job_card(item, lang) for item in page["briefs"]]

    @rx.event
    async def load(self):
        """The first page for the current search and filters."""
        self.loading = True
        yield
        page, problem = await self._fetch()
        self.loading = False
        if problem:
            yield problem
            return
        self.cards = await self._cards(page)
        self.next_cursor = page["nextCursor"] or ""

    @rx.event
    def start(self):
        """On page load: the address's ?search= and ?category=, no other filter."""
        params = self.router.url.query_parameters
        self.search = params.get("search", "")[:100]
        known = catalog.find_category(params.get("category", ""))
        self.category = known.name if known else ""
        self.city = self.date_from = self.date_to = ""
        self.budget_min = self.budget_max = ""
        return JobsBrowseState.load

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
        self.cards = self.cards + await self._cards(page)
        self.next_cursor = page["nextCursor"] or ""

    @rx.event
    def submit_search(self, form: dict):
        """The search box."""
        self.search = str(form.get("search", ""))[:100]
        return JobsBrowseState.load

    def _set(self, name: str, value: str) -> None:
        if name in FILTERS:
            setattr(self, name, "" if value == ANY else str(value)[:100])

    @rx.event
    def set_filter(self, name: str, value: str):
        """One filter as typed or chosen ("any" for none)."""
        self._set(name, value)

    @rx.event
    def choose(self, name: str, value: str):
        """A select's choice applies at once."""
        self._set(name, value)
        return JobsBrowseState.load

    @rx.event
    def apply_filters(self):
        """Apply Filters: the first page for the panel's values."""
        return JobsBrowseState.load

    @rx.event
    def clear_filters(self):
        """Every open job again (the search stays)."""
        self.category = self.city = self.date_from = self.date_to = ""
        self.budget_min = self.budget_max = ""
        return JobsBrowseState.load
