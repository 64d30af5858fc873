"""/talent-detail/{id}: profile, gallery, reviews, admire/appreciate, share, collaboration."""

import json
import logging

import reflex as rx

from .. import catalog
from ..texts import discovery as T
from ..texts import social as ST
from ..display_rules.cards import Card, card, lightbox_slide, slides
from ..display_rules.seo import seo_description
from ..services.errors import ServiceError
from ..services.social import (availability, collaborations, interactions, saved_talent,
                               talent_page)
from ..services.social.collaboration_rules import clean_tags
from .auth import AuthState
from ..i18n import formats
from .availability import WindowRow, window_rows
from .lang import LangState, reader_text
from .page_views import count_view
from .review_box import ReviewBox
from .service_call import ServiceFailed, call_service
from .viewer import as_actor, as_viewer

log = logging.getLogger(__name__)


def product_word(user: dict) -> str:
    """The {product} of "Let's {product}": a verb for the talent's main category."""
    first = (user.get("selectedProfessions") or user.get("category") or [""])[0]
    return T.PRODUCTS.get(first, T.DEFAULT_PRODUCT)


def product_label(user: dict) -> str:
    """ "Let's {product}" in English."""
    return T.LETS.format(product=product_word(user))


async def reader_product(state: rx.State, user: dict) -> str:
    """ "Let's {product}" in the reader's language."""
    return await reader_text(state, T.LETS,
                             product=await reader_text(state, product_word(user)))


def budget_range(low: str, high: str) -> str:
    """₹50,000 – ₹1,50,000 (one side when only one is typed; blank when neither is a number)."""
    amounts = []
    for value in (low, high):
        try:
            amounts.append(formats.rupees(float(value)) if value.strip() else "")
        except ValueError:
            amounts.append("")
    return " – ".join(a for a in amounts if a)


class CollaborationForm(rx.State):
    """The "Let's {product}" dialog: fields kept as typed; the service checks every rule."""

    open: bool = False
    own_open: bool = False
    recipient_id: str = ""
    recipient_name: str = ""
    portfolio_id: str = ""
    title: str = ""
    message: str = ""
    service_type: str = ""
    tags: list[str] = []
    tag_input: str = ""
    location: str = ""
    date_from: str = ""
    date_to: str = ""
    budget_min: str = ""
    budget_max: str = ""
    sending: bool = False
    windows: list[WindowRow] = []

    @rx.var
    def window_match(self) -> str:
        """The recipient's window matching the chosen city and dates, as "Jaipur, 10–15 Nov"."""
        if not self.date_from:
            return ""
        found = availability.matching(
            [{"id": w.id, "city": w.city, "dateFrom": w.date_from, "dateTo": w.date_to}
             for w in self.windows], self.location, self.date_from, self.date_to)
        return next((w.label for w in self.windows if found and w.id == found["id"]), "")

    @rx.event
    async def load_windows(self):
        """When the dialog opens: the recipient's upcoming availability, as hints."""
        recipient = self.recipient_id
        if not recipient:
            return
        try:
            found = await call_service(
                lambda session: [availability.window_json(w) for w in
                                 availability.list_upcoming(session, user_id=recipient)])
        except ServiceFailed:
            found = []
        self.windows = window_rows(found, (await self.get_state(LangState)).lang)

    @rx.event
    def use_window(self, window_id: str):
        """Take a hinted window's city and dates into the form."""
        for w in self.windows:
            if w.id == window_id:
                self.location, self.date_from, self.date_to = w.city, w.date_from, w.date_to

    @rx.var
    def budget_text(self) -> str:
        """The typed budget in rupees with lakh grouping: ₹50,000 – ₹1,50,000."""
        return budget_range(self.budget_min, self.budget_max)

    @rx.var
    def city_suggestions(self) -> list[str]:
        """Listed cities starting with what was typed (hidden once one is picked)."""
        if catalog.find_indian_city(self.location):
            return []
        return catalog.city_suggestions(self.location)

    def start(self, *, recipient_id: str, name: str, product: str, own: bool,
              portfolio_id: str = "", service_type: str = ""):
        """Open the form for another talent, or the own-work prompt."""
        if own:
            self.own_open = True
            return
        if recipient_id != self.recipient_id or portfolio_id != self.portfolio_id:
            self.message, self.tags, self.tag_input, self.location = "", [], "", ""
            self.date_from = self.date_to = self.budget_min = self.budget_max = ""
            self.service_type = service_type if service_type in catalog.SERVICE_TYPES else ""
        self.recipient_id, self.recipient_name = recipient_id, name
        self.portfolio_id, self.title, self.open = portfolio_id, product, True

    @rx.event
    def set_open(self, value: bool):
        """Radix open/close."""
        if not self.sending:
            self.open = value

    @rx.event
    def set_own_open(self, value: bool):
        """The own-work prompt's open/close."""
        self.own_open = value

    @rx.event
    def find_talents(self):
        """Own-work prompt: Find Talents."""
        self.own_open = False
        return rx.redirect("/find-talent")

    @rx.event
    def set_field(self, name: str, value: str):
        """Keep a typed value."""
        if name in ("message", "service_type", "tag_input", "location", "date_from", "date_to",
                    "budget_min", "budget_max"):
            setattr(self, name, value if isinstance(value, str) else "")

    @rx.event
    def pick_city(self, city: str):
        """Take a suggested city."""
        self.location = city

    @rx.event
    async def add_tag(self):
        """Add the typed tag (blank and repeated tags are refused by the same rule as the server)."""
        tag = self.tag_input.strip()
        try:
            self.tags = clean_tags(self.tags + [tag])
        except ServiceError as exc:
            yield rx.window_alert(await reader_text(self, exc.message))
            return
        self.tag_input = ""

    @rx.event
    def tag_key(self, key: str):
        """Enter in the tag box adds the tag."""
        if key == "Enter":
            return CollaborationForm.add_tag

    @rx.event
    def remove_tag(self, tag: str):
        """Drop a tag."""
        self.tags = [t for t in self.tags if t != tag]

    @rx.event
    async def submit(self):
        """Send the request; any broken rule comes back as the spec's alert."""
        token = (await self.get_state(AuthState)).auth_token
        self.sending = True
        yield
        try:
            await as_actor(collaborations.request_collaboration, token,
                           recipient_id=self.recipient_id,
                           portfolio_id=self.portfolio_id or None, message=self.message,
                           service_type=self.service_type, tags=self.tags,
                           location=self.location, date_from=self.date_from,
                           date_to=self.date_to, budget_min=self.budget_min,
                           budget_max=self.budget_max)
        except ServiceFailed as exc:
            self.sending = False
            yield rx.window_alert(await reader_text(self, exc.message))
            return
        self.sending, self.open = False, False
        self.recipient_id = ""
        yield rx.toast.success(await reader_text(self, ST.COLLAB_SENT))


