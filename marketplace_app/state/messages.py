"""Messages: the contact list and the open chat (header popup and /messages)."""

from datetime import datetime
from typing import ClassVar

import reflex as rx

from ..first_screen.keys import MESSAGES_KEY
from ..services.social import conversations
from .as_user import call_as_user
from .auth import AuthState
from .first_screen import SeededPage
from .inbox import InboxState
from .inbox_rows import contact_row, message_row
from .lang import LangState, reader_text
from .service_call import ServiceFailed

CONTACTS_SHOWN = 30
# The vars /messages's served page seeds (its contact list, once loaded).
SEEDED = ("contacts", "contacts_read")


def contacts_values(items: list[dict], lang: str, now: datetime | None = None) -> dict:
    """The SEEDED values for a contact list (list_conversations' answer) read in `lang`, its
    times as of `now`."""
    return {"contacts": [contact_row(c, lang, now) for c in items], "contacts_read": True}


class MessagesState(SeededPage, InboxState):
    """Contacts, the open conversation's messages (InboxState.open_id), and the draft box."""

    seeded_vars: ClassVar[tuple[str, ...]] = SEEDED
    REFRESH_RANK: ClassVar[int] = -1  # before the counts: reading the open thread marks it read
    popup_open: bool = False
    contacts: list[dict] = []
    with_name: str = ""
    with_photo: str = ""
    with_id: str = ""
    thread: list[dict] = []
    contacts_hidden: bool = False
    error: str = ""
    loaded: bool = False
    contacts_read: bool = False  # the list has come at least once: an empty one means none

    async def reload(self, token: str, lang: str) -> None:
        """Fetch the contact list and the open thread (marking what the reader sees read)."""
        if not (self.popup_open or self.loaded):
            return
        if self.open_id:
            try:
                await call_as_user(token, conversations.mark_read, conversation_id=self.open_id)
                page = await call_as_user(token, conversations.list_messages,
                                          conversation_id=self.open_id)
            except ServiceFailed:
                self.open_id, self.thread = "", []
            else:
                self.thread = [message_row(m, lang) for m in page["messages"]]
                self.contacts_hidden = page["contactsHidden"]
                other = page["with"] or {}
                self.with_name = other.get("fullName") or ""
                self.with_photo = other.get("profileImage") or ""
                self.with_id = other.get("_id") or ""
        items = await call_as_user(token, conversations.list_conversations,
                                   limit=CONTACTS_SHOWN)
        now = self._served_clock()
        for name, value in contacts_values(items, lang, now).items():
            if getattr(self, name) != value:  # an unchanged value is not sent again
                setattr(self, name, value)
        self._skip_kept_seed(MESSAGES_KEY)

    async def _refresh(self):
        return InboxState.refresh

    def _mark_shown_read(self) -> None:
        """Every notification was marked read: nothing here shows notifications."""

    @rx.event
    async def set_popup_open(self, value: bool):
        """Open or close the header's Messages popup."""
        self.popup_open = value
        if value:
            return await self._refresh()

    @rx.event
    async def load_page(self):
        """/messages: the full-page inbox; ?c= opens one conversation. A served page already
        shows the contact list: then none of the values it seeded are sent again."""
        seeded = await self._seed_fingerprint()
        if seeded and not self.loaded and not self.contacts_read:
            self._keep_seed(seeded)
        self.loaded = True
        self.open_id = self.router.url.query_parameters.get("c", "") or self.open_id
        return await self._refresh()

    @rx.event
    def leave_page(self):
        """/messages is gone: the contact list refreshes only while the popup is open."""
        self.loaded = False

    @rx.event
    async def open_conversation(self, conversation_id: str):
        """Show one conversation's messages."""
        self.open_id, self.thread, self.error = conversation_id, [], ""
        return await self._refresh()

    @rx.event
    def back_to_contacts(self):
        """Narrow screens: from the chat back to the list."""
        self.open_id, self.thread = "", []

    @rx.event
    async def send(self, form: dict, client_key: str | None = None):
        """Enter sends; blank text does nothing. The key, made in the browser when the message
        was sent, keeps a send that is delivered twice (after a lost signal) one message."""
        text = (form or {}).get("body") or ""
        if not text.strip(" \t\n\r\f\v") or not self.open_id:
            return
        token = (await self.get_state(AuthState)).auth_token
        try:
            await call_as_user(token, conversations.send_message,
                               conversation_id=self.open_id, body=text, client_key=client_key)
        except ServiceFailed as failed:
            self.error = await reader_text(self, failed.message)
            return
        self.error = ""
        lang = (await self.get_state(LangState)).lang
        await self.reload(token, lang)

    @rx.event
    async def message_user(self, user_id: str):
        """The talent page's Message button: open (or start) the conversation."""
        auth = await self.get_state(AuthState)
        if not auth.auth_token:
            return AuthState.open_signin
        try:
            chat = await call_as_user(auth.auth_token, conversations.start_conversation,
                                      user_id=user_id)
        except ServiceFailed as failed:
            return rx.toast.error(await reader_text(self, failed.message))
        return rx.redirect(f"/messages?c={chat.id}")
