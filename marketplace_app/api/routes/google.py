"""/api/auth/google: send the browser to the provider, and take it back signed in."""

import logging
from urllib.parse import urlencode

from fastapi import APIRouter, Request, Response
from fastapi.responses import RedirectResponse

from ...services.accounts import google_auth, signin_handover
from ...services.accounts.signin_handover import HANDOVER_COOKIE
from ...services.accounts.user_views import own_user
from ...services.errors import ServiceError
from ...settings import get_settings
from ..deps import JsonBody, SessionDep
from ..reader import said

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


@router.get("", status_code=302)
def start(request: Request, role: str = "TALENT"):
    """Redirect to the provider; the pending request rides in a signed, HttpOnly cookie."""
    url, pending = google_auth.start_sign_in(role=role, redirect_uri=_callback_url(request))
    response = RedirectResponse(url, status_code=302)
    response.set_cookie(COOKIE, pending, max_age=google_auth.PENDING_SECONDS, path=COOKIE_PATH,
                        httponly=True, samesite="lax", secure=_is_https(request))
    return response


@router.get("/callback", name="google_callback", status_code=302)
def callback(request: Request, session: SessionDep):
    """Finish the sign-in and send /auth-success a one-time code that only this browser,
    holding the HttpOnly hand-over cookie, can spend (errors go there as a key)."""
    binding = signin_handover.new_binding()
    try:
        identity, role = google_auth.finish_sign_in(
            params=dict(request.query_params), cookie=request.cookies.get(COOKIE),
            redirect_uri=_callback_url(request))
        query = {"code": google_auth.hand_over(session, identity=identity, role=role,
                                               binding=binding)}
    except ServiceError as exc:
        log.info("Google sign-in failed: %s", exc.message)
        query = {"error": google_auth.error_key(exc.message)}
    response = RedirectResponse(f"/auth-success?{urlencode(query)}", status_code=302)
    response.delete_cookie(COOKIE, path=COOKIE_PATH)
    if "code" in query:
        response.set_cookie(HANDOVER_COOKIE, binding, max_age=signin_handover.CODE_SECONDS,
                            path="/", httponly=True, samesite="lax",
                            secure=_is_https(request))
    return response


@router.post("/exchange")
def exchange(request: Request, response: Response, body: JsonBody, session: SessionDep):
    """Spend the one-time code from /auth-success (with this browser's hand-over cookie)."""
    user, token, role = google_auth.redeem(session, code=body.get("code"),
                                           binding=request.cookies.get(HANDOVER_COOKIE))
    response.delete_cookie(HANDOVER_COOKIE, path="/")
    return {"success": True, "token": token, "role": role, "user": own_user(user),
            "message": said("Login successful!")}
