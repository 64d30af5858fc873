"""My notifications: a page per tab, the unread count, mark read."""

from typing import Literal

from fastapi import APIRouter

from ...services.social import notifications
from ..deps import CurrentUser, SessionDep

router = APIRouter(prefix="/api/notifications", tags=["notifications"])
Tab = Literal["appreciations", "shares", "requests", "views"]


@router.get("")
def listing(actor: CurrentUser, session: SessionDep, tab: Tab = "appreciations",
            limit: int = 20, offset: int = 0):
    """My newest notifications in one tab."""
    page = notifications.list_notifications(session, actor=actor, tab=tab, limit=limit,
                                            offset=offset)
    return {"success": True, **page}


@router.get("/unread-count")
def unread(actor: CurrentUser, session: SessionDep):
    """How many are unread (counted up to 10; the badge shows "9+")."""
    count = notifications.unread_count(session, actor=actor)
    return {"success": True, "count": count, "capped": count >= notifications.BADGE_CAP}


@router.post("/read-all")
def read_all(actor: CurrentUser, session: SessionDep):
    """Mark all my notifications read."""
    changed = notifications.mark_all_read(session, actor=actor)
    return {"success": True, "changed": changed}


@router.post("/{notification_id}/read")
def read_one(notification_id: str, actor: CurrentUser, session: SessionDep):
    """Mark one of my notifications read."""
    notifications.mark_read(session, actor=actor, notification_id=notification_id)
    return {"success": True}
