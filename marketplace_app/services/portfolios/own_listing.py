"""The owner's view of their portfolio (/portfolio): sort orders and the side-panel stats."""

from sqlmodel import Session

from ...models.user import User
from ..accounts.user_views import own_user
from ..social import collaborations
from . import portfolios
from .portfolio_views import portfolios_json

SORTS = ("Newest First", "Oldest First", "Title A-Z")


def sort_items(items: list[dict], order: str) -> list[dict]:
    """Items (portfolio JSON) in one of the three orders; unknown orders mean newest first."""
    if order == "Oldest First":
        return sorted(items, key=lambda p: (p.get("createdAt") or "", p.get("id") or ""))
    if order == "Title A-Z":
        return sorted(items, key=lambda p: ((p.get("title") or "").casefold(),
                                            p.get("id") or ""))
    return sorted(items, key=lambda p: (p.get("createdAt") or "", p.get("id") or ""),
                  reverse=True)


def own_portfolio(session: Session, *, actor: User) -> dict:
    """Profile, every item (disabled ones too) and the stats: Jobs = items, Colabs = completed
    collaborations."""
    items = portfolios.list_for_owner(session, user_id=actor.id, viewer=actor)
    return {"user": own_user(actor), "portfolios": portfolios_json(session, items, actor),
            "jobs": len(items),
            "colabs": collaborations.completed_count(session, user_id=actor.id)}