class TalentState(ReviewBox, rx.State):
    """The talent page's data (public profile fields only)."""

    loading: bool = True
    not_found: bool = False
    talent_id: str = ""
    name: str = ""
    username: str = ""
    photo: str = ""
    level: str = ""
    location: str = ""
    bio: str = ""
    years: str = ""
    projects: int = 0
    specializations: list[str] = []
    subspecialties: list[str] = []
    product: str = ""
    service_type: str = ""
    colabs: int = 0
    saved: bool = False
    saving: bool = False
    admire_count: int = 0
    appreciate_count: int = 0
    admired: bool = False
    appreciated: bool = False
    pending: bool = False
    is_owner: bool = False
    gallery: list[Card] = []
    viewer_open: bool = False
    viewer_slides: list[dict] = []
    viewer_item: Card = Card()
    seo_title: str = ""
    seo_description: str = ""
    seo_keywords: str = ""
    windows: list[WindowRow] = []
    _media: dict = {}

    def _review_target(self) -> tuple[str, str]:
        return "user", self.talent_id

    def _path_id(self) -> str:
        return self.router.url.path.rstrip("/").rsplit("/", 1)[-1]

    async def _token(self) -> str:
        return (await self.get_state(AuthState)).auth_token

    @rx.event
    async def load(self):
        """on_load: fetch everything the page shows."""
        talent_id = self._path_id()
        if talent_id != self.talent_id:
            self.loading, self.not_found, self.gallery, self.reviews = True, False, [], []
        self.talent_id, self.viewer_open = talent_id, False
        yield
        await self._refresh()
        if not self.not_found:
            await count_view(self, "user", self.talent_id)
            # Spec §2.17: the page title is seoTitle, else the username.
            yield rx.call_script(f"document.title = {json.dumps(self.seo_title)}")

    async def _refresh(self) -> None:
        auth = await self.get_state(AuthState)
        try:
            data = await as_viewer(talent_page.talent_page, auth.auth_token,
                                   user_id=self.talent_id)
        except ServiceFailed:
            self.loading, self.not_found = False, True
            return
        lang = (await self.get_state(LangState)).lang
        self._apply(data, (auth._profile or {}).get("_id", ""), lang)
        self.windows = window_rows(data["availability"], lang)
        user = data["user"]
        self.product = await reader_product(self, user)
        self.level = user.get("experienceLevel") or await reader_text(self, T.DEFAULT_LEVEL)
        self.location = user.get("location") or await reader_text(self, T.DEFAULT_LOCATION)

    def _apply(self, data: dict, viewer_id: str, lang: str = "en") -> None:
        user = data["user"]
        self.name = user["fullName"] or ""
        self.username = user.get("username") or ""
        self.photo = user.get("profilePhotoUrl") or ""
        self.level = user.get("experienceLevel") or T.DEFAULT_LEVEL
        self.location = user.get("location") or T.DEFAULT_LOCATION
        self.bio = user.get("bio") or ""
        years = user.get("experienceyears")
        self.years = f"{years}+" if isinstance(years, int) else "0+"
        self.projects, self.colabs = data["projects"], data["colabs"]
        self.saved = data["flags"]["saved"]
        self.specializations = user.get("selectedProfessions") or user.get("category") or []
        self.subspecialties = user.get("selectedSubCategories") or [
            s.strip() for s in ",".join(user.get("subcategory") or []).split(",") if s.strip()]
        self.product = product_label(user)
        self.service_type = (self.specializations or [""])[0]
        self.admire_count, self.appreciate_count = user["admireCount"], user["appreciateCount"]
        self.admired, self.appreciated = data["flags"]["admired"], data["flags"]["appreciated"]
        self.is_owner = data["isOwner"]
        self.gallery = [card(p, viewer_id) for p in data["portfolios"]]
        self._media = {p["_id"]: [lightbox_slide(s) for s in slides(p)]
                       for p in data["portfolios"]}
        self._apply_reviews(data["reviews"], viewer_id, lang)
        self.seo_title = user.get("seoTitle") or self.username or self.name
        self.seo_description = seo_description(user.get("seoDescription"), self.bio)
        self.seo_keywords = ", ".join(user.get("seoKeywords") or [])
        self.loading, self.not_found = False, False

    @rx.event
    async def toggle(self, action: str):
        """Admire or appreciate this talent."""
        if action not in ("admire", "appreciate") or self.pending:
            return
        self.pending = True
        yield
        try:
            result = await as_actor(interactions.toggle, await self._token(),
                                    target_kind="user", target_id=self.talent_id, action=action)
        except ServiceFailed as exc:
            self.pending = False
            yield rx.toast.error(await reader_text(self, exc.message or (
                T.ADMIRE_FAILED if action == "admire" else T.APPRECIATE_FAILED)))
            return
        if action == "admire":
            self.admire_count, self.admired = result["admireCount"], result["admired"]
        else:
            self.appreciate_count = result["appreciateCount"]
            self.appreciated = result["appreciated"]
        self.pending = False

    @rx.event
    async def toggle_save(self):
        """Save this talent to my shortlist, or take them off it."""
        if self.saving or self.is_owner:
            return
        self.saving = True
        yield
        use_case = saved_talent.unsave if self.saved else saved_talent.save
        try:
            result = await as_actor(use_case, await self._token(), talent_id=self.talent_id)
        except ServiceFailed as exc:
            self.saving = False
            yield rx.toast.error(await reader_text(self, exc.message))
            return
        self.saved, self.saving = result["saved"], False
        yield rx.toast.success(await reader_text(
            self, T.SAVED_OK if self.saved else T.UNSAVED_OK))

    @rx.event
    def share_profile(self):
        """Copy this page's address."""
        return rx.call_script(
            "navigator.clipboard.writeText(window.location.href).then(() => true, () => false)",
            callback=TalentState.copied)

    @rx.event
    async def copied(self, ok: bool):
        """Toast the result of copying."""
        if ok:
            return rx.toast.success(await reader_text(self, T.COPIED),
                                    description=await reader_text(self, T.COPIED_TEXT))
        return rx.toast.error(await reader_text(self, T.COPY_ERROR),
                              description=await reader_text(self, T.COPY_ERROR_TEXT))

    @rx.event
    async def collaborate(self):
        """ "Let's {product}": the form, or the own-profile prompt."""
        form = await self.get_state(CollaborationForm)
        form.start(recipient_id=self.talent_id, name=self.name, product=self.product,
                   own=self.is_owner, service_type=self.service_type)

    @rx.event
    def open_viewer(self, item_id: str, index: int = 0):
        """The image viewer on one portfolio item, with its owner's details."""
        found = self._media.get(item_id) or []
        item = next((c for c in self.gallery if c.id == item_id), None)
        if not found or item is None:
            return
        self.viewer_slides, self.viewer_item = found, item
        self.viewer_open = True

    @rx.event
    def close_viewer(self):
        """Close the image viewer."""
        self.viewer_open = False
