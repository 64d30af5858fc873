"""/notifications: one tab of the reader's notifications, newest first."""

import time
from datetime import datetime
from typing import ClassVar

import reflex as rx

from ..first_screen.clock import unstamped
from ..first_screen.keys import NOTIFICATIONS_KEY
from ..services.social import notifications
from .as_user import call_as_user
from .first_screen import MAX_AGE, SeededPage
from .inbox import InboxState
from .inbox_rows import notification_row
from .service_call import ServiceFailed
from ..texts.social import NOTIFICATION_TABS as TABS

PAGE_SIZE = 30
FIRST_TAB = "appreciations"
# The takeover's refreshes (on_load's and the header watcher's first) read the served page's
# clock, so its relative times read as served; later ones read the clock.
TAKEOVER_SECONDS = 10
# The vars the served page seeds (what the page draws once its first tab is loaded).
SEEDED = ("rows", "loading", "tab")


def notifications_values(page: dict, tab: str, lang: str, now: datetime | None = None) -> dict:
    """The SEEDED values for a page of one tab (list_notifications' answer) read in `lang`,
    its times as of `now`."""
    return {"rows": [notification_row(n, lang, now) for n in page["notifications"]],
            "loading": False, "tab": tab}


class NotificationsPageState(SeededPage, InboxState):
    """The open tab and its rows."""

    seeded_vars: ClassVar[tuple[str, ...]] = SEEDED

    REFRESH_RANK: ClassVar[int] = 1

    tab: str = FIRST_TAB
    rows: list[dict] = []
    active: bool = False
    loading: bool = True
    _seeded: str = ""  # the served page's fingerprints, until the first reload compares them
    _seeded_at: datetime | None = None  # the served page's clock, for the takeover's reloads
    _seeded_until: float = 0.0  # (wall clock) until then

    async def reload(self, token: str, lang: str) -> None:
        """Fetch the open tab (only while /notifications is shown)."""
        if not self.active:
            return
        try:
            page = await call_as_user(token, notifications.list_notifications, tab=self.tab,
                                      limit=PAGE_SIZE)
        except ServiceFailed:
            return
        now = self._seeded_at if time.time() < self._seeded_until else None
        for name, value in notifications_values(page, self.tab, lang, now).items():
            if getattr(self, name) != value:  # an unchanged value is not sent again
                setattr(self, name, value)
        if self._seeded:
            self._skip_seeded(NOTIFICATIONS_KEY, self._seeded, SEEDED)
            self._seeded = ""

    def _mark_shown_read(self) -> None:
        """Every notification was marked read: the rows shown say so at once."""
        self.rows = [{**n, "unread": False, "css": "notification-row"} for n in self.rows]

    @rx.event
    async def load(self):
        """On load of /notifications (a served page already shows the first tab: then no
        spinner, and none of the values it seeded are sent again)."""
        seeded = await self._seed_fingerprint()
        blank = not self.active and not self.rows  # else the hydrate snapshot sent the rows
        self.active = True
        if seeded and blank:
            self._seeded_at, self._seeded = unstamped(seeded, MAX_AGE)
            self._seeded_until = time.time() + TAKEOVER_SECONDS
            self.tab = FIRST_TAB
        else:
            self.loading = True
        return InboxState.refresh

    @rx.event
    def leave(self):
        """The page is gone: stop refreshing its rows."""
        self.active = False

    @rx.event
    def set_tab(self, tab: str):
        """Switch tab."""
        if tab in dict(TABS):
            self.tab, self.rows, self.loading = tab, [], True
            return InboxState.refresh
