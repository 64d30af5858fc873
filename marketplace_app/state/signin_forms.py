"""The sign-in and sign-up dialogs and the Google hand-over: AuthState's forms (a mixin, so
their events stay AuthState's)."""

import json
import logging
from http.cookies import CookieError, SimpleCookie

import reflex as rx

from ..services.accounts import auth, google_auth, users
from ..services.accounts.client_address import client_address
from ..display_rules.members_only import session_hand_over
from ..services.accounts.signin_handover import HANDOVER_COOKIE
from .destinations import (
    destination_after_google,
    destination_after_login,
    destination_after_register,
)
from .lang import LangState, reader_text
from .service_call import ServiceFailed, call_service
from ..texts import site as TS
from ..texts.site import GOOGLE_NOT_SET_UP

log = logging.getLogger(__name__)


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


class SignInForms(rx.State, mixin=True):
    """The dialogs' fields and the sign-in, sign-up and Google events."""

    busy: bool = False
    error: str = ""
    signin_open: bool = False
    signup_open: bool = False
    signup_role: str = "TALENT"
    show_password: bool = False
    google_busy: bool = False

    async def _settle_language(self, user, token: str):
        """Signed in: the account's saved language wins; an account without one keeps the
        reader's Hindi (English is everyone's default, not a choice worth saving)."""
        lang = await self.get_state(LangState)
        if user.language:
            return lang.adopt(user.language)
        if lang.lang == "hi":
            try:
                await call_service(users.save_language, token=token, language=lang.lang)
            except Exception:  # noqa: BLE001 - the browser still remembers the choice
                log.exception("Saving the language to the new account failed")
        return None

    def _client_ip(self) -> str | None:
        """The browser's address for rate limits (X-Forwarded-For only from trusted proxies)."""
        headers = self.router.headers.raw_headers
        return client_address(self.router.session.client_ip or None,
                              headers.get("x-forwarded-for"))

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
        yield rx.call_script(session_hand_over(token))  # the cookie page GETs read
        yield await self._settle_language(user, token)
        yield rx.toast.success(await reader_text(self, TS.ACCOUNT_CREATED_SUCCESSFULLY))
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
        yield rx.call_script(session_hand_over(token))  # the cookie page GETs read
        yield await self._settle_language(user, token)
        yield rx.toast.success(await reader_text(self, TS.LOGIN_SUCCESSFUL))
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
        yield rx.call_script(session_hand_over(token))  # the cookie page GETs read
        yield await self._settle_language(user, token)
        yield rx.toast.success(await reader_text(self, TS.LOGIN_SUCCESSFUL))
        yield rx.redirect(self._after_signin(
            destination_after_google(user.role, user.complete_profile_percentage)), replace=True)
