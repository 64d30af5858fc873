"""The API reader's language, for success messages as for errors: ?lang= or Accept-Language."""

from contextvars import ContextVar
from urllib.parse import parse_qs

from ..i18n import translate

_READER_LANGUAGE: ContextVar[str | None] = ContextVar("reader_language", default=None)


def said(message: str, **params) -> str:
    """A success `message` in the language of the request being answered."""
    return translate(message, _READER_LANGUAGE.get(), **params)


def said_in(result: dict) -> dict:
    """A service's result with its `message` in the reader's language."""
    if isinstance(result.get("message"), str):
        result["message"] = said(result["message"])
    return result


class ReaderLanguage:
    """Remembers each request's language for said() (pure ASGI, no body buffering)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        headers = dict(scope.get("headers") or ())
        lang = (query.get("lang") or [None])[0] or \
            headers.get(b"accept-language", b"").decode("latin-1") or None
        token = _READER_LANGUAGE.set(lang)
        try:
            return await self.app(scope, receive, send)
        finally:
            _READER_LANGUAGE.reset(token)
