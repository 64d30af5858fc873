"""The settings section where a talent publishes "in Jaipur, 10-15 Nov" windows."""

from dataclasses import dataclass
from datetime import date

import reflex as rx

from ..i18n import translate
from ..i18n.formats import date_span
from ..services.social import availability
from .as_user import call_as_user, session_token
from .lang import LangState, reader_text
from .service_call import ServiceFailed
from ..texts import workspace as TW


@dataclass
class WindowRow:
    """One window as shown: its id and "Jaipur, 10–15 Nov"."""

    id: str = ""
    label: str = ""
    city: str = ""
    date_from: str = ""
    date_to: str = ""


def window_rows(windows: list[dict], lang: str) -> list[WindowRow]:
    """Windows (their JSON) labelled in the reader's language."""
    rows = []
    for w in windows:
        start, end = date.fromisoformat(w["dateFrom"]), date.fromisoformat(w["dateTo"])
        rows.append(WindowRow(w["id"], f"{translate(w['city'], lang)}, "
                                       f"{date_span(start, end, lang)}",
                              w["city"], w["dateFrom"], w["dateTo"]))
    return rows


def _mine(session, *, actor) -> list[dict]:
    return [availability.window_json(w)
            for w in availability.list_upcoming(session, user_id=actor.id)]


class AvailabilityState(rx.State):
    """My upcoming windows and the add form (the service checks every rule)."""

    windows: list[WindowRow] = []
    city: str = ""
    date_from: str = ""
    date_to: str = ""
    busy: bool = False

    async def _refresh(self, token: str) -> None:
        lang = (await self.get_state(LangState)).lang
        self.windows = window_rows(await call_as_user(token, _mine), lang)

    @rx.event
    async def load(self):
        """On the settings page: my upcoming windows."""
        token = await session_token(self)
        if not token:
            return
        try:
            await self._refresh(token)
        except ServiceFailed:
            yield rx.toast.error(await reader_text(self, TW.COULD_NOT_LOAD_YOUR_AVAILABILITY))

    @rx.event
    def set_city(self, value: str):
        """The city select."""
        self.city = value

    @rx.event
    def set_date_from(self, value: str):
        """The first day; the last day follows when it was earlier or blank."""
        self.date_from = value
        if not self.date_to or self.date_to < value:
            self.date_to = value

    @rx.event
    def set_date_to(self, value: str):
        """The last day."""
        self.date_to = value

    @rx.event
    async def add(self):
        """Publish the window typed in the form."""
        self.busy = True
        yield
        token = await session_token(self)
        try:
            await call_as_user(token, availability.add_window, city=self.city,
                               date_from=self.date_from, date_to=self.date_to)
            await self._refresh(token)
        except ServiceFailed as exc:
            self.busy = False
            yield rx.toast.error(await reader_text(self, exc.message))
            return
        self.busy, self.date_from, self.date_to = False, "", ""
        yield rx.toast.success(await reader_text(self, TW.AVAILABILITY_PUBLISHED))

    @rx.event
    async def remove(self, window_id: str):
        """Take one window down."""
        token = await session_token(self)
        try:
            await call_as_user(token, availability.remove_window, window_id=window_id)
            await self._refresh(token)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message))
            return
        yield rx.toast.success(await reader_text(self, TW.AVAILABILITY_REMOVED))
