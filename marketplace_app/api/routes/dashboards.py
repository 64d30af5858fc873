"""The signed-in user's own dashboard: a talent's figures and lists, or a client's."""

from fastapi import APIRouter

from ...services.social import dashboards
from ..deps import CurrentUser, SessionDep

router = APIRouter(prefix="/api/dashboard", tags=["dashboards"])


@router.get("/talent")
def talent(actor: CurrentUser, session: SessionDep):
    """My works' views, admires, appreciations and shares over 7 and 30 days, requests waiting
    and taken on, my reviews, and what my profile still lacks (talent only)."""
    return {"success": True, **dashboards.talent_dashboard(session, actor=actor)}


@router.get("/client")
def client(actor: CurrentUser, session: SessionDep):
    """My sent requests and their states, projects, saved and recently viewed talent
    (clients only)."""
    return {"success": True, **dashboards.client_dashboard(session, actor=actor)}
