"""/profile-settings: every editable profile field with the §5 rules shown as the user types
(spec §2.11, §4, §5 Settings). The server stays the authority on save."""

import reflex as rx

from ..services.accounts import profile_rules as rules
from ..services.accounts import users
from ..services.accounts.user_views import own_user
from ..services.errors import Invalid
from ..texts import workspace as T
from .lang import reader_text
from . import username_check
from .as_user import call_as_user, remember_user, session_token
from .profile_photo import ProfilePhotoState
from .service_call import ServiceFailed

AFTER_SAVE = "/portfolio"
_TEXT = {"full_name": "fullName", "username": "username", "phone": "phone",
         "location": "location", "gender": "gender", "bio": "bio",
         "experience_level": "experienceLevel", "experience_years": "experienceyears",
         "starting_price": "startingPrice",
         "education": "education", "availability": "availability",
         "certification": "certification", "certifications": "certifications",
         "seo_title": "seoTitle", "seo_description": "seoDescription",
         "seo_keywords": "seoKeywords", "aadhar": "aadharNumber", "pan": "panNumber",
         "bank": "bankAccountNumber", "ifsc": "ifscCode", "password": "password"}
_KYC_RULES = {"aadhar": rules.aadhar, "pan": rules.pan, "bank": rules.bank_account,
              "ifsc": rules.ifsc}


def rule_message(rule, value) -> str:
    """The rule's message for a value, or "" when it passes."""
    try:
        rule(value)
    except Invalid as exc:
        return exc.message
    return ""


