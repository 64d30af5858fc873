"""/api/session: the browser hands over its token and gets the HttpOnly session cookie that
page GETs read (signing in runs over the websocket, which can set no cookie)."""

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from ...services.accounts import web_session
from ..deps import SessionDep, bearer_token
from ..reader import said

router = APIRouter(prefix="/api/session", tags=["auth"])


def _checked(request: Request) -> bool:
    """Forbidden unless one of our pages sent it; whether the answer goes over HTTPS."""
    headers = request.headers
    web_session.check_same_origin(headers.get("origin"), headers.get("sec-fetch-site"),
                                  headers.get("host"))
    return web_session.is_https(request.url.scheme, headers.get("x-forwarded-proto"),
                                request.client.host if request.client else None)


def _with_cookies(body: dict, cookies: list[str]) -> JSONResponse:
    response = JSONResponse(body)
    response.headers["cache-control"] = "no-store"
    for cookie in cookies:
        response.headers.append("set-cookie", cookie)
    return response


@router.post("")
def start(request: Request, session: SessionDep):
    """Set the session cookie for the Bearer token sent (a valid, current one only)."""
    secure = _checked(request)
    token, seconds = web_session.start(session, token=bearer_token(request))
    return _with_cookies({"success": True, "message": said("Signed in on this browser")},
                         web_session.set_cookie_headers(token, seconds, secure))


@router.delete("")
def end(request: Request):
    """Remove the session cookie (signing out revokes its token on the server as well)."""
    secure = _checked(request)
    return _with_cookies({"success": True, "message": said("You have been signed out")},
                         web_session.clear_cookie_headers(secure))
