"""/api/auth: register, log in and log out."""

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from ...services.accounts import auth
from ...services.accounts.user_views import own_user
from ..deps import CurrentUser, JsonBody, SessionDep, client_ip
from ..reader import said

router = APIRouter(prefix="/api/auth", tags=["auth"])


@router.post("/register", status_code=201)
def register(request: Request, body: JsonBody, session: SessionDep):
    """Create an account and sign it in."""
    user, token = auth.register(session, full_name=body.get("fullName"), email=body.get("email"),
                                password=body.get("password"), role=body.get("role"),
                                client_ip=client_ip(request))
    return JSONResponse({"success": True, "token": token, "user": own_user(user),
                         "message": said("Account created successfully!")}, status_code=201)


@router.post("/login")
def login(request: Request, body: JsonBody, session: SessionDep):
    """Exchange email and password for a token."""
    user, token = auth.login(session, email=body.get("email"), password=body.get("password"),
                             client_ip=client_ip(request))
    return {"success": True, "token": token, "user": own_user(user),
            "message": said("Login successful!")}


@router.post("/logout")
def logout(actor: CurrentUser, session: SessionDep):
    """Sign out on the server: this token (and every other of this account) stops working."""
    auth.logout(session, actor=actor)
    return {"success": True, "message": said("You have been signed out")}
