""""Admired by" on the owner's own work: who admired it, newest first, a page at a time."""

from dataclasses import dataclass

import reflex as rx

from ..services.social import admirers
from .auth import AuthState
from .lang import reader_text
from .service_call import ServiceFailed
from .viewer import as_actor


@dataclass
class AdmirerRow:
    """One person who admired the work; talent link to their page."""

    id: str = ""
    name: str = ""
    photo: str = ""
    link: str = ""  # their talent page, or "" for a client


def _rows(page: dict) -> list[AdmirerRow]:
    return [AdmirerRow(id=a["_id"], name=a["fullName"], photo=a["profilePhotoUrl"] or "",
                       link=f"/talent-detail/{a['_id']}" if a["role"] == "TALENT" else "")
            for a in page["admirers"]]


class AdmirersState(rx.State):
    """The list the owner sees; the service refuses anyone else."""

    target_id: str = ""
    rows: list[AdmirerRow] = []
    total: int = 0
    next_cursor: str = ""
    loading: bool = False

    async def _page(self, cursor: str = ""):
        token = (await self.get_state(AuthState)).auth_token
        try:
            return await as_actor(admirers.admirers, token, target_kind="portfolio",
                                  target_id=self.target_id, cursor=cursor), None
        except ServiceFailed as exc:
            return None, rx.toast.error(await reader_text(self, exc.message))

    @rx.event
    async def load(self, portfolio_id: str):
        """When the owner's work shows: the first page of its admirers."""
        if portfolio_id != self.target_id:
            self.rows, self.total, self.next_cursor = [], 0, ""
        self.target_id, self.loading = portfolio_id, True
        yield
        page, problem = await self._page()
        self.loading = False
        if problem:
            yield problem
            return
        self.rows, self.total = _rows(page), page["total"]
        self.next_cursor = page["nextCursor"] or ""

    @rx.event
    async def load_more(self):
        """The next page, appended."""
        if not self.next_cursor or self.loading:
            return
        self.loading = True
        yield
        page, problem = await self._page(self.next_cursor)
        self.loading = False
        if problem:
            yield problem
            return
        self.rows = self.rows + _rows(page)
        self.next_cursor = page["nextCursor"] or ""
