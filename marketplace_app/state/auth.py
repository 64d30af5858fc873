"""Session state: token in localStorage, role in sessionStorage, user data on the server."""

import json
import logging
from http.cookies import CookieError, SimpleCookie

import reflex as rx

from ..services.accounts import auth, google_auth
from ..services.accounts.client_address import client_address
from ..settings import get_settings
from ..services.errors import Unauthorized
from ..services.accounts.user_views import own_user
from ..services.media import staging
from . import recent_accounts
from .destinations import (
    SIGNIN_PATH,
    is_local_path,
    destination_after_google,
    destination_after_login,
    destination_after_register,
)
from ..services.accounts.signin_handover import HANDOVER_COOKIE
from .lang import LangState, reader_text, save_language
from .service_call import ServiceFailed, call_service

__all__ = ["AuthState", "destination_after_login", "destination_after_register",
           "destination_after_google"]

log = logging.getLogger(__name__)
GOOGLE_NOT_SET_UP = ("Google sign-in is not set up on this server yet. "
                     "Please sign in with your email instead.")


def missing_login_fields(form: dict) -> bool:
    """The login form lacks a field (the auth service's rule, checked before the call)."""
    return auth.login_fields_missing(form.get("email"), form.get("password"))


def missing_signup_fields(form: dict) -> bool:
    """The sign-up form lacks a field (the auth service's rule, checked before the call)."""
    return auth.signup_fields_missing(form.get("fullName"), form.get("email"),
                                      form.get("password"), form.get("role"))


def handover_binding(headers) -> str:
    """The hand-over secret from the HttpOnly cookie the callback set (server side only)."""
    jar = SimpleCookie()
    try:
        jar.load(getattr(headers, "cookie", "") or "")
    except CookieError:
        return ""
    morsel = jar.get(HANDOVER_COOKIE)
    return morsel.value if morsel else ""


def _user_or_none(session, *, token: str):
    """The token's user, or None when the server rejects the token itself."""
    try:
        return auth.user_for_token(session, token)
    except Unauthorized:
        return None


