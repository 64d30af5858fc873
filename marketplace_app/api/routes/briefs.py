"""Briefs: clients post jobs (/api/briefs), talent send proposals
(/api/briefs/{id}/proposals), both act on a proposal (/api/proposals/{id}/{action})."""

from typing import Annotated, Literal

from fastapi import APIRouter, Query

from ...services.social import briefs, proposals
from ..deps import CurrentUser, JsonBody, OptionalUser, SessionDep
from ..reader import said

router = APIRouter(prefix="/api/briefs", tags=["briefs"])
proposal_router = APIRouter(prefix="/api/proposals", tags=["briefs"])
routers = (router, proposal_router)
BriefAction = Literal["publish", "close", "reopen"]
ProposalAction = Literal["shortlist", "decline", "accept", "withdraw"]
FIELDS = {"title": "title", "description": "description", "category": "category",
          "subcategory": "subcategory", "city": "city", "remote": "remote",
          "date_from": "dateFrom", "date_to": "dateTo", "budget_min": "budgetMin",
          "budget_max": "budgetMax", "deliverables": "deliverables", "closes_on": "closesOn"}


def _fields(body: dict) -> dict:
    return {name: body.get(key) for name, key in FIELDS.items()}


def _one(session, brief, actor) -> dict:
    return briefs.view(session, actor=actor, brief_id=brief.id)


@router.post("", status_code=201)
def post(body: JsonBody, actor: CurrentUser, session: SessionDep):
    """Post a job (clients only): title, description, category and subcategory, city (or
    `remote`: true), dateFrom and dateTo (one day: leave dateTo blank), budgetMin..budgetMax in
    whole rupees, deliverables, closesOn (today or later in India, not after the last day).
    Open at once unless `draft` is true; at most 10 open jobs (429)."""
    brief = briefs.post_brief(session, actor=actor, publish=not body.get("draft"),
                              **_fields(body))
    return {"success": True, "message": said("Job posted"), "brief": _one(session, brief, actor)}


@router.get("")
def browse(session: SessionDep, viewer: OptionalUser,
           search: Annotated[str | None, Query(max_length=200)] = None,
           category: str | None = None, subcategory: str | None = None,
           city: str | None = None, date_from: str | None = Query(None, alias="dateFrom"),
           date_to: str | None = Query(None, alias="dateTo"),
           budget_min: str | None = Query(None, alias="budgetMin"),
           budget_max: str | None = Query(None, alias="budgetMax"),
           cursor: Annotated[str | None, Query(max_length=400)] = None,
           limit: str | None = None):
    """Open jobs still taking proposals, newest first (best match first with `search`), by
    category and subcategory, `city` (or "remote"), dates overlapping dateFrom..dateTo and a
    budget overlapping budgetMin..budgetMax; `limit` 1-48, `cursor` from `nextCursor`."""
    return {"success": True, **briefs.browse(
        session, viewer=viewer, search=search, category=category, subcategory=subcategory,
        city=city, date_from=date_from, date_to=date_to, budget_min=budget_min,
        budget_max=budget_max, cursor=cursor, limit=limit)}


@router.get("/mine")
def mine(actor: CurrentUser, session: SessionDep):
    """My posted jobs, newest first, with their proposal counts (clients only)."""
    return {"success": True, **briefs.my_briefs(session, actor=actor)}


@router.get("/{brief_id}")
def one(brief_id: str, session: SessionDep, viewer: OptionalUser):
    """One job (a draft only for its client); the client sees the proposal count, a talent
    their own proposal and their availability windows overlapping it."""
    data = briefs.view(session, actor=viewer, brief_id=brief_id)
    return {"success": True, "brief": data,
            "myWindows": proposals.my_windows(session, actor=viewer, brief_id=brief_id)}


@router.put("/{brief_id}")
def edit(brief_id: str, body: JsonBody, actor: CurrentUser, session: SessionDep):
    """Change my job (not once in progress); every rule of posting applies."""
    brief = briefs.edit_brief(session, actor=actor, brief_id=brief_id, **_fields(body))
    return {"success": True, "brief": _one(session, brief, actor)}


@router.post("/{brief_id}/proposals", status_code=201)
def propose(brief_id: str, body: JsonBody, actor: CurrentUser, session: SessionDep):
    """Send my proposal (talent only, once per job): message, price in whole rupees, up to 5
    of my portfolioIds, an availabilityNote; 30 a day (429)."""
    item = proposals.send_proposal(
        session, actor=actor, brief_id=brief_id, message=body.get("message"),
        price=body.get("price"), portfolio_ids=body.get("portfolioIds"),
        availability_note=body.get("availabilityNote"))
    return {"success": True, "message": said("Proposal sent"),
            "proposal": proposals.view(session, actor=actor, proposal_id=item.id)}


@router.get("/{brief_id}/proposals")
def brief_proposals(brief_id: str, actor: CurrentUser, session: SessionDep):
    """The proposals of my job, oldest first, with each talent's works, rating and
    availability overlapping the job (the job's client only)."""
    return {"success": True, **proposals.for_brief(session, actor=actor, brief_id=brief_id)}


@router.post("/{brief_id}/{action}")
def act(brief_id: str, action: BriefAction, actor: CurrentUser, session: SessionDep):
    """Publish my draft, close my open job, or reopen a closed one."""
    brief = briefs.act(session, actor=actor, brief_id=brief_id, action=action)
    return {"success": True, "brief": _one(session, brief, actor)}


@proposal_router.get("")
def sent(actor: CurrentUser, session: SessionDep, limit: str | None = None,
         cursor: Annotated[str | None, Query(max_length=400)] = None):
    """My sent proposals, newest first, in pages."""
    return {"success": True, **proposals.sent(session, actor=actor, limit=limit,
                                              cursor=cursor)}


@proposal_router.get("/{proposal_id}")
def proposal(proposal_id: str, actor: CurrentUser, session: SessionDep):
    """One proposal: its talent and the job's client only."""
    return {"success": True,
            "proposal": proposals.view(session, actor=actor, proposal_id=proposal_id)}


@proposal_router.post("/{proposal_id}/{action}")
def take(proposal_id: str, action: ProposalAction, actor: CurrentUser, session: SessionDep):
    """Shortlist, decline or accept (the job's client), withdraw (the talent, while pending).
    Accepting makes an accepted collaboration, unlocks contacts, puts the job in progress and
    declines the other proposals."""
    proposals.act(session, actor=actor, proposal_id=proposal_id, action=action)
    return {"success": True,
            "proposal": proposals.view(session, actor=actor, proposal_id=proposal_id)}
