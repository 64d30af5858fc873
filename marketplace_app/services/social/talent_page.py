"""What a talent's public page shows, gathered from the existing services in one call."""

from sqlmodel import Session

from ...models.user import User
from ..accounts import users
from ..accounts.user_views import public_user
from ..portfolios import portfolios
from ..portfolios.portfolio_views import one_portfolio_json, portfolios_json
from . import availability, collaborations, interactions, reviews, saved_talent
from .contact_access import visible_to

GALLERY_LIMIT = 60


def talent_page(session: Session, *, viewer: User | None, user_id) -> dict:
    """Profile, visible portfolio items, reviews with their average, completed collaborations
    ("Colabs"), and the viewer's flags (admired, appreciated, saved)."""
    user = users.get_user(session, user_id)
    items = portfolios.list_for_owner(session, user_id=user.id, viewer=viewer)
    visible = [p for p in items if p.status][:GALLERY_LIMIT]
    return {
        "user": public_user(user, user.id in visible_to(
            session, viewer.id if viewer else None, [user.id])),
        "portfolios": portfolios_json(session, visible, viewer),
        "projects": len([p for p in items if p.status]),
        "reviews": reviews.list_reviews(session, target_kind="user", target_id=user.id,
                                        viewer=viewer),
        "colabs": collaborations.completed_count(session, user_id=user.id),
        "flags": {**interactions.flags_for(session, actor=viewer, target_kind="user",
                                           target_id=user.id),
                  "saved": saved_talent.is_saved(session, actor=viewer, talent_id=user.id)},
        "isOwner": viewer is not None and viewer.id == user.id,
        "availability": [availability.window_json(w)
                         for w in availability.list_upcoming(session, user_id=user.id)],
    }


def portfolio_page(session: Session, *, viewer: User | None, portfolio_id) -> dict:
    """One portfolio item with its owner's public profile and its reviews."""
    item = portfolios.get_visible(session, portfolio_id, viewer)
    return {
        "portfolio": one_portfolio_json(session, item, viewer),
        "owner": public_user(users.get_user(session, item.user_id), item.user_id in visible_to(
            session, viewer.id if viewer else None, [item.user_id])),
        "reviews": reviews.list_reviews(session, target_kind="portfolio", target_id=item.id,
                                        viewer=viewer),
        "isOwner": viewer is not None and viewer.id == item.user_id,
    }


SITE_IMAGE = "/site/hero.jpg"  # the link image of a person or work with no picture yet


def share_preview(session: Session, *, kind: str, target_id) -> dict | None:
    """Title, description, keywords and image of a talent or portfolio link; None if unknown.
    Every link gets a description and an image, composed when the person gave none."""
    from ...display_rules.seo import seo_description
    from ..errors import NotFound

    try:
        if kind == "talent-detail":
            return _talent_preview(session, users.get_user(session, target_id), seo_description)
        item = portfolios.get_visible(session, target_id, None)
    except NotFound:
        return None
    body = one_portfolio_json(session, item)
    owner = body.get("user") or {}
    name = owner.get("fullName") or ""
    title = body["title"]  # masked: a link preview is public
    composed = f"{title} by {name}: {item.category} work on Kalakar." if name else \
        f"{title}: {item.category} work on Kalakar."
    return {"title": f"{title} · {name}".strip(" ·"),
            "description": (body["description"] or "").strip()[:160] or composed,
            "keywords": item.category,
            "image": body.get("coverMediumUrl") or owner.get("profileImage") or SITE_IMAGE,
            "type": "article",
            "work": {"name": title, "genre": item.category,
                     "image": body.get("coverMediumUrl") or "",
                     "created": str(body.get("createdAt") or "")[:10],
                     "creator": {"id": body.get("userId") or owner.get("_id") or "",
                                 "name": name, "image": owner.get("profileImage") or "",
                                 "city": owner.get("location") or ""}}}


def _talent_preview(session: Session, user: User, seo_description) -> dict:
    work = ", ".join((user.selected_professions or user.category or [])[:3])
    where = f" in {user.location}" if user.location else ""
    composed = f"{user.full_name}{', ' + work if work else ''}{where}: portfolio, reviews " \
               "and how to hire them on Kalakar."
    image = user.profile_photo_url
    if not image:
        latest = portfolios.list_for_owner(session, user_id=user.id, viewer=None)[:1]
        image = latest and one_portfolio_json(session, latest[0]).get("coverMediumUrl")
    shown = public_user(user)  # contact details masked: a link preview is public
    return {"title": shown["seoTitle"] or user.username or user.full_name,
            "description": seo_description(shown["seoDescription"], shown["bio"]) or composed,
            "keywords": ", ".join(shown["seoKeywords"] or []),
            "image": image or SITE_IMAGE, "type": "profile",
            "person": {"id": user.id, "name": user.full_name or user.username or "",
                       "job": work, "city": user.location or "",
                       "image": user.profile_photo_url or ""}}
