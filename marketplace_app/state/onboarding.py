"""/set-profile: the onboarding form (spec §2.9, §4 Onboarding, §5 Onboarding)."""

import reflex as rx

from ..services.accounts import onboarding, users
from ..services.accounts.user_views import own_user
from ..texts import workspace as T
from .lang import reader_text
from . import username_check
from .as_user import call_as_user, remember_user, session_token
from .profile_photo import ProfilePhotoState, save_photo
from .service_call import ServiceFailed

AFTER_ONBOARDING = "/portfolio"


class OnboardingState(rx.State):
    """The onboarding form's values and its progress."""

    loaded: bool = False
    full_name: str = ""
    username: str = ""
    gender: str = ""
    email: str = ""
    phone: str = ""
    location: str = ""
    password: str = ""
    has_password: bool = True
    category: str = ""
    subcategory: str = ""
    username_status: str = "idle"
    suggestions: list[str] = []
    saving: bool = False
    _saved_username: str = ""

    def _values(self) -> dict:
        return {"fullName": self.full_name, "username": self.username, "gender": self.gender,
                "phone": self.phone, "location": self.location, "category": self.category,
                "subcategory": self.subcategory, "password": self.password}

    @rx.var
    def percentage(self) -> int:
        """Live completion, counted the way onboarding counts it."""
        return onboarding.percentage(self._values())

    @rx.var
    def subcategory_options(self) -> list[str]:
        """Subcategories of the picked category."""
        return onboarding.subcategories_of(self.category)

    def fill(self, profile: dict) -> None:
        """Put a profile (own view) into the form."""
        self.full_name = profile.get("fullName") or ""
        self.username = self._saved_username = profile.get("username") or ""
        self.gender = profile.get("gender") or ""
        self.email = profile.get("email") or ""
        self.phone = profile.get("phone") or ""
        self.location = profile.get("location") or ""
        self.has_password = bool(profile.get("hasPassword"))
        cats, subs = profile.get("category") or [], profile.get("subcategory") or []
        self.category = cats[0] if cats else ""
        self.subcategory = subs[0] if subs and subs[0] in self.subcategory_options else ""
        self.password, self.username_status, self.suggestions = "", "idle", []

    @rx.event
    async def load(self):
        """Fill the form from the signed-in user's profile."""
        token = await session_token(self)
        if not token:
            return
        try:
            profile = await call_as_user(token, lambda session, actor: own_user(actor))
        except ServiceFailed:
            return
        self.fill(profile)
        self.loaded = True
        photo = await self.get_state(ProfilePhotoState)
        photo.start(profile.get("profilePhotoUrl") or "", True)

    @rx.event
    def set_field(self, field: str, value: str):
        """Plain text and select fields."""
        if field in ("full_name", "gender", "phone", "location", "password"):
            setattr(self, field, value)

    @rx.event
    def pick_category(self, name: str):
        """Choosing a new category clears the subcategory."""
        if name != self.category:
            self.category, self.subcategory = name, ""

    @rx.event
    def pick_subcategory(self, name: str):
        """One subcategory of the picked category."""
        if name in self.subcategory_options:
            self.subcategory = name

    @rx.event
    async def check_username(self, value: str):
        """Debounced 500 ms in the page: idle, checking, then available or taken."""
        self.username = value
        self.username_status, self.suggestions = "checking", []
        yield
        status, suggestions = await username_check.check(value, self._saved_username)
        if self.username == value:
            self.username_status, self.suggestions = status, suggestions

    @rx.event
    def use_suggestion(self, name: str):
        """Take a suggested free username."""
        self.username, self.username_status, self.suggestions = name, "available", []

    @rx.event
    async def finish(self):
        """Check the required fields, save the profile and the waiting photo, go on."""
        missing = onboarding.missing(self._values())
        if missing:
            yield rx.toast.error(", ".join([await reader_text(self, m) for m in missing]))
            return
        self.saving = True
        yield
        token = await session_token(self)
        data = onboarding.profile_update(self._values(), include_password=not self.has_password)
        try:
            user = await call_as_user(token, users.update_profile, data=data)
        except ServiceFailed as exc:
            self.saving = False
            yield rx.toast.error(await reader_text(self, exc.message or T.PROFILE_UPDATE_FAILED))
            return
        photo = await self.get_state(ProfilePhotoState)
        pending = photo.take_pending()
        if pending:
            try:
                user = await save_photo(token, pending)
            except ServiceFailed:
                self.saving = False
                yield rx.toast.error(await reader_text(self, T.PHOTO_ERROR_TITLE),
                                     description=await reader_text(self, T.PHOTO_UPLOAD_FAILED))
                return
        await remember_user(self, user, token)
        self.saving = False
        yield rx.toast.success(await reader_text(self, T.PROFILE_COMPLETED))
        yield rx.redirect(AFTER_ONBOARDING)
