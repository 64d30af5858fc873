"""The session cookie beside the token: lets the server know the member on a plain page GET.

It carries the same signed token as the browser's storage, so signing out on the server (the
token version) ends it too. It is HttpOnly and only page GETs read it: the REST API reads
Bearer tokens alone, so the cookie never authorises an /api call."""

import time
from http.cookies import CookieError, SimpleCookie
from urllib.parse import urlsplit

from sqlmodel import Session

from ...models.user import User
from ...settings import get_settings
from ..errors import Forbidden, Unauthorized
from . import auth
from .client_address import is_trusted_proxy
from .tokens import expires_at

SESSION_COOKIE = "kalakar_session"
# Readable by the page's script: which token the session cookie holds (the token's claims
# part, no secret), so a browser whose stored token differs hands over the new one.
MARK_COOKIE = "kalakar_member"
CROSS_SITE = "This request came from another site."


def token_mark(token: str) -> str:
    """The token's claims part (what MARK_COOKIE holds)."""
    parts = token.split(".")
    return parts[1] if len(parts) == 3 else ""


def is_https(scheme: str, forwarded_proto: str | None, peer: str | None) -> bool:
    """Served over HTTPS: the connection's scheme, the public base URL's, or the scheme a
    trusted reverse proxy names in X-Forwarded-Proto."""
    if scheme == "https" or (get_settings().base_url or "").lower().startswith("https://"):
        return True
    proto = (forwarded_proto or "").split(",")[0].strip().lower()
    return proto == "https" and is_trusted_proxy(peer)


def same_origin(origin: str | None, fetch_site: str | None, host: str | None) -> bool:
    """A browser request sent by one of our own pages (CSRF check): its Origin names this
    host (or the public base URL's), and Sec-Fetch-Site, when sent, says same-origin. A client
    that sends neither header is no browser: it holds what it sends."""
    if fetch_site and fetch_site not in ("same-origin", "none"):
        return False
    if origin is None:
        return True
    ours = {h.lower() for h in (host, urlsplit(get_settings().base_url or "").netloc) if h}
    return urlsplit(origin).netloc.lower() in ours and origin != "null"


def check_same_origin(origin: str | None, fetch_site: str | None, host: str | None) -> None:
    """Forbidden unless the request came from one of our pages."""
    if not same_origin(origin, fetch_site, host):
        raise Forbidden(CROSS_SITE)


def start(session: Session, *, token: str | None) -> tuple[str, int]:
    """The token to keep in the cookie and its seconds left, for a valid, current token;
    Unauthorized otherwise."""
    auth.user_for_token(session, token)
    left = expires_at(token) - int(time.time())
    if left <= 0:
        raise Unauthorized(auth.INVALID_TOKEN)
    return token, left


def cookie_token(cookie_header: str | None) -> str:
    """The session cookie's token in a Cookie header ("" when absent or unreadable)."""
    jar = SimpleCookie()
    try:
        jar.load(cookie_header or "")
    except CookieError:
        return ""
    morsel = jar.get(SESSION_COOKIE)
    return morsel.value if morsel else ""


def member(session: Session, cookie_header: str | None) -> User | None:
    """The member the session cookie names, or None (no cookie, a bad, stale or revoked
    token, a deleted account)."""
    return auth.user_or_none(session, cookie_token(cookie_header))


def set_cookie_headers(token: str, max_age: int, secure: bool) -> list[str]:
    """Set-Cookie values for a signed-in browser: the HttpOnly session and its mark."""
    flags = f"Path=/; Max-Age={max_age}; SameSite=Lax" + ("; Secure" if secure else "")
    return [f"{SESSION_COOKIE}={token}; {flags}; HttpOnly",
            f"{MARK_COOKIE}={token_mark(token)}; {flags}"]


def clear_cookie_headers(secure: bool) -> list[str]:
    """Set-Cookie values that remove both cookies."""
    flags = ("Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax"
             + ("; Secure" if secure else ""))
    return [f"{SESSION_COOKIE}=; {flags}; HttpOnly", f"{MARK_COOKIE}=; {flags}"]