class AuthState(rx.State):
    """Who is signed in; the profile itself stays in backend-only vars."""

    auth_token: str = rx.LocalStorage("", name="authToken", sync=True)
    user_role: str = rx.SessionStorage("", name="userRole")
    recent_accounts_json: str = rx.LocalStorage("[]", name=recent_accounts.STORAGE_KEY)
    # Shows the signed-in user the previews of files they picked (and nobody else's).
    staging_pass: str = rx.Cookie("", name=staging.PASS_COOKIE, path="/media/staging/",
                                  same_site="strict")
    # Where to go after signing in when a signed-out visitor was sent to sign in mid-action.
    return_to: str = rx.SessionStorage("", name="returnTo")
    display_name: str = ""
    photo_url: str = ""
    busy: bool = False
    error: str = ""
    signin_open: bool = False
    signup_open: bool = False
    signup_role: str = "TALENT"
    show_password: bool = False
    google_busy: bool = False
    _profile: dict = {}
    _profile_token: str = ""

    @rx.var
    def signed_in(self) -> bool:
        """True while a token is stored."""
        return bool(self.auth_token)

    @rx.var
    def recent_accounts(self) -> list[dict[str, str]]:
        """Recently used accounts, newest first."""
        return recent_accounts.parse(self.recent_accounts_json)

    @rx.var
    def google_enabled(self) -> bool:
        """Whether the server has a Google client configured."""
        return google_auth.is_configured()

    def _remember(self, user, token: str) -> None:
        self.auth_token = token
        self.staging_pass = staging.view_pass(user.id)
        self.user_role = user.role
        self._profile, self._profile_token = own_user(user), token
        self.display_name = user.full_name
        self.photo_url = user.profile_photo_url or ""
        self.recent_accounts_json = recent_accounts.dump(recent_accounts.remember(
            recent_accounts.parse(self.recent_accounts_json), self._profile)
            if get_settings().keeps_recent_accounts else [])

    async def _settle_language(self, user, token: str):
        """Signed in: the account's saved language wins; an account without one keeps the
        reader's Hindi (English is everyone's default, not a choice worth saving)."""
        lang = await self.get_state(LangState)
        if user.language:
            return lang.adopt(user.language)
        if lang.lang == "hi":
            try:
                await call_service(save_language, token=token, language=lang.lang)
            except Exception:  # noqa: BLE001 - the browser still remembers the choice
                log.exception("Saving the language to the new account failed")
        return None

    def _client_ip(self) -> str | None:
        """The browser's address for rate limits (X-Forwarded-For only from trusted proxies)."""
        headers = self.router.headers.raw_headers
        return client_address(self.router.session.client_ip or None,
                              headers.get("x-forwarded-for"))

    def _forget(self) -> None:
        self.auth_token, self.user_role, self.staging_pass = "", "", ""
        self._profile, self._profile_token, self.display_name, self.photo_url = {}, "", "", ""

    async def _load_profile(self) -> None:
        if not self.auth_token:
            self._forget()
            return
        token = self.auth_token
        if self._profile and self._profile_token == token:
            return
        try:
            user = await call_service(_user_or_none, token=token)
        except Exception:  # noqa: BLE001 - spec: a failed fetch keeps the session
            log.exception("Profile load failed")
            return
        if user is None:
            self._forget()  # the server will never accept this token again
            return
        self._remember(user, token)

    async def viewer_id(self) -> str:
        """The signed-in user's id ("" when signed out), for other States' handlers."""
        await self._load_profile()
        return self._profile.get("_id", "") if self.auth_token else ""

    @rx.event
    async def load_session(self):
        """On start: a stored token counts as signed in and loads the profile."""
        await self._load_profile()

    @rx.event
    async def require_session(self):
        """On load of a protected page: signed-out visitors go to /signin."""
        await self._load_profile()
        if not self.auth_token:
            return rx.redirect(SIGNIN_PATH, replace=True)

    def _after_signin(self, default: str) -> str:
        """The page the visitor was sent away from, once, else `default`."""
        target, self.return_to = self.return_to, ""
        return target if is_local_path(target) else default

    def send_to_signin(self, return_to: str):
        """Remember the current page and go to /signin (call from another State's handler)."""
        self.return_to = return_to if is_local_path(return_to) else ""
        return rx.redirect(SIGNIN_PATH)

    @rx.event
    async def require_session_here(self):
        """Like require_session, but comes back to this page after signing in."""
        await self._load_profile()
        if not self.auth_token:
            here = self.router.url.path + (f"?{self.router.url.query}"
                                           if self.router.url.query else "")
            self.return_to = here if is_local_path(here) else ""
            return rx.redirect(SIGNIN_PATH, replace=True)

    @rx.event
    def open_signin(self):
        """Open the sign-in dialog."""
        self.signup_open, self.signin_open = False, True
        self.error, self.show_password = "", False

    @rx.event
    def open_signup(self, role: str):
        """Open the sign-up dialog with the role preset."""
        self.signin_open, self.signup_open = False, True
        self.signup_role = role if role in ("CLIENT", "TALENT") else "TALENT"
        self.error, self.show_password = "", False

    @rx.event
    def set_signin_open(self, value: bool):
        """Radix open/close of the sign-in dialog (not while submitting)."""
        if not self.busy:
            self.signin_open, self.error, self.show_password = value, "", False

    @rx.event
    def set_signup_open(self, value: bool):
        """Radix open/close of the sign-up dialog (not while submitting)."""
        if not self.busy:
            self.signup_open, self.error, self.show_password = value, "", False

    @rx.event
    def toggle_password(self):
        """Show or hide the password."""
        self.show_password = not self.show_password

    @rx.event
    async def register(self, form: dict):
        """Sign up from the dialog."""
        if missing_signup_fields(form):
            yield rx.window_alert(await reader_text(self, auth.MISSING_SIGNUP))
            return
        self.busy, self.error = True, ""
        yield
        try:
            user, token = await call_service(
                auth.register, full_name=form.get("fullName"), email=form.get("email"),
                password=form.get("password"), role=form.get("role"),
                client_ip=self._client_ip())
        except ServiceFailed as exc:
            self.busy, self.error = False, await reader_text(self, exc.message)
            yield rx.toast.error(self.error)
            return
        self.busy, self.signup_open, self.show_password = False, False, False
        self._remember(user, token)
        yield await self._settle_language(user, token)
        yield rx.toast.success(await reader_text(self, "Account created successfully!"))
        yield rx.redirect(self._after_signin(destination_after_register(user.role)))

    @rx.event
    async def login(self, form: dict):
        """Sign in from the dialog."""
        if missing_login_fields(form):
            yield rx.toast.error(await reader_text(self, auth.MISSING_LOGIN))
            return
        self.busy, self.error = True, ""
        yield
        try:
            user, token = await call_service(auth.login, email=form.get("email"),
                                             password=form.get("password"),
                                             client_ip=self._client_ip())
        except ServiceFailed as exc:
            self.busy, self.error = False, await reader_text(self, exc.message)
            yield rx.toast.error(self.error)
            return
        self.busy, self.signin_open, self.show_password = False, False, False
        self._remember(user, token)
        yield await self._settle_language(user, token)
        yield rx.toast.success(await reader_text(self, "Login successful!"))
        yield rx.redirect(self._after_signin(destination_after_login(user.role)))

    @rx.event
    async def google_sign_in(self, role: str):
        """Keep the chosen role for the session and send the browser to the provider."""
        if not google_auth.is_configured():
            return rx.toast.info(await reader_text(self, GOOGLE_NOT_SET_UP))
        role = role if role in ("CLIENT", "TALENT") else "TALENT"
        self.google_busy, self.user_role = True, role
        url = f"/api/auth/google?role={role}"  # same origin as the page, on any address
        return rx.call_script(f"window.location.assign({json.dumps(url)})")

    @rx.event
    async def finish_google_sign_in(self):
        """/auth-success: spend the one-time code with this browser's hand-over cookie, store
        the token, go where spec section 4 says. Errors show only the server's own texts."""
        params = self.router.url.query_parameters
        code, error = params.get("code", ""), params.get("error", "")
        self.google_busy = False
        yield rx.call_script("window.history.replaceState(null, '', '/auth-success')")
        if not code:
            if error:
                yield rx.toast.error(await reader_text(self, google_auth.error_message(error)))
            yield rx.redirect("/", replace=True)
            return
        try:
            user, token, _ = await call_service(google_auth.redeem, code=code,
                                                binding=handover_binding(self.router.headers))
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message))
            yield rx.redirect("/", replace=True)
            return
        except Exception:  # noqa: BLE001 - spec: any error goes to /
            log.exception("Google sign-in callback failed")
            yield rx.redirect("/", replace=True)
            return
        self._remember(user, token)
        yield await self._settle_language(user, token)
        yield rx.toast.success(await reader_text(self, "Login successful!"))
        yield rx.redirect(self._after_signin(
            destination_after_google(user.role, user.complete_profile_percentage)), replace=True)

    @rx.event
    def forget_recent_account(self, email: str):
        """Remove one account from this browser's recent accounts."""
        self.recent_accounts_json = recent_accounts.dump(recent_accounts.forget(
            recent_accounts.parse(self.recent_accounts_json), email))

    @rx.event
    def logout(self):
        """Forget the token, profile and role (and, on a kiosk, recent accounts); go home."""
        self._forget()
        if not get_settings().keeps_recent_accounts:
            self.recent_accounts_json = "[]"
        return rx.redirect("/")
