"""/photographer-profile: the photographer travels as navigation state, with ?id= as fallback."""

from typing import ClassVar

import reflex as rx

from ..display_rules.cards import Card, card, lightbox_slide, slides
from ..display_rules.sharing import SHARE_THIS_PAGE
from ..first_screen import keys as first_screen
from ..i18n import translate
from ..services.social import talent_page
from ..texts import discovery as T
from .auth import AuthState
from .collaboration_form import CollaborationForm
from .first_screen import SeededPage
from .lang import load_language
from .portfolio_detail import share_alert
from .review_box import rating_text
from .service_call import ServiceFailed
from .talent import product_word
from .viewer import as_viewer


class PhotographerNavState(rx.State):
    """What the card that was clicked knew about its photographer."""

    preview: dict[str, str] = {}


EAGER = 4  # the gallery's first row on a wide screen: loaded at once


def photographer_values(data: dict, lang: str) -> dict:
    """What /photographer-profile shows of `data` (talent_page's answer) in `lang`: the values
    PhotographerState holds once loaded, and those the served page seeds."""
    user = data["user"]
    gallery = [card(p) for p in data["portfolios"]]
    for shown in gallery[:EAGER]:
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
SEEDED = ("name", "photo", "level", "location", "bio", "rating", "review_count",
                       "projects", "product", "service", "gallery", "is_owner", "loading",
                       "error", "user_id")


class PhotographerState(SeededPage, rx.State):
    """/photographer-profile: the photographer from navigation state, ?id= after a reload."""

    seeded_vars: ClassVar[tuple[str, ...]] = SEEDED

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
            self._skip_seeded(first_screen.photographer_key(wanted), seeded, SEEDED)

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
