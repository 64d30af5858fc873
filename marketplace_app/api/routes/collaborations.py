"""Collaboration requests: send one, list a box, read one, take an action on one."""

from typing import Annotated, Literal

from fastapi import APIRouter, Query

from ...services.social import collaborations
from ..deps import CurrentUser, JsonBody, SessionDep
from ..reader import said

router = APIRouter(prefix="/api/collaborations", tags=["collaborations"])
Box = Literal["inbox", "received", "sent", "projects"]
Status = Literal["pending", "accepted", "declined", "withdrawn", "completed", "cancelled"]
Action = Literal["accept", "decline", "withdraw", "complete", "cancel"]


def _json(session, item, actor) -> dict:
    return collaborations.view(session, item, actor)


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
    return {"success": True, "message": said("Collaboration request sent"),
            "collaboration": _json(session, item, actor)}


@router.get("")
def listing(actor: CurrentUser, session: SessionDep, box: Box = "inbox",
            status: Status | None = None,
            limit: Annotated[int, Query(ge=1)] = 20,
            cursor: Annotated[str | None, Query(max_length=400)] = None):
    """One page of my requests, newest first: received (`inbox`, alias `received`), `sent`, or
    `projects` (accepted, completed and cancelled, either side); at most 100 a page;
    `nextCursor` pages on."""
    return {"success": True, **collaborations.box_page(
        session, actor=actor, box=box, status=status, limit=limit, cursor=cursor)}


@router.get("/{collaboration_id}")
def one(collaboration_id: str, actor: CurrentUser, session: SessionDep):
    """One request I sent or received."""
    item = collaborations.get_collaboration(session, actor=actor,
                                            collaboration_id=collaboration_id)
    return {"success": True, "collaboration": _json(session, item, actor)}


@router.post("/{collaboration_id}/{action}")
def take(collaboration_id: str, action: Action, actor: CurrentUser, session: SessionDep):
    """Accept or decline (the recipient, while pending), withdraw (the sender, while pending),
    complete or cancel (either party, once accepted); any other move answers 409."""
    item = collaborations.act(session, actor=actor, collaboration_id=collaboration_id,
                              action=action)
    return {"success": True, "collaboration": _json(session, item, actor)}
