"""/talent-detail/{id}: profile, gallery, reviews, admire/appreciate, share, collaboration."""

import json
import logging

import reflex as rx

from ..texts import discovery as T
from ..display_rules.cards import Card, card, lightbox_slide, slides
from ..display_rules.seo import seo_description
from ..display_rules.sharing import SHARE_THIS_PAGE
from ..services.social import interactions, saved_talent, talent_page
from .auth import AuthState
from .availability import WindowRow, window_rows
from .collaboration_form import CollaborationForm
from .lang import LangState, reader_text
from .page_views import count_view
from .review_box import ReviewBox
from .service_call import ServiceFailed
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
        """The phone's share sheet for this page, else copy its address."""
        return rx.call_script(SHARE_THIS_PAGE, callback=TalentState.copied)

    @rx.event
    async def copied(self, result: str):
        """Toast the result of copying (the share sheet speaks for itself)."""
        if result in ("shared", "cancelled"):
            return None
        if result == "copied":
            return rx.toast.success(await reader_text(self, T.COPIED),
                                    description=await reader_text(self, T.COPIED_TEXT))
        return rx.toast.error(await reader_text(self, T.COPY_ERROR),
                              description=await reader_text(self, T.COPY_ERROR_TEXT))

    @rx.event
    async def collaborate(self):
        """ "Let's {product}": the form, or the own-profile prompt."""
        form = await self.get_state(CollaborationForm)
        form.start(recipient_id=self.talent_id, name=self.name, product=self.product,
                   own=self.is_owner, service_type=self.service_type, bio=self.bio)

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
