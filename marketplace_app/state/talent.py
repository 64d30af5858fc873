"""/talent-detail/{id}: profile, gallery, reviews, admire/appreciate, share, collaboration."""

import json
import logging
from typing import ClassVar

import reflex as rx

from ..texts import discovery as T
from ..display_rules.cards import Card, card, first_eager, lightbox_slide, slides
from ..display_rules.seo import seo_description
from ..display_rules.sharing import SHARE_THIS_PAGE
from ..first_screen import keys as first_screen
from ..i18n import translate
from ..services.social import interactions, saved_talent, talent_page
from .auth import AuthState
from .availability import WindowRow, window_rows
from .collaboration_form import CollaborationForm
from .lang import load_language, reader_text
from .page_views import count_view
from .first_screen import SeededPage
from .review_box import ReviewBox, review_values
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


def talent_values(data: dict, viewer_id: str, lang: str) -> dict:
    """What the page shows of `data` (talent_page's answer) to this viewer in `lang`: the
    values TalentState holds once loaded, and those the served page seeds (SEEDED)."""
    user = data["user"]
    name, username = user["fullName"] or "", user.get("username") or ""
    bio = user.get("bio") or ""
    years = user.get("experienceyears")
    specializations = user.get("selectedProfessions") or user.get("category") or []
    return {
        "name": name, "username": username, "photo": user.get("profilePhotoUrl") or "",
        "level": user.get("experienceLevel") or translate(T.DEFAULT_LEVEL, lang),
        "location": user.get("location") or translate(T.DEFAULT_LOCATION, lang),
        "bio": bio, "years": f"{years}+" if isinstance(years, int) else "0+",
        "projects": data["projects"], "colabs": data["colabs"],
        "saved": data["flags"]["saved"], "specializations": specializations,
        "subspecialties": user.get("selectedSubCategories") or [
            s.strip() for s in ",".join(user.get("subcategory") or []).split(",") if s.strip()],
        "product": translate(T.LETS, lang, product=translate(product_word(user), lang)),
        "service_type": (specializations or [""])[0],
        "admire_count": user["admireCount"], "appreciate_count": user["appreciateCount"],
        "admired": data["flags"]["admired"], "appreciated": data["flags"]["appreciated"],
        "is_owner": data["isOwner"],
        # The first work's picture may be the page's largest paint (a phone shows it first).
        "gallery": first_eager([card(p, viewer_id) for p in data["portfolios"]]),
        **review_values(data["reviews"], viewer_id, lang),
        "seo_title": user.get("seoTitle") or username or name,
        "seo_description": seo_description(user.get("seoDescription"), bio),
        "seo_keywords": ", ".join(user.get("seoKeywords") or []),
        "windows": window_rows(data["availability"], lang),
        "loading": False, "not_found": False,
    }


# The vars the served page seeds (everything the page draws once loaded).
SEEDED = ("name", "username", "photo", "level", "location", "bio", "years", "projects", "colabs",
          "saved", "specializations", "subspecialties", "product", "service_type",
          "admire_count", "appreciate_count", "admired", "appreciated", "is_owner", "gallery",
          "reviews", "rating", "rating_label", "review_count", "seo_title", "seo_description",
          "seo_keywords", "windows", "loading", "not_found", "talent_id")


class TalentState(SeededPage, ReviewBox, rx.State):
    """The talent page's data (public profile fields only)."""

    seeded_vars: ClassVar[tuple[str, ...]] = SEEDED

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
        """on_load: fetch everything the page shows (a served page already shows it: then
        no placeholders, and none of the values it seeded are sent again)."""
        talent_id = self._path_id()
        seeded = await self._seed_fingerprint()
        blank = not self.talent_id  # else the hydrate snapshot sent this state's values
        if talent_id != self.talent_id and not seeded:
            self.loading, self.not_found, self.gallery, self.reviews = True, False, [], []
        self.talent_id, self.viewer_open = talent_id, False
        if not seeded:
            yield
        await self._refresh()
        if seeded and blank and not self.not_found:
            self._skip_seeded(first_screen.talent_key(talent_id), seeded, SEEDED)
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
        lang = await load_language(self)
        self._apply(data, (auth._profile or {}).get("_id", ""), lang)

    def _apply(self, data: dict, viewer_id: str, lang: str = "en") -> None:
        for name, value in talent_values(data, viewer_id, lang).items():
            setattr(self, name, value)
        self._media = {p["_id"]: [lightbox_slide(s) for s in slides(p)]
                       for p in data["portfolios"]}

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
