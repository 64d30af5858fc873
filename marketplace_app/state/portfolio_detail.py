"""/portfolio-detail/{id} and /photographer-profile."""


import reflex as rx

from ..texts import discovery as T
from ..display_rules.badges import badges
from ..display_rules.cards import Card, card, first_eager, lightbox_slide, slides
from ..display_rules.sharing import SHARE_THIS_PAGE
from ..first_screen import keys as first_screen
from ..i18n import translate
from ..services.social import talent_page
from .auth import AuthState
from .photographer import PhotographerNavState
from .lang import load_language, reader_text
from .page_views import count_view
from .service_call import ServiceFailed
from .first_screen import SeededPage
from .review_box import ReviewBox, rating_text, review_values
from .collaboration_form import CollaborationForm
from .talent import product_word
from .viewer import as_viewer


async def share_alert(state: rx.State, result: str, copied_text: str):
    """Spec §2.19's alert after a copy; the phone's share sheet needs none."""
    if result in ("copied", "failed"):
        return rx.window_alert(await reader_text(
            state, copied_text if result == "copied" else T.COPY_ERROR_TEXT))
    return None


def portfolio_values(data: dict, viewer_id: str, lang: str) -> dict:
    """What the page shows of `data` (portfolio_page's answer) to this viewer in `lang`: the
    values PortfolioDetailState holds once loaded, and those the served page seeds."""
    item, owner = data["portfolio"], data["owner"]
    return {
        "item": first_eager([card(item)])[0],  # its previews are the page's largest paint
        "category": ", ".join(badges(item["category"], item["subcategory"])[0]),
        "owner_id": owner["_id"], "owner_name": owner["fullName"],
        "owner_level": owner.get("experienceLevel") or translate(T.DEFAULT_LEVEL, lang),
        "owner_location": owner.get("location") or translate(T.DEFAULT_LOCATION, lang),
        "owner_photo": owner.get("profilePhotoUrl") or "", "owner_bio": owner.get("bio") or "",
        "product": translate(T.LETS, lang, product=translate(product_word(owner), lang)),
        "is_owner": data["isOwner"],
        # Spec §2.19: the viewer opens on the first two media (the cover and one more).
        "previews": [lightbox_slide(s) for s in slides(item)][:2],
        **review_values(data["reviews"], viewer_id, lang),
        "loading": False, "not_found": False,
    }


# The vars the served page seeds (everything the page draws once loaded).
SEEDED = ("item", "category", "owner_id", "owner_name", "owner_level", "owner_location",
          "owner_photo", "owner_bio", "product", "is_owner", "previews", "reviews", "rating",
          "rating_label", "review_count", "loading", "not_found", "item_id")


class PortfolioDetailState(SeededPage, ReviewBox, rx.State):
    """One portfolio item with its owner and reviews."""

    loading: bool = True
    not_found: bool = False
    item_id: str = ""
    item: Card = Card()
    category: str = ""
    owner_id: str = ""
    owner_name: str = ""
    owner_level: str = ""
    owner_location: str = ""
    owner_photo: str = ""
    product: str = ""
    owner_bio: str = ""
    is_owner: bool = False
    previews: list[dict] = []
    viewer_open: bool = False
    viewer_index: int = 0

    def _review_target(self) -> tuple[str, str]:
        return "portfolio", self.item_id

    @rx.event
    async def load(self):
        """on_load: fetch the item (a served page already shows it: then no placeholders, and
        none of the values it seeded are sent again)."""
        item_id = self.router.url.path.rstrip("/").rsplit("/", 1)[-1]
        seeded = await self._seed_fingerprint()
        blank = not self.item_id  # else the hydrate snapshot sent this state's values
        if item_id != self.item_id and not seeded:
            self.loading, self.not_found = True, False
        self.item_id, self.viewer_open = item_id, False
        if not seeded:
            yield
        auth = await self.get_state(AuthState)
        try:
            data = await as_viewer(talent_page.portfolio_page, auth.auth_token,
                                   portfolio_id=item_id)
        except ServiceFailed:
            self.loading, self.not_found = False, True
            return
        values = portfolio_values(data, (auth._profile or {}).get("_id", ""),
                                  await load_language(self))
        for name, value in values.items():
            setattr(self, name, value)
        if seeded and blank:
            self._skip_seeded(first_screen.portfolio_key(item_id), seeded, SEEDED)
        yield
        await count_view(self, "portfolio", item_id)

    @rx.event
    def open_viewer(self, index: int):
        """Show the cover or the extra image full size."""
        if self.previews:
            self.viewer_index, self.viewer_open = index % len(self.previews), True

    @rx.event
    def close_viewer(self):
        """Close the viewer."""
        self.viewer_open = False

    @rx.event
    def share(self):
        """Spec §2.19: the phone's share sheet, else copy the item's link and alert."""
        return rx.call_script(SHARE_THIS_PAGE, callback=PortfolioDetailState.shared)

    @rx.event
    async def shared(self, result: str):
        """Alert the copy result."""
        return await share_alert(self, result, T.PORTFOLIO_LINK_COPIED)

    @rx.event
    async def collaborate(self):
        """ "Let's {product}" about this item, or the own-work prompt."""
        form = await self.get_state(CollaborationForm)
        form.start(recipient_id=self.owner_id, name=self.owner_name, product=self.product,
                   own=self.is_owner, portfolio_id=self.item_id, bio=self.owner_bio,
                   service_type=self.item.badges[0] if self.item.badges else "")


