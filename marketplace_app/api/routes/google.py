"""/api/auth/google: send the browser to the provider, and take it back signed in."""

import logging
from urllib.parse import urlencode

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse

from ...services.accounts import google_auth
from ...services.errors import ServiceError
from ...settings import get_settings
from ..deps import SessionDep

router = APIRouter(prefix="/api/auth/google", tags=["auth"])
log = logging.getLogger(__name__)
COOKIE = "google_signin"
COOKIE_PATH = "/api/auth/google"


def _callback_url(request: Request) -> str:
    """The public base URL's callback behind a proxy, else the address the browser used."""
    base = get_settings().base_url
    if base:
        return f"{base.rstrip('/')}{COOKIE_PATH}/callback"
    return str(request.url_for("google_callback"))


def _is_https(request: Request) -> bool:
    return (get_settings().base_url or str(request.url)).startswith("https://")


@router.get("")
def start(request: Request, role: str = "TALENT"):
    """Redirect to the provider; the pending request rides in a signed, HttpOnly cookie."""
    url, pending = google_auth.start_sign_in(role=role, redirect_uri=_callback_url(request))
    response = RedirectResponse(url, status_code=302)
    response.set_cookie(COOKIE, pending, max_age=google_auth.PENDING_SECONDS, path=COOKIE_PATH,
                        httponly=True, samesite="lax", secure=_is_https(request))
    return response


@router.get("/callback", name="google_callback")
def callback(request: Request, session: SessionDep):
    """Finish the sign-in and hand our token to /auth-success (errors go there too)."""
    try:
        identity, role = google_auth.finish_sign_in(
            params=dict(request.query_params), cookie=request.cookies.get(COOKIE),
            redirect_uri=_callback_url(request))
        _, token = google_auth.sign_in(session, identity=identity, role=role)
        query = {"token": token, "role": role}
    except ServiceError as exc:
        log.info("Google sign-in failed: %s", exc.message)
        query = {"error": exc.message}
    response = RedirectResponse(f"/auth-success?{urlencode(query)}", status_code=302)
    response.delete_cookie(COOKIE, path=COOKIE_PATH)
    return response
