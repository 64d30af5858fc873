"""/notifications: one tab of the reader's notifications, newest first."""

from datetime import datetime
from typing import ClassVar

import reflex as rx

from ..first_screen.keys import NOTIFICATIONS_KEY
from ..services.social import notifications
from .as_user import call_as_user
from .first_screen import SeededPage
from .inbox import InboxState
from .inbox_rows import notification_row
from .service_call import ServiceFailed
from ..texts.social import NOTIFICATION_TABS as TABS

PAGE_SIZE = 30
FIRST_TAB = "appreciations"
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

    async def reload(self, token: str, lang: str) -> None:
        """Fetch the open tab (only while /notifications is shown)."""
        if not self.active:
            return
        try:
            page = await call_as_user(token, notifications.list_notifications, tab=self.tab,
                                      limit=PAGE_SIZE)
        except ServiceFailed:
            return
        now = self._served_clock()
        for name, value in notifications_values(page, self.tab, lang, now).items():
            if getattr(self, name) != value:  # an unchanged value is not sent again
                setattr(self, name, value)
        self._skip_kept_seed(NOTIFICATIONS_KEY)

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
            self._keep_seed(seeded)
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
