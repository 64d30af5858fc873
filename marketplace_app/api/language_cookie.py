"""A page opened at ?lang= keeps that language in the `lang` cookie with its own answer, so the
next page is served in it even when the reader moves on before the page's JS has saved it."""

from urllib.parse import parse_qsl

from ..i18n import LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, exact_language, kept_language


def asked_language(scope) -> str | None:
    """The language a page's address asks for, when it names one exactly."""
    query = scope.get("query_string", b"").decode("latin-1")
    asked = [value for key, value in parse_qsl(query, keep_blank_values=True) if key == "lang"]
    return exact_language(asked[-1]) if asked else None


def _kept(scope) -> str | None:
    """The language the request's `lang` cookie holds."""
    cookies = b"; ".join(value for key, value in scope.get("headers") or () if key == b"cookie")
    return kept_language(cookies.decode("latin-1"))


def language_cookie(lang: str) -> bytes:
    """The Set-Cookie value that keeps `lang`, as the pages' script writes it."""
    return (f"{LANGUAGE_COOKIE}={lang}; Path=/; Max-Age={LANGUAGE_COOKIE_MAX_AGE}; "
            "SameSite=Lax").encode()


class LanguageCookie:
    """Adds the `lang` cookie to a page answered for an address with ?lang= (pure ASGI)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        lang = asked_language(scope) if scope["type"] == "http" and \
            scope["method"] in ("GET", "HEAD") else None
        if lang is None or _kept(scope) == lang:
            return await self.app(scope, receive, send)

        async def keeping(message):
            if message["type"] == "http.response.start" and message["status"] == 200:
                headers = list(message.get("headers") or ())
                if dict(headers).get(b"content-type", b"").startswith(b"text/html"):
                    message = {**message, "headers": [
                        *headers, (b"set-cookie", language_cookie(lang))]}
            await send(message)

        await self.app(scope, receive, keeping)
