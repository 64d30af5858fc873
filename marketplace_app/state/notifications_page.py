"""/notifications: one tab of the reader's notifications, newest first."""

from typing import ClassVar

import reflex as rx

from ..services.social import notifications
from .as_user import call_as_user
from .inbox import InboxState
from .inbox_rows import notification_row
from .service_call import ServiceFailed
from ..texts.social import NOTIFICATION_TABS as TABS

PAGE_SIZE = 30


class NotificationsPageState(InboxState):
    """The open tab and its rows."""

    REFRESH_RANK: ClassVar[int] = 1

    tab: str = "appreciations"
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
        self.rows = [notification_row(n, lang) for n in page["notifications"]]
        self.loading = False

    def _mark_shown_read(self) -> None:
        """Every notification was marked read: the rows shown say so at once."""
        self.rows = [{**n, "unread": False, "css": "notification-row"} for n in self.rows]

    @rx.event
    def load(self):
        """On load of /notifications."""
        self.active, self.loading = True, True
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
