"""Collaboration requests: send one, list mine, read one."""

from typing import Literal

from fastapi import APIRouter

from ...services.social import collaborations
from ..deps import CurrentUser, JsonBody, SessionDep

router = APIRouter(prefix="/api/collaborations", tags=["collaborations"])


@router.post("", status_code=201)
def send(body: JsonBody, actor: CurrentUser, session: SessionDep):
    """Send a "Let's {product}" request to a talent; stored as pending."""
    item = collaborations.request_collaboration(
        session, actor=actor, recipient_id=body.get("recipientId"),
        portfolio_id=body.get("portfolioId"), message=body.get("message"),
        service_type=body.get("serviceType"), tags=body.get("tags"),
        location=body.get("location"), date_from=body.get("dateFrom"),
        date_to=body.get("dateTo"), budget_min=body.get("budgetMin"),
        budget_max=body.get("budgetMax"))
    return {"success": True, "message": "Collaboration request sent",
            "collaboration": collaborations.collaboration_json(item)}


@router.get("")
def listing(actor: CurrentUser, session: SessionDep,
            box: Literal["sent", "received"] = "received"):
    """My newest sent or received requests."""
    items = collaborations.list_collaborations(session, actor=actor, box=box)
    return {"success": True,
            "collaborations": [collaborations.collaboration_json(i) for i in items]}


@router.get("/{collaboration_id}")
def one(collaboration_id: str, actor: CurrentUser, session: SessionDep):
    """One request I sent or received."""
    item = collaborations.get_collaboration(session, actor=actor,
                                            collaboration_id=collaboration_id)
    return {"success": True, "collaboration": collaborations.collaboration_json(item)}
