"""The reader's language: ?lang= in the address, then the stored choice, then the browser's."""

import logging

import reflex as rx

from ..i18n import DEFAULT_LANGUAGE, LANGUAGES, normalise, translate
from ..services.accounts import auth, profile_rules, users
from ..workspace import texts

APPLY_LANGUAGE_JS = (
    "document.documentElement.lang = {lang!r}; document.documentElement.dataset.lang = {lang!r};"
)

log = logging.getLogger(__name__)

# The profile rules' messages, shown under a field as the user types (translated in the browser).
HINT_MESSAGES = frozenset(
    {v for k, v in vars(profile_rules).items() if k.isupper() and isinstance(v, str)}
    | {texts.PHONE_HINT, texts.FULL_NAME_REQUIRED, texts.USERNAME_REQUIRED})


def chosen_language(requested: str | None, stored: str | None, browser: str | None) -> str:
    """The address wins, then an earlier choice, then the browser's language."""
    for candidate in (requested, stored):
        if candidate and normalise(candidate) == candidate.strip().lower():
            return normalise(candidate)
    return normalise(browser) if browser else DEFAULT_LANGUAGE


class LangState(rx.State):
    """English or Hindi; kept in localStorage under `lang`."""

    lang: str = rx.LocalStorage("", name="lang", sync=True)

    @rx.event
    async def init_language(self, browser_language: str = ""):
        """On every page: settle the language and mark <html lang>. A ?lang= in the address
        is the switch followed before the page's JS started, so the account keeps it too."""
        requested = self.router.url.query_parameters.get("lang")
        chosen = chosen_language(requested, self.lang, browser_language)
        if chosen != self.lang:  # assigning the same value still re-renders the whole page
            self.lang = chosen
        if requested and requested.strip().lower() == self.lang:
            await self._save_to_account()
        return rx.call_script(APPLY_LANGUAGE_JS.format(lang=self.lang))

    @rx.event
    async def set_language(self, lang: str):
        """The reader picked a language in the switch; a signed-in account keeps it too."""
        script = self.adopt(lang)
        await self._save_to_account()
        return script

    async def _save_to_account(self) -> None:
        """Keep the current language with the signed-in account, if any."""
        from .auth import AuthState  # auth imports this module
        from .service_call import call_service
        token = (await self.get_state(AuthState)).auth_token
        if not token:
            return
        try:
            await call_service(save_language, token=token, language=self.lang)
        except Exception:  # noqa: BLE001 - the browser still remembers the choice
            log.exception("Saving the language to the profile failed")

    def adopt(self, lang: str):
        """Show `lang` from now on, and mark <html lang>."""
        self.lang = normalise(lang)
        return rx.call_script(APPLY_LANGUAGE_JS.format(lang=self.lang))

    def text(self, message: str, **params) -> str:
        """A server-side message (toast, alert) in the reader's language."""
        return translate(message, self.lang, **params)


__all__ = ["LangState", "LANGUAGES", "chosen_language"]


def save_language(session, *, token: str, language: str):
    """Keep the reader's language with the signed-in account (a profile update)."""
    return users.update_profile(session, actor=auth.user_for_token(session, token),
                                data={"language": language})


async def reader_text(state: rx.State, message: str, **params) -> str:
    """A toast or alert text from any State handler, in the reader's language."""
    return (await state.get_state(LangState)).text(message, **params)
