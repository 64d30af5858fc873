"""The reader's language: ?lang= in the address, then the stored choice, then the browser's."""

import json

import reflex as rx

from ..i18n import (DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGES,
                    exact_language, kept_language, normalise, translate)

# The cookie tells the server the choice, so that the pages it fills in come in this language.
# <html lang> is written only when it changes: each write restyles every element of the page.
APPLY_LANGUAGE_JS = (
    "if (document.documentElement.lang !== {lang!r}) document.documentElement.lang = {lang!r};"
    " document.cookie = 'COOKIE={lang}; path=/; max-age=AGE; samesite=lax';"
).replace("COOKIE", LANGUAGE_COOKIE).replace("AGE", str(LANGUAGE_COOKIE_MAX_AGE))

# On mount, before the server answers: <html lang> as the address, the stored choice or the
# cookie says (chosen_language's order; the browser's language waits for the server). React
# drawing a page again from scratch writes the built pages' lang="en", and a busy server's
# answer came seconds later (a CI run saw it). An address's language is stored at once: a
# reader who opens another page before the server has answered keeps it (the server has
# set the cookie: api/language_cookie.py). A cookie that differs from the stored choice is
# the newer: the server set it for a ?lang= address whose page the reader left before its
# scripts ran (on a slow link), and it is stored too. The script hands settle_language the
# cookie's language, else the browser's: the next choice after the stored one.
MARK_KNOWN_LANGUAGE_JS = (
    "(() => { const known = KNOWN;"
    " const asked = new URLSearchParams(location.search).get('lang');"
    " const kept = (document.cookie.match(/(?:^|; )COOKIE=([^;]*)/) || [])[1];"
    " const newest = known.includes(asked) ? asked : kept;"
    " if (known.includes(newest) && localStorage.getItem('lang') !== newest)"
    " localStorage.setItem('lang', newest);"
    " const stored = localStorage.getItem('lang');"
    " const lang = known.includes(stored) ? stored : kept;"
    " if (known.includes(lang) && document.documentElement.lang !== lang)"
    " document.documentElement.lang = lang;"
    " return known.includes(kept) ? kept : navigator.language || ''; })()"
).replace("KNOWN", json.dumps(list(LANGUAGES))).replace("COOKIE", LANGUAGE_COOKIE)


def chosen_language(requested: str | None, stored: str | None, browser: str | None) -> str:
    """The address wins, then an earlier choice, then the browser's language."""
    for candidate in (requested, stored):
        if chosen := exact_language(candidate):
            return chosen
    return normalise(browser) if browser else DEFAULT_LANGUAGE


class LangState(rx.State):
    """English or Hindi; kept in localStorage under `lang`."""

    lang: str = rx.LocalStorage("", name="lang", sync=True)

    def settled(self, fallback: str):
        """On every page (AccountLanguageState.settle_language): settle the language, the
        address's, the stored one, else `fallback` (the cookie's, else the browser's); the
        script that marks <html lang>."""
        requested = self.router.url.query_parameters.get("lang")
        chosen = chosen_language(requested, self.lang, fallback)
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
    the stored choice, then the `lang` cookie, then the browser's, as the served page chose it
    (settle_language settles LangState only once the page has mounted, after on_load has
    started). The cookie counts for a browser that stored no choice (its storage cleared, or a
    ?lang= page left before its scripts ran): the served page was drawn in its language."""
    stored = (await state.get_state(LangState)).lang
    headers = state.router.headers
    browser = headers.accept_language.split(",")[0].split(";")[0].strip()
    return chosen_language(state.router.url.query_parameters.get("lang"),
                           exact_language(stored) or kept_language(headers.cookie),
                           browser or None)


async def reader_text(state: rx.State, message: str, **params) -> str:
    """A toast or alert text from any State handler, in the reader's language."""
    return (await state.get_state(LangState)).text(message, **params)
