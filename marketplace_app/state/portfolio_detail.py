"""/portfolio-detail/{id}."""


from typing import ClassVar

import reflex as rx

from ..texts import discovery as T
from ..display_rules.badges import badges
from ..display_rules.cards import Card, card, first_eager, lightbox_slide, slides
from ..display_rules.sharing import SHARE_THIS_PAGE
from ..first_screen import keys as first_screen
from ..i18n import translate
from ..services.social import talent_page
from .auth import AuthState
from .lang import load_language, reader_text
from .page_views import count_view
from .service_call import ServiceFailed
from .first_screen import SeededPage
from .review_box import ReviewBox, review_values
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

    seeded_vars: ClassVar[tuple[str, ...]] = SEEDED

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
