"""/handle-check: is a username free? The rule lives in services.accounts.users."""

import reflex as rx

from ..services.accounts import users
from .lang import reader_text
from .service_call import ServiceFailed, call_service


class HandleCheckState(rx.State):
    """What the visitor asked about and what the service answered."""

    handle: str = ""
    available: bool = False
    suggestions: list[str] = []
    error: str = ""
    busy: bool = False

    @rx.event
    async def check(self, form: dict):
        """Ask the service about the typed handle; show its answer or its message."""
        self.busy, self.error, self.handle, self.suggestions = True, "", "", []
        yield
        try:
            answer = await call_service(users.check_username, name=form.get("handle", ""))
        except ServiceFailed as failed:
            self.busy, self.error = False, await reader_text(self, failed.message)
            return
        self.busy = False
        self.handle = form.get("handle", "").strip()
        self.available, self.suggestions = answer["available"], answer["suggestions"]
