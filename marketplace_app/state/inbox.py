"""Live header: real notification, message and manage counts, pushed to an open page. A
service that changes what a user's header or inbox shows tells `live_events` after its commit;
the worker that holds the tab's socket wakes the tab's watcher, which refreshes once. No
periodic database reads: a watcher only wakes every HEARTBEAT_SECONDS to see whether its tab
is still open."""

import asyncio
import time

import reflex as rx

from ..services import live_events
from ..services.accounts import auth
from ..services.errors import ServiceError
from ..services.social import inbox, notifications
from ..display_rules.badges import badge_label
from .as_user import call_as_user
from .auth import AuthState
from .inbox_rows import notification_row
from .lang import load_language
from .service_call import ServiceFailed, call_service

HEARTBEAT_SECONDS = 20
PANEL_SIZE = 5


async def _connected(client_token: str) -> bool:
    """Whether this tab's socket is still connected (a closed tab ends its watcher)."""
    from reflex.utils.prerequisites import get_app

    namespace = get_app().app.event_namespace
    if namespace is None:
        return False
    manager = getattr(namespace, "_token_manager", None)
    if manager is not None and hasattr(manager, "is_token_connected"):
        return await manager.is_token_connected(client_token)
    return client_token in namespace.token_to_sid


async def _user_id(token: str) -> str:
    try:
        return await call_service(lambda session: auth.user_for_token(session, token).id)
    except ServiceFailed:
        return ""


class InboxState(rx.State):
    """Header counters and the notifications panel; `watch` keeps them live. Its views
    (MessagesState, NotificationsPageState) are its substates: each has `reload(token, lang)`,
    and the parent refreshes them all, so neither side imports the other's module."""

    notifications: int = 0
    messages: int = 0
    manage: int = 0
    notifications_open: bool = False
    recent: list[dict] = []
    open_id: str = ""  # the conversation open in MessagesState, watched for new messages
    _beat: float = 0.0  # wall clock of the watcher's last sign of life (any worker reads it)
    _watching: str = ""  # the session token the tab's watcher serves

    @rx.var
    def notifications_badge(self) -> str:
        """Badge text of the notifications counter ("9+" above 9)."""
        return badge_label(self.notifications)

    @rx.var
    def manage_badge(self) -> str:
        """Badge text of the manage counter."""
        return badge_label(self.manage)

    @rx.var
    def messages_badge(self) -> str:
        """Badge text of the messages counter."""
        return badge_label(self.messages)

    async def _token(self) -> str:
        return (await self.get_state(AuthState)).auth_token

    async def _views(self) -> list:
        """The inbox views (substates), loaded, in their REFRESH_RANK order."""
        views = sorted(InboxState.get_substates(), key=lambda view: view.REFRESH_RANK)
        return [await self.get_state(view) for view in views]

    @rx.event
    async def refresh(self):
        """Reload the counts, the panel if open, and any open inbox view."""
        await self._reload()

    async def _reload(self) -> None:
        token = await self._token()
        if not token:
            self.notifications = self.messages = self.manage = 0
            self.recent = []
            return
        lang = await load_language(self)  # as the served page chose it, before LangState
        try:
            views = await self._views()
            for view in views:  # the views that mark what they show read come first
                if view.REFRESH_RANK < 0:
                    await view.reload(token, lang)
            if self.notifications_open:
                counts, recent = await call_as_user(token, inbox.header_and_panel,
                                                    limit=PANEL_SIZE)
            else:  # a closed panel is loaded when it opens: news costs one count query
                counts, recent = await call_as_user(token, inbox.header_counts), None
            for view in views:
                if view.REFRESH_RANK >= 0:
                    await view.reload(token, lang)
        except (ServiceFailed, ServiceError):
            return
        self.notifications, self.messages = counts["notifications"], counts["messages"]
        self.manage = counts["manage"]
        if recent is not None:
            self.recent = [notification_row(n, lang) for n in recent]

    async def _load_panel(self) -> None:
        token = await self._token()
        if not token:
            self.recent = []
            return
        lang = await load_language(self)
        try:
            recent = await call_as_user(token, inbox.latest_notifications, limit=PANEL_SIZE)
        except (ServiceFailed, ServiceError):
            return
        self.recent = [notification_row(n, lang) for n in recent]

    @rx.event(background=True)
    async def watch(self):
        """While this tab is open and signed in as one user: refresh whenever that user has
        news. A newer watcher of the tab (another sign-in, another worker) replaces this one."""
        async with self:
            token = await self._token()
            if token == self._watching and time.time() - self._beat < 2 * HEARTBEAT_SECONDS:
                return  # this tab is already watched for this user
            self._watching, self._beat = token, time.time()
            client_token = self.router.session.client_token
        user_id = await _user_id(token) if token else ""
        if not user_id:
            return
        yield InboxState.refresh
        with live_events.listen(user_id) as news:
            while True:
                fresh = await news.wait(HEARTBEAT_SECONDS)
                if not await _connected(client_token):
                    return
                async with self:
                    if self._watching != token or await self._token() != token:
                        return  # signed out, or another account: its own watcher takes over
                    self._beat = time.time()
                    if fresh:  # here rather than as an event: the state is loaded once, not twice
                        await self._reload()

    @rx.event
    async def set_notifications_open(self, value: bool):
        """Open the notifications panel with its newest rows, or close it."""
        if value:
            await self._load_panel()
        self.notifications_open = bool(value)

    @rx.event
    async def mark_all_read(self):
        """Spec §2.3: every notification read, the counter at 0, the panel closed."""
        self.notifications, self.notifications_open = 0, False
        self.recent = [{**n, "unread": False, "css": "notification-row"} for n in self.recent]
        token = await self._token()
        if token:
            try:
                await call_as_user(token, notifications.mark_all_read)
            except ServiceFailed:
                pass
        for view in await self._views():
            view._mark_shown_read()
