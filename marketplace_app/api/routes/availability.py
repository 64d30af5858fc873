"""Availability windows ("in Jaipur, 10-15 Nov"), view counting and my view stats."""

from fastapi import APIRouter, Request

from ...services.social import availability, views
from ..deps import CurrentUser, JsonBody, OptionalUser, SessionDep, client_ip
from ..reader import said

router = APIRouter(tags=["availability"])


def _listing(session, user_id: str) -> dict:
    items = availability.list_upcoming(session, user_id=user_id)
    return {"success": True, "availability": [availability.window_json(w) for w in items]}


@router.get("/api/user/me/availability")
def my_windows(actor: CurrentUser, session: SessionDep):
    """My windows that have not ended, soonest first."""
    return _listing(session, actor.id)


@router.post("/api/user/me/availability", status_code=201)
def add_window(body: JsonBody, actor: CurrentUser, session: SessionDep):
    """Publish a window: {city, dateFrom, dateTo} (YYYY-MM-DD; a listed city; within a year)."""
    window = availability.add_window(session, actor=actor, city=body.get("city"),
                                     date_from=body.get("dateFrom"), date_to=body.get("dateTo"))
    return {"success": True, "message": said("Availability published"),
            "window": availability.window_json(window)}


@router.delete("/api/user/me/availability/{window_id}")
def remove_window(window_id: str, actor: CurrentUser, session: SessionDep):
    """Take down one of my windows."""
    availability.remove_window(session, actor=actor, window_id=window_id)
    return {"success": True, "message": said("Availability removed")}


@router.get("/api/user/{user_id}/availability")
def user_windows(user_id: str, session: SessionDep):
    """Anyone's upcoming windows."""
    return _listing(session, user_id)


@router.get("/api/user/me/stats")
def my_stats(actor: CurrentUser, session: SessionDep):
    """My profile views, portfolio views and the views of the last 7 days."""
    return {"success": True, "stats": views.owner_stats(session, actor=actor)}


@router.post("/api/views")
def count_view(body: JsonBody, request: Request, session: SessionDep, viewer: OptionalUser):
    """Count a view of {subjectType: user|portfolio, subjectId} (once per viewer per day)."""
    counted = views.record_view(session, subject_type=body.get("subjectType"),
                                subject_id=body.get("subjectId"), viewer=viewer,
                                client=client_ip(request) or "")
    return {"success": True, "counted": counted}