PHOTOGRAPHER_EAGER = 4  # the gallery's first row on a wide screen: loaded at once


def photographer_values(data: dict, lang: str) -> dict:
    """What /photographer-profile shows of `data` (talent_page's answer) in `lang`: the values
    PhotographerState holds once loaded, and those the served page seeds."""
    user = data["user"]
    gallery = [card(p) for p in data["portfolios"]]
    for shown in gallery[:PHOTOGRAPHER_EAGER]:
        for slide in shown.gallery[:1]:
            slide.eager = True
    return {
        "name": user["fullName"], "photo": user.get("profilePhotoUrl") or "",
        "level": user.get("experienceLevel") or T.DEFAULT_LEVEL,
        "location": user.get("location") or T.DEFAULT_LOCATION,
        "bio": user.get("bio") or "", "rating": rating_text(data["reviews"])[0],
        "review_count": data["reviews"]["reviewCount"], "projects": data["projects"],
        "product": translate(T.LETS, lang, product=translate(product_word(user), lang)),
        "service": ((user.get("selectedProfessions") or user.get("category")) or [""])[0],
        "gallery": gallery, "is_owner": data["isOwner"], "loading": False, "error": False,
    }


# The vars the served photographer page seeds.
PHOTOGRAPHER_SEEDED = ("name", "photo", "level", "location", "bio", "rating", "review_count",
                       "projects", "product", "service", "gallery", "is_owner", "loading",
                       "error", "user_id")


class PhotographerState(SeededPage, rx.State):
    """/photographer-profile: the photographer from navigation state, ?id= after a reload."""

    loading: bool = True
    error: bool = False
    user_id: str = ""
    name: str = ""
    photo: str = ""
    level: str = ""
    location: str = ""
    bio: str = ""
    rating: str = T.NO_RATING  # the real average, or no number at all ("New")
    review_count: int = 0
    projects: int = 0
    product: str = ""
    service: str = ""
    gallery: list[Card] = []
    is_owner: bool = False  # the reader's own profile: no share control
    viewer_open: bool = False
    viewer_index: int = 0
    viewer_slides: list[dict] = []
    _media: dict = {}

    @rx.event
    async def load(self):
        """Show what navigation carried at once, then the full profile."""
        nav = await self.get_state(PhotographerNavState)
        wanted = self.router.url.query_parameters.get("id", "") or nav.preview.get("id", "")
        seeded = await self._seed_fingerprint()
        blank = not self.user_id  # else the hydrate snapshot sent this state's values
        self.error, self.user_id = False, wanted
        # Known before the profile loads, so the share control never flashes on your own page.
        viewer = await (await self.get_state(AuthState)).viewer_id()
        self.is_owner = bool(wanted) and viewer == wanted
        if seeded:  # the served page shows the profile already
            self.loading = False
        elif nav.preview.get("id") == wanted and wanted:
            p = nav.preview
            self.name, self.photo = p.get("fullName", ""), p.get("profileImage", "")
            self.level = p.get("experienceLevel") or T.DEFAULT_LEVEL
            self.location = p.get("location") or T.DEFAULT_LOCATION
            self.loading = False
        else:
            self.loading = True
        if not seeded:
            yield
        token = (await self.get_state(AuthState)).auth_token
        try:
            data = await as_viewer(talent_page.talent_page, token, user_id=wanted)
        except ServiceFailed:
            self.loading, self.error = False, True
            return
        for name, value in photographer_values(data, await load_language(self)).items():
            setattr(self, name, value)
        self._media = {p["_id"]: [lightbox_slide(s) for s in slides(p)]
                       for p in data["portfolios"]}
        if seeded and blank:
            self._skip_seeded(first_screen.photographer_key(wanted), seeded, PHOTOGRAPHER_SEEDED)

    @rx.event
    async def lets(self):
        """ "Let's {product}": the collaboration request form (the own-profile prompt for the
        photographer themself), as on the talent page."""
        form = await self.get_state(CollaborationForm)
        form.start(recipient_id=self.user_id, name=self.name, product=self.product,
                   own=self.is_owner, service_type=self.service, bio=self.bio)

    @rx.event
    def open_viewer(self, item_id: str):
        """One work's media full size."""
        found = self._media.get(item_id) or []
        if found:
            self.viewer_slides, self.viewer_index, self.viewer_open = found, 0, True

    @rx.event
    def close_viewer(self):
        """Close the viewer."""
        self.viewer_open = False

    @rx.event
    def share(self):
        """The phone's share sheet, else copy the page link and alert."""
        return rx.call_script(SHARE_THIS_PAGE, callback=PhotographerState.shared)

    @rx.event
    async def shared(self, result: str):
        """Alert the copy result."""
        return await share_alert(self, result, T.PROFILE_LINK_COPIED)