class ProfileSettingsState(rx.State):
    """The settings form. KYC vars only ever hold masked values or what the user types."""

    loaded: bool = False
    email: str = ""
    has_password: bool = True
    full_name: str = ""
    username: str = ""
    phone: str = ""
    location: str = ""
    gender: str = ""
    bio: str = ""
    categories: list[str] = []
    subcategories: list[str] = []
    experience_level: str = ""
    experience_years: str = ""
    starting_price: str = ""
    education: str = ""
    availability: str = ""
    certification: str = ""
    certifications: str = ""
    seo_title: str = ""
    seo_description: str = ""
    seo_keywords: str = ""
    aadhar: str = ""
    pan: str = ""
    bank: str = ""
    ifsc: str = ""
    password: str = ""
    username_status: str = "idle"
    suggestions: list[str] = []
    saving: bool = False
    _saved: dict = {}

    # Inline rules (the service's own validators) -------------------------------------
    @rx.var
    def phone_hint(self) -> str:
        """Shown while the phone number is not a valid Indian mobile number."""
        return T.PHONE_HINT if self.phone.strip() and rule_message(rules.phone, self.phone) \
            else ""

    @rx.var
    def name_error(self) -> str:
        """Full Name and Username rules."""
        if not self.full_name.strip():
            return T.FULL_NAME_REQUIRED
        if not self.username.strip():
            return T.USERNAME_REQUIRED
        if self.username.strip().lower() == self.full_name.strip().lower():
            return rules.USERNAME_SAME_AS_NAME
        return rule_message(rules.username, self.username)

    @rx.var
    def years_error(self) -> str:
        """Years of experience 0-50."""
        return rule_message(rules.experience_years, self.experience_years.strip())

    @rx.var
    def price_error(self) -> str:
        """Starting price: whole rupees from 100 to 1 crore, or blank."""
        return rule_message(rules.starting_price, self.starting_price.strip())

    @rx.var
    def kyc_errors(self) -> dict[str, str]:
        """Each KYC field's rule message, skipped while it still shows the saved mask."""
        typed = {"aadhar": self.aadhar, "pan": self.pan, "bank": self.bank, "ifsc": self.ifsc}
        return {key: "" if typed[key] == self._saved.get(key)
                else rule_message(rule, typed[key]) for key, rule in _KYC_RULES.items()}

    @rx.var
    def subcategory_options(self) -> list[str]:
        """Subcategories of the chosen categories."""
        return rules.allowed_subcategories(self.categories)

    # Loading and editing ---------------------------------------------------------------
    def _fill(self, user: dict) -> None:
        self.email, self.has_password = user.get("email") or "", bool(user.get("hasPassword"))
        for attr, key in _TEXT.items():
            value = user.get(key)
            if isinstance(value, list):
                value = ", ".join(value)
            setattr(self, attr, "" if value is None else str(value))
        self.password = ""
        self.categories = list(user.get("category") or [])
        self.subcategories = list(user.get("subcategory") or [])
        self._saved = {"username": self.username,
                       **{key: getattr(self, key) for key in _KYC_RULES}}
        self.username_status, self.suggestions = "idle", []

    @rx.event
    async def load(self):
        """Fetch the profile ("Loading profile..." until then)."""
        self.loaded = False
        token = await session_token(self)
        if not token:
            return
        try:
            user = await call_as_user(token, lambda session, actor: own_user(actor))
        except ServiceFailed:
            yield rx.toast.error(await reader_text(self, T.SETTINGS_LOAD_FAILED))
            return
        self._fill(user)
        self.loaded = True
        photo = await self.get_state(ProfilePhotoState)
        photo.start(user.get("profilePhotoUrl") or "", False)

    @rx.event
    def set_field(self, field: str, value: str):
        """Any text or select field."""
        if field in _TEXT:
            setattr(self, field, value)

    @rx.event
    async def check_username(self, value: str):
        """Debounced 500 ms in the page."""
        self.username = value
        self.username_status, self.suggestions = "checking", []
        yield
        status, suggestions = await username_check.check(value, self._saved.get("username"))
        if self.username == value:
            self.username_status, self.suggestions = status, suggestions

    @rx.event
    async def toggle_category(self, name: str):
        """At most 3; removing a category removes its subcategories."""
        if name in self.categories:
            self.categories = [c for c in self.categories if c != name]
            allowed = rules.allowed_subcategories(self.categories)
            self.subcategories = [s for s in self.subcategories if s in allowed]
            return None
        if len(self.categories) >= 3:
            return rx.toast.error(await reader_text(self, rules.TOO_MANY_CATEGORIES))
        self.categories = [*self.categories, name]
        return None

    @rx.event
    async def toggle_subcategory(self, name: str):
        """At most 5, each from a chosen category."""
        if name in self.subcategories:
            self.subcategories = [s for s in self.subcategories if s != name]
            return None
        if len(self.subcategories) >= 5:
            return rx.toast.error(await reader_text(self, rules.TOO_MANY_SUBCATEGORIES))
        if name in self.subcategory_options:
            self.subcategories = [*self.subcategories, name]
        return None

    def _payload(self) -> dict:
        data = {key: getattr(self, attr) for attr, key in _TEXT.items()
                if attr not in ("password",)}
        data["category"], data["subcategory"] = self.categories, self.subcategories
        if not self.has_password and self.password:
            data["password"] = self.password
        return data

    @rx.event
    async def save(self):
        """Check a changed username, then save; the server validates every field."""
        self.saving = True
        yield
        if self.username.strip().lower() != (self._saved.get("username") or "").lower():
            status, _ = await username_check.check(self.username, self._saved.get("username"))
            if status == "taken":  # a failed check lets the update continue
                self.saving, self.username_status = False, "taken"
                yield rx.toast.error(await reader_text(self, rules.USERNAME_TAKEN))
                return
        token = await session_token(self)
        try:
            user = await call_as_user(token, users.update_profile, data=self._payload())
        except ServiceFailed as exc:
            self.saving = False
            yield rx.toast.error(await reader_text(self, exc.message or T.PROFILE_UPDATE_FAILED))
            return
        self._fill(own_user(user))
        await remember_user(self, user, token)
        self.saving = False
        yield rx.toast.success(await reader_text(self, T.PROFILE_UPDATED))
        yield rx.redirect(AFTER_SAVE)
