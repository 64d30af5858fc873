"""The reader's language: ?lang= in the address, then the stored choice, then the browser's."""

import json

import reflex as rx

from ..i18n import DEFAULT_LANGUAGE, LANGUAGES, normalise, translate

# The cookie tells the server the choice, so that the pages it fills in come in this language.
# <html lang> is written only when it changes: each write restyles every element of the page.
APPLY_LANGUAGE_JS = (
    "if (document.documentElement.lang !== {lang!r}) document.documentElement.lang = {lang!r};"
    " document.cookie = 'lang={lang}; path=/; max-age=31536000; samesite=lax';"
)

# On mount, before the server answers: <html lang> as the address or the stored choice says
# (chosen_language's order; the browser's language waits for the server). React drawing a
# page again from scratch writes the built pages' lang="en", and a busy server's answer came
# seconds later (a CI run saw it).
MARK_KNOWN_LANGUAGE_JS = (
    "(() => { const known = KNOWN;"
    " const asked = new URLSearchParams(location.search).get('lang');"
    " const lang = known.includes(asked) ? asked : localStorage.getItem('lang');"
    " if (known.includes(lang) && document.documentElement.lang !== lang)"
    " document.documentElement.lang = lang;"
    " return navigator.language || ''; })()").replace("KNOWN", json.dumps(list(LANGUAGES)))


def chosen_language(requested: str | None, stored: str | None, browser: str | None) -> str:
    """The address wins, then an earlier choice, then the browser's language."""
    for candidate in (requested, stored):
        if candidate and normalise(candidate) == candidate.strip().lower():
            return normalise(candidate)
    return normalise(browser) if browser else DEFAULT_LANGUAGE


class LangState(rx.State):
    """English or Hindi; kept in localStorage under `lang`."""

    lang: str = rx.LocalStorage("", name="lang", sync=True)

    def settled(self, browser_language: str):
        """On every page (AccountLanguageState.settle_language): settle the language, the
        address's, the stored one, else the browser's; the script that marks <html lang>."""
        requested = self.router.url.query_parameters.get("lang")
        chosen = chosen_language(requested, self.lang, browser_language)
        if chosen != self.lang:  # assigning the same value still re-renders the whole page
            self.lang = chosen
        return rx.call_script(APPLY_LANGUAGE_JS.format(lang=self.lang))

    @rx.event
    async def set_language(self, lang: str):
        """The reader picked a language in the switch."""
        return self.adopt(lang)

    def adopt(self, lang: str):
        """Show `lang` from now on, and mark <html lang>."""
        self.lang = normalise(lang)
        return rx.call_script(APPLY_LANGUAGE_JS.format(lang=self.lang))

    def text(self, message: str, **params) -> str:
        """A server-side message (toast, alert) in the reader's language."""
        return translate(message, self.lang, **params)


__all__ = ["LangState", "LANGUAGES", "chosen_language", "load_language"]


async def load_language(state: rx.State) -> str:
    """The language of the values a page computes in its on_load: the address's ?lang=, then
    the stored choice, then the browser's, as the served page chose it (settle_language settles
    LangState only once the page has mounted, after on_load has started)."""
    stored = (await state.get_state(LangState)).lang
    browser = state.router.headers.accept_language.split(",")[0].split(";")[0].strip()
    return chosen_language(state.router.url.query_parameters.get("lang"), stored,
                           browser or None)


async def reader_text(state: rx.State, message: str, **params) -> str:
    """A toast or alert text from any State handler, in the reader's language."""
    return (await state.get_state(LangState)).text(message, **params)
