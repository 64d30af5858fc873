"""Session state: token in localStorage, role in sessionStorage, user data on the server."""

import reflex as rx

from ..services import auth
from ..services.user_views import own_user
from .service_call import ServiceFailed, call_service


def destination_after_login(role: str) -> str:
    """Spec section 4: after email login TALENT goes to /set-profile, others to /."""
    return "/set-profile" if role == "TALENT" else "/"


def destination_after_register(role: str) -> str:
    """Spec section 4: after registration CLIENT goes to /, TALENT to /set-profile."""
    return "/" if role == "CLIENT" else "/set-profile"


class AuthState(rx.State):
    """Who is signed in; the profile itself stays in backend-only vars."""

    auth_token: str = rx.LocalStorage("", name="authToken", sync=True)
    user_role: str = rx.SessionStorage("", name="userRole")
    display_name: str = ""
    photo_url: str = ""
    busy: bool = False
    error: str = ""
    _profile: dict = {}

    @rx.var
    def signed_in(self) -> bool:
        """True while a token is stored."""
        return bool(self.auth_token)

    def _remember(self, user, token: str) -> None:
        self.auth_token = token
        self.user_role = user.role
        self._profile = own_user(user)
        self.display_name = user.full_name
        self.photo_url = user.profile_photo_url or ""

    @rx.event
    async def load_session(self):
        """On start: a stored token counts as signed in and loads the profile."""
        if not self.auth_token:
            self._profile, self.display_name, self.photo_url = {}, "", ""
            return
        try:
            user = await call_service(lambda s: auth.user_for_token(s, self.auth_token))
        except ServiceFailed:
            return  # stays signed in without profile data (spec section 4)
        self._remember(user, self.auth_token)

    @rx.event
    async def register(self, form: dict):
        """Sign up from the page."""
        self.busy, self.error = True, ""
        yield
        try:
            user, token = await call_service(
                auth.register, full_name=form.get("fullName"), email=form.get("email"),
                password=form.get("password"), role=form.get("role"))
        except ServiceFailed as exc:
            self.busy, self.error = False, exc.message
            yield rx.toast.error(exc.message)
            return
        self.busy = False
        self._remember(user, token)
        yield rx.toast.success("Account created successfully!")
        yield rx.redirect(destination_after_register(user.role))

    @rx.event
    async def login(self, form: dict):
        """Sign in from the page."""
        self.busy, self.error = True, ""
        yield
        try:
            user, token = await call_service(auth.login, email=form.get("email"),
                                             password=form.get("password"))
        except ServiceFailed as exc:
            self.busy, self.error = False, exc.message
            yield rx.toast.error(exc.message)
            return
        self.busy = False
        self._remember(user, token)
        yield rx.toast.success("Login successful!")
        yield rx.redirect(destination_after_login(user.role))

    @rx.event
    def logout(self):
        """Forget the token, profile and role, and go home."""
        self.auth_token, self.user_role = "", ""
        self._profile, self.display_name, self.photo_url = {}, "", ""
        return rx.redirect("/")

