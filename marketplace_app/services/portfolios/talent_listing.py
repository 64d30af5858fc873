"""Keeps talent_listings in step with profiles: a row per category and per own subcategory."""

from sqlmodel import Session, delete

from ... import catalog
from ...models.talent_listing import TalentListing
from ...models.user import User


def rows_for(user: User) -> list[dict]:
    """The listing rows a profile stands for (none for clients)."""
    if user.role != "TALENT":
        return []
    rows = []
    for name in dict.fromkeys(user.category or []):
        known = catalog.find_category(name)
        if known is None:
            continue
        own = [s for s in dict.fromkeys(user.subcategory or []) if s in known.subcategories]
        rows += [{"user_id": user.id, "category": known.name, "subcategory": sub,
                  "city": user.location, "experience_years": user.experience_years,
                  "starting_price": user.starting_price, "listed_at": user.created_at}
                 for sub in ("", *own)]
    return rows


def sync(session: Session, user: User) -> None:
    """Replace the user's rows with what their profile says now (not committed)."""
    session.exec(delete(TalentListing).where(TalentListing.user_id == user.id))
    session.add_all(TalentListing(**row) for row in rows_for(user))
