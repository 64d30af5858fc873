"""Saved talent: save or unsave a talent profile, and list my saved talent."""

from fastapi import APIRouter

from ...services.social import saved_talent
from ..deps import CurrentUser, SessionDep

router = APIRouter(prefix="/api", tags=["saved talent"])


@router.put("/user/{target_id}/save")
def save(target_id: str, actor: CurrentUser, session: SessionDep):
    """Add a talent to my saved talent (idempotent; not my own profile)."""
    return {"success": True, **saved_talent.save(session, actor=actor, talent_id=target_id)}


@router.delete("/user/{target_id}/save")
def unsave(target_id: str, actor: CurrentUser, session: SessionDep):
    """Remove a talent from my saved talent (idempotent)."""
    return {"success": True, **saved_talent.unsave(session, actor=actor, talent_id=target_id)}


@router.get("/saved-talent")
def listing(actor: CurrentUser, session: SessionDep,
            limit: str | None = None, cursor: str | None = None):
    """My saved talent, newest save first, at most 100 a page (default 24); `nextCursor`
    pages on."""
    return {"success": True, **saved_talent.list_saved(session, actor=actor, limit=limit,
                                                       cursor=cursor)}
