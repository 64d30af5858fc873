"""The reviews box of the talent and portfolio pages: the list, the average, and adding or
deleting one's own review (the review service holds every rule)."""

from dataclasses import dataclass

import reflex as rx

from ..texts import discovery as T
from ..texts import social as ST
from ..i18n import formats
from ..services.social import reviews
from .auth import AuthState
from .lang import LangState, reader_text
from .service_call import ServiceFailed
from .viewer import as_actor, as_viewer


@dataclass
class ReviewRow:
    """One review as listed."""

    id: str = ""
    author: str = ""
    photo: str = ""
    rating: int = 0
    comment: str = ""
    date: str = ""
    mine: bool = False
    verified: bool = False


def review_rows(listing: dict, viewer_id: str, lang: str = "en") -> list[ReviewRow]:
    """Reviews with the viewer's own marked, dated the Indian way in the reader's language."""
    return [ReviewRow(r["_id"], (r.get("author") or {}).get("fullName") or "",
                      (r.get("author") or {}).get("profileImage") or "", r["rating"],
                      r.get("comment") or "", formats.review_date(r.get("createdAt") or "", lang),
                      (r.get("author") or {}).get("_id") == viewer_id, bool(r.get("verified")))
            for r in listing["reviews"]]


def rating_text(listing: dict) -> tuple[str, str]:
    """(rating, label): the real average with its count; no number yet, marked New."""
    if listing.get("reviewCount"):
        count = listing["reviewCount"]
        label = ST.REVIEWS_ONE if count == 1 else ST.REVIEWS_COUNT.format(n=count)
        return f"{listing['averageRating']:.1f}", label
    return T.NO_RATING, T.NEW_RATING


def review_values(listing: dict, viewer_id: str, lang: str = "en") -> dict:
    """The review vars of a page once loaded (ReviewBox's, and what a served page seeds)."""
    rating, label = rating_text(listing)
    return {"reviews": review_rows(listing, viewer_id, lang), "rating": rating,
            "rating_label": label, "review_count": listing["reviewCount"]}


class ReviewBox(rx.State, mixin=True):
    """Reviews of one target; the page's State says which (`_review_target`)."""

    reviews: list[ReviewRow] = []
    rating: str = T.NO_RATING
    rating_label: str = T.NEW_RATING
    review_count: int = 0
    review_rating: int = 0
    review_comment: str = ""
    posting_review: bool = False

    def _review_target(self) -> tuple[str, str]:
        """("user" or "portfolio", its id)."""
        raise NotImplementedError

    def _apply_reviews(self, listing: dict, viewer_id: str, lang: str = "en") -> None:
        for name, value in review_values(listing, viewer_id, lang).items():
            setattr(self, name, value)

    async def _reload_reviews(self) -> None:
        auth = await self.get_state(AuthState)
        kind, target_id = self._review_target()
        listing = await as_viewer(
            lambda session, viewer, **kw: reviews.list_reviews(session, viewer=viewer, **kw),
            auth.auth_token, target_kind=kind, target_id=target_id)
        self._apply_reviews(listing, (auth._profile or {}).get("_id", ""),
                            (await self.get_state(LangState)).lang)

    @rx.event
    def set_review_rating(self, value: int):
        """Stars picked."""
        self.review_rating = value

    @rx.event
    def set_review_comment(self, value: str):
        """Comment typed."""
        self.review_comment = value

    @rx.event
    async def post_review(self):
        """Add my review."""
        if not 1 <= self.review_rating <= 5:
            yield rx.toast.error(await reader_text(self, ST.PICK_RATING))
            return
        self.posting_review = True
        yield
        kind, target_id = self._review_target()
        token = (await self.get_state(AuthState)).auth_token
        try:
            await as_actor(reviews.add_review, token, target_kind=kind, target_id=target_id,
                           rating=self.review_rating, comment=self.review_comment)
        except ServiceFailed as exc:
            self.posting_review = False
            yield rx.toast.error(await reader_text(self, exc.message))
            return
        self.posting_review, self.review_rating, self.review_comment = False, 0, ""
        await self._reload_reviews()
        yield rx.toast.success(await reader_text(self, ST.REVIEW_ADDED))

    @rx.event
    async def delete_review(self, review_id: str):
        """Delete my review."""
        kind, target_id = self._review_target()
        token = (await self.get_state(AuthState)).auth_token
        try:
            await as_actor(reviews.delete_review, token, target_kind=kind, target_id=target_id,
                           review_id=review_id)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message))
            return
        await self._reload_reviews()
        yield rx.toast.success(await reader_text(self, ST.REVIEW_DELETED))
