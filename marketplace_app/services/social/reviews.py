"""Reviews (rating 1-5 with a comment) on users and portfolios; only the author deletes."""

import re
from datetime import datetime, timezone

from sqlalchemy import func
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ...models.base import iso, utcnow
from ...models.portfolio import Review
from ...models.user import User
from ..portfolios import portfolios
from ..accounts import rate_limits, users
from ..errors import Forbidden, Invalid, NotFound
from . import collaborations
from .contact_access import visible_to
from .contact_masking import masked_unless
from .notifications import notify

BAD_RATING = "Rating must be a whole number from 1 to 5"
MAX_COMMENT = 1000
COMMENT_TOO_LONG = f"Comment must be at most {MAX_COMMENT} characters"
NOT_AUTHOR = "Only the author can delete this review"
REVIEW_NOT_FOUND = "Review not found"
SELF_REVIEW = "You cannot review your own work"


def _target_owner(session: Session, kind: str, target_id, actor: User | None) -> str:
    """Check the target exists (and is visible); returns the owner's user id."""
    if kind == "user":
        return users.get_user(session, target_id).id
    return portfolios.get_visible(session, target_id, actor).user_id


def _rating(value) -> int:
    if isinstance(value, bool):
        raise Invalid(BAD_RATING)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str):
        digit = re.fullmatch(r"[ \t\n\r\f\v]*([1-5])[ \t\n\r\f\v]*", value)
        value = int(digit.group(1)) if digit else None
    if not isinstance(value, int) or not 1 <= value <= 5:
        raise Invalid(BAD_RATING)
    return value


def _comment(value) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise Invalid("Comment must be text")
    if len(value) > MAX_COMMENT:
        raise Invalid(COMMENT_TOO_LONG)
    text = value.replace("\x00", "").strip()
    return text


def _own_review(session: Session, actor: User, target_kind: str, target_id: str):
    return session.exec(select(Review).where(
        Review.author_id == actor.id, Review.target_kind == target_kind,
        Review.target_id == target_id)).first()


def add_review(session: Session, *, actor: User, target_kind: str, target_id, rating,
               comment=None) -> tuple[Review, bool]:
    """Record the actor's review, or replace their earlier one on the same target (one per
    author and target, enforced by a unique constraint); returns (review, created)."""
    owner_id = _target_owner(session, target_kind, target_id, actor)
    if owner_id == actor.id:
        raise Invalid(SELF_REVIEW)
    rating, comment = _rating(rating), _comment(comment)
    rate_limits.hit("review", actor.id)
    review = _own_review(session, actor, target_kind, target_id)
    created = review is None
    if created:
        review = Review(author_id=actor.id, target_kind=target_kind, target_id=target_id,
                        rating=rating, comment=comment)
        session.add(review)
        notify(session, recipient_id=owner_id, actor_id=actor.id, kind="review",
               subject_type=target_kind, subject_id=target_id)
        try:
            session.commit()
        except IntegrityError:  # a parallel request by the same author won: replace it
            session.rollback()
            review, created = _own_review(session, actor, target_kind, target_id), False
    if not created:
        review.rating, review.comment, review.created_at = rating, comment, utcnow()
        session.add(review)
        session.commit()
    session.refresh(review)
    return review, created


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def verified_ids(session: Session, *, owner_id: str, reviews: list[Review]) -> set[str]:
    """The reviews written after their author completed a collaboration with the talent (the
    owner of what is reviewed), in either direction: "Verified"."""
    since = collaborations.completed_since(session, user_id=owner_id,
                                           partner_ids=[r.author_id for r in reviews])
    return {r.id for r in reviews if r.author_id in since
            and _aware(since[r.author_id]) <= _aware(r.created_at)}


def is_verified(session: Session, review: Review) -> bool:
    """Whether one review is verified."""
    owner_id = _target_owner(session, review.target_kind, review.target_id, None)
    return review.id in verified_ids(session, owner_id=owner_id, reviews=[review])


def list_reviews(session: Session, *, target_kind: str, target_id, viewer: User | None,
                 limit: int = 100) -> dict:
    """Newest reviews of a target with the average rating, each marked verified or not."""
    owner_id = _target_owner(session, target_kind, target_id, viewer)
    rows = list(session.exec(select(Review, User).join(User, User.id == Review.author_id).where(
        Review.target_kind == target_kind, Review.target_id == target_id)
        .order_by(Review.created_at.desc()).limit(limit)))
    verified = verified_ids(session, owner_id=owner_id, reviews=[r for r, _ in rows])
    count, average = session.exec(select(func.count(Review.id), func.avg(Review.rating)).where(
        Review.target_kind == target_kind, Review.target_id == target_id)).one()
    shown = visible_to(session, viewer.id if viewer else None, [r.author_id for r, _ in rows])
    return {"reviews": [review_json(r, u, r.id in verified, r.author_id in shown)
                        for r, u in rows],
            "reviewCount": count,
            "averageRating": round(float(average), 2) if average is not None else None}


def delete_review(session: Session, *, actor: User, target_kind: str, target_id,
                  review_id) -> None:
    """Remove a review; only its author may."""
    review = session.get(Review, review_id) if isinstance(review_id, str) \
        and len(review_id) <= 64 else None
    if review is None or review.target_kind != target_kind or review.target_id != target_id:
        raise NotFound(REVIEW_NOT_FOUND)
    if review.author_id != actor.id:
        raise Forbidden(NOT_AUTHOR)
    session.delete(review)
    session.commit()


def review_json(review: Review, author: User | None, verified: bool = False,
                contacts_shown: bool = False) -> dict:
    """A review with its author's name and photo, and whether it is verified; contact
    details in the comment masked unless the author or an accepted partner reads it."""
    return {"_id": review.id, "id": review.id, "rating": review.rating,
            "comment": masked_unless(review.comment, contacts_shown), "createdAt": iso(review.created_at),
            "verified": verified,
            "author": None if author is None else {
                "_id": author.id, "fullName": author.full_name,
                "profileImage": author.profile_photo_url}}
