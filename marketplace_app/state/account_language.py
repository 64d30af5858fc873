"""The reader's language kept with the signed-in account: after the switch, and from a ?lang=
address (the switch followed before the page's JS started)."""

import logging

import reflex as rx

from ..i18n import exact_language
from ..services.accounts import users
from .auth import AuthState
from .lang import LangState
from .service_call import call_service

log = logging.getLogger(__name__)


class AccountLanguageState(rx.State):
    """Saves the language to the signed-in account; LangState alone serves signed-out readers."""

    @rx.event
    async def keep_chosen(self):
        """Runs after LangState.set_language: the account keeps the language just chosen."""
        await self._save((await self.get_state(LangState)).lang)

    @rx.event
    async def settle_language(self, browser_language: str = ""):
        """On every page: settle the language (LangState); a ?lang= in the address is then kept
        with the account too. (Reflex runs the returned backend event on the server, not after
        the browser's script: the browser kept the address's language already, in the page's
        cookie and its mount script.)"""
        applied = (await self.get_state(LangState)).settled(browser_language)
        if not self.router.url.query_parameters.get("lang"):
            return applied
        return [applied, AccountLanguageState.keep_address_language]

    @rx.event
    async def keep_address_language(self):
        """A valid ?lang= in the address is the reader's choice: the account keeps it too."""
        requested = exact_language(self.router.url.query_parameters.get("lang"))
        if requested:
            await self._save(requested)

    async def _save(self, language: str) -> None:
        token = (await self.get_state(AuthState)).auth_token
        if not token:
            return
        try:
            await call_service(users.save_language, token=token, language=language)
        except Exception:  # noqa: BLE001 - the browser still remembers the choice
            log.exception("Saving the language to the profile failed")
