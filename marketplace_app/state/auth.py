"""Session state: token in localStorage, role in sessionStorage, user data on the server."""

import logging

import reflex as rx

from ..services.accounts import auth, google_auth
from ..display_rules.app_identity import FORGET_SAVED_PAGES
from ..display_rules.members_only import session_hand_over
from ..settings import get_settings
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
from .service_call import call_service
from .signin_forms import SignInForms

__all__ = ["AuthState", "destination_after_login", "destination_after_register",
           "destination_after_google"]

log = logging.getLogger(__name__)


class AuthState(SignInForms, rx.State):
    """Who is signed in; the profile itself stays in backend-only vars."""

    auth_token: str = rx.LocalStorage("", name="authToken", sync=True)
    user_role: str = rx.SessionStorage("", name="userRole")
    recent_accounts_json: str = rx.LocalStorage("[]", name=recent_accounts.STORAGE_KEY)
    # Shows the signed-in user the previews of files they picked (and nobody else's).
    staging_pass: str = rx.Cookie("", name=staging.PASS_COOKIE, path="/media/staging/",
                                  same_site="strict")
    # Where to go after signing in when a signed-out visitor was sent to sign in mid-action.
    return_to: str = rx.SessionStorage("", name="returnTo")
    # The card a signed-out visitor pressed Admire on: admired once they are back, signed in.
    _pending_admire: str = ""
    display_name: str = ""
    photo_url: str = ""
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
    def idle_signout_seconds(self) -> int:
        """Idle seconds before this browser signs out by itself (0: never; kiosk mode)."""
        return get_settings().idle_signout_seconds

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
            user = await call_service(auth.user_or_none, token=token)
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
    async def load_signin(self):
        """On the sign-in pages: `?next=` (the members-only page that sent a visitor here) is
        where signing in returns to; a browser already signed in goes there at once."""
        await self._load_profile()
        target = self.router.url.query_parameters.get("next", "")
        if not isinstance(target, str) or not is_local_path(target):
            return None
        if self.auth_token:
            return rx.redirect(target, replace=True)
        self.return_to = target
        return None

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

    def send_to_signin(self, return_to: str, admire: str = ""):
        """Remember the current page (and the card to admire there) and go to /signin (call
        from another State's handler)."""
        self.return_to = return_to if is_local_path(return_to) else ""
        self._pending_admire = admire if self.return_to else ""
        return rx.redirect(SIGNIN_PATH)

    def take_pending_admire(self) -> str:
        """The card to admire now that the visitor is signed in, once ("" when none)."""
        item_id, self._pending_admire = self._pending_admire, ""
        return item_id if self.auth_token else ""

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
    def forget_recent_account(self, email: str):
        """Remove one account from this browser's recent accounts."""
        self.recent_accounts_json = recent_accounts.dump(recent_accounts.forget(
            recent_accounts.parse(self.recent_accounts_json), email))

    @rx.event
    async def logout(self):
        """Revoke the token on the server, forget it, the profile and role (and, on a kiosk,
        recent accounts) and the pages saved for offline reading; go home."""
        token = self.auth_token
        if token:
            try:
                await call_service(auth.revoke_token, token=token)
            except Exception:  # noqa: BLE001 - the browser still forgets it
                log.exception("Revoking the token at logout failed")
        self._forget()
        if not get_settings().keeps_recent_accounts:
            self.recent_accounts_json = "[]"
        # A shared phone keeps no copy of the pages its last reader saw.
        return [rx.call_script(FORGET_SAVED_PAGES), rx.call_script(session_hand_over("")),
                rx.redirect("/")]
