"""Proposals (issue 32): a talent answers an open brief once; the brief's client shortlists,
declines or accepts. Accepting makes an accepted collaboration between the two (contacts
unlock, it is a project in /manage), puts the brief in progress and politely declines the
others. Only the brief's client and the proposing talent see a proposal."""

import math
from datetime import timedelta

from sqlalchemy import func, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ...models.availability import AvailabilityWindow
from ...models.base import iso, utcnow
from ...models.brief import Brief, Proposal
from ...models.collaboration import Collaboration
from ...models.portfolio import Portfolio, Review
from ...models.user import User
from ..errors import Conflict, Forbidden, Invalid, NotFound, RateLimited
from ..numbers import whole
from ..portfolios import cursors
from . import brief_rules as rules
from . import briefs as brief_service
from .contact_access import unlocked_with
from .contact_masking import masked_unless
from .notifications import notify

PENDING, SHORTLISTED, ACCEPTED = "pending", "shortlisted", "accepted"
DECLINED, WITHDRAWN = "declined", "withdrawn"
STATUSES = (PENDING, SHORTLISTED, ACCEPTED, DECLINED, WITHDRAWN)
UNDECIDED = (PENDING, SHORTLISTED)
CLIENT, TALENT = "client", "talent"
# (action) -> (who, from which statuses, to which status)
TRANSITIONS = {"shortlist": (CLIENT, (PENDING,), SHORTLISTED),
               "decline": (CLIENT, UNDECIDED, DECLINED),
               "accept": (CLIENT, UNDECIDED, ACCEPTED),
               "withdraw": (TALENT, UNDECIDED, WITHDRAWN)}
NOTIFY_KIND = {ACCEPTED: "proposal_accepted", DECLINED: "proposal_declined"}
MAX_WORKS, MAX_MESSAGE, MAX_NOTE = 5, 2000, 500
MAX_PRICE = rules.MAX_BUDGET
DAILY_LIMIT = 30
PAGE, MAX_PAGE = 20, 100

ONLY_TALENT = "Only talent can send proposals"
OWN_BRIEF = "You cannot send a proposal for your own job"
NOT_TAKING = "This job is no longer taking proposals"
MESSAGE_REQUIRED = "Please write a message to the client"
MESSAGE_TOO_LONG = "The message must be at most 2000 characters"
PRICE_REQUIRED = "Please give your price in rupees"
BAD_PRICE = "The price must be whole rupees from 0 to 1,00,00,000"
TOO_MANY_WORKS = "Choose at most 5 of your works"
NOT_YOUR_WORK = "Choose only your own works"
NOTE_TOO_LONG = "The availability note must be at most 500 characters"
ALREADY_SENT = "You have already sent a proposal for this job"
TOO_MANY_TODAY = "You have sent 30 proposals today. Please try again tomorrow."
PROPOSAL_NOT_FOUND = "Proposal not found"
ONLY_OWNER_SEES = "Only the client who posted this job can see its proposals"
BAD_ACTION = "Action must be shortlist, decline, accept or withdraw"
ONLY_CLIENT = "Only the client who posted this job can shortlist, decline or accept"
ONLY_TALENT_WITHDRAWS = "Only the talent who sent this proposal can withdraw it"
WRONG_STATE = {"shortlist": "Only a pending proposal can be shortlisted",
               "decline": "Only a pending or shortlisted proposal can be declined",
               "accept": "Only a pending or shortlisted proposal can be accepted",
               "withdraw": "Only a pending or shortlisted proposal can be withdrawn"}
BRIEF_TAKEN = "This job already has a chosen talent"
CHANGED = "This proposal was changed meanwhile. Reload and try again."
BAD_LIMIT = "limit must be a whole number, 1 or more"


def _works(session: Session, actor: User, value) -> list[str]:
    """Up to MAX_WORKS distinct ids of the actor's own portfolios."""
    if value in (None, ""):
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise Invalid(NOT_YOUR_WORK)
    ids = list(dict.fromkeys(v.strip() for v in value if v.strip()))
    if len(ids) > MAX_WORKS:
        raise Invalid(TOO_MANY_WORKS)
    if any(len(i) > 64 or "\x00" in i for i in ids):
        raise Invalid(NOT_YOUR_WORK)
    owned = set(session.exec(select(Portfolio.id).where(Portfolio.id.in_(ids),
                                                        Portfolio.user_id == actor.id))) \
        if ids else set()
    if len(owned) != len(ids):
        raise Invalid(NOT_YOUR_WORK)
    return ids


def _price(value) -> int:
    if value is None or (isinstance(value, str) and not value.strip()):
        raise Invalid(PRICE_REQUIRED)
    try:
        return rules.rupees(value)
    except Invalid:
        raise Invalid(BAD_PRICE) from None


def _wait_for_room(session: Session, talent_id: str) -> int | None:
    """Seconds until the talent may send another proposal (None while under DAILY_LIMIT in
    the last 24 hours): read newest first through their (talent, created) index."""
    since = utcnow() - timedelta(days=1)
    recent = session.exec(select(Proposal.created_at).where(
        Proposal.talent_id == talent_id, Proposal.created_at >= since)
        .order_by(Proposal.created_at.desc()).limit(DAILY_LIMIT)).all()
    if len(recent) < DAILY_LIMIT:
        return None
    oldest = recent[-1] if recent[-1].tzinfo else recent[-1].replace(tzinfo=since.tzinfo)
    return max(1, math.ceil((oldest - since).total_seconds()))


def send_proposal(session: Session, *, actor: User, brief_id, message=None, price=None,
                  portfolio_ids=None, availability_note=None) -> Proposal:
    """One proposal per talent per brief, while the brief takes proposals; 30 a day."""
    if actor.role != "TALENT":
        raise Forbidden(ONLY_TALENT)
    brief = brief_service.get_brief(session, actor=actor, brief_id=brief_id)
    if brief.client_id == actor.id:
        raise Invalid(OWN_BRIEF)
    if not brief_service.is_taking_proposals(brief):
        raise Conflict(NOT_TAKING)
    text = rules.text(message)
    if not text:
        raise Invalid(MESSAGE_REQUIRED)
    if len(text) > MAX_MESSAGE:
        raise Invalid(MESSAGE_TOO_LONG)
    amount, works, note = _price(price), _works(session, actor, portfolio_ids), \
        rules.text(availability_note)
    if len(note) > MAX_NOTE:
        raise Invalid(NOTE_TOO_LONG)
    if session.exec(select(Proposal.id).where(Proposal.brief_id == brief.id,
                                              Proposal.talent_id == actor.id)).first():
        raise Conflict(ALREADY_SENT)
    wait = _wait_for_room(session, actor.id)
    if wait is not None:
        raise RateLimited(TOO_MANY_TODAY, wait)
    now = utcnow()
    proposal = Proposal(brief_id=brief.id, talent_id=actor.id, message=text, price=amount,
                        portfolio_ids=works, availability_note=note, status=PENDING,
                        created_at=now, updated_at=now)
    session.add(proposal)
    try:
        session.flush()
    except IntegrityError:
        session.rollback()
        raise Conflict(ALREADY_SENT) from None
    notify(session, recipient_id=brief.client_id, actor_id=actor.id, kind="proposal",
           subject_type="brief", subject_id=brief.id)
    session.commit()
    session.refresh(proposal)
    return proposal


def get_proposal(session: Session, *, actor: User, proposal_id) -> tuple[Proposal, Brief]:
    """A proposal its talent or its brief's client reads; 404 for anyone else."""
    proposal = session.get(Proposal, proposal_id) \
        if isinstance(proposal_id, str) and len(proposal_id) <= 64 else None
    brief = session.get(Brief, proposal.brief_id) if proposal is not None else None
    if proposal is None or brief is None or actor.id not in (proposal.talent_id,
                                                              brief.client_id):
        raise NotFound(PROPOSAL_NOT_FOUND)
    return proposal, brief


def _collaboration(brief: Brief, proposal: Proposal, now) -> Collaboration:
    """The accepted collaboration an accepted proposal becomes (client -> talent)."""
    return Collaboration(sender_id=brief.client_id, recipient_id=proposal.talent_id,
                         portfolio_id=proposal.portfolio_ids[0] if proposal.portfolio_ids
                         else None, message=proposal.message[:2000],
                         service_type=brief.category[:60], tags=[],
                         location=(brief.city or "Remote")[:60], date_from=brief.date_from,
                         date_to=brief.date_to, budget_min=proposal.price,
                         budget_max=proposal.price, status=ACCEPTED, created_at=now,
                         updated_at=now, accepted_at=now)


def act(session: Session, *, actor: User, proposal_id, action) -> Proposal:
    """Shortlist, decline or accept (the brief's client), withdraw (the talent); each a
    conditional UPDATE, so a racing change loses with 409."""
    proposal, brief = get_proposal(session, actor=actor, proposal_id=proposal_id)
    if action not in TRANSITIONS:
        raise Invalid(BAD_ACTION)
    who, sources, target = TRANSITIONS[action]
    party = CLIENT if actor.id == brief.client_id else TALENT
    if party != who:
        raise Forbidden(ONLY_CLIENT if who == CLIENT else ONLY_TALENT_WITHDRAWS)
    if proposal.status not in sources:
        raise Conflict(WRONG_STATE[action])
    now = utcnow()
    if action == "accept":
        taken = session.exec(update(Brief).where(
            Brief.id == brief.id, Brief.status.in_((brief_service.OPEN, brief_service.CLOSED)))
            .values(status=brief_service.IN_PROGRESS, updated_at=now))
        if taken.rowcount != 1:
            session.rollback()
            raise Conflict(BRIEF_TAKEN)
    changed = session.exec(update(Proposal).where(Proposal.id == proposal.id,
                                                  Proposal.status == proposal.status)
                           .values(status=target, updated_at=now))
    if changed.rowcount != 1:
        session.rollback()
        raise Conflict(CHANGED)
    if action == "accept":
        collaboration = _collaboration(brief, proposal, now)
        session.add(collaboration)
        session.flush()
        session.exec(update(Proposal).where(Proposal.id == proposal.id)
                     .values(collaboration_id=collaboration.id))
        _decline_the_others(session, brief, proposal.id, now)
    if target in NOTIFY_KIND:
        notify(session, recipient_id=proposal.talent_id, actor_id=actor.id,
               kind=NOTIFY_KIND[target], subject_type="brief", subject_id=brief.id)
    session.commit()
    session.refresh(proposal)
    return proposal


def _decline_the_others(session: Session, brief: Brief, chosen_id: str, now) -> None:
    """Decline every other undecided proposal of the brief, and tell each talent."""
    others = session.exec(select(Proposal.id, Proposal.talent_id).where(
        Proposal.brief_id == brief.id, Proposal.id != chosen_id,
        Proposal.status.in_(UNDECIDED))).all()
    if not others:
        return
    session.exec(update(Proposal).where(Proposal.id.in_([i for i, _ in others]),
                                        Proposal.status.in_(UNDECIDED))
                 .values(status=DECLINED, updated_at=now))
    for _id, talent_id in others:
        notify(session, recipient_id=talent_id, actor_id=brief.client_id,
               kind="proposal_declined", subject_type="brief", subject_id=brief.id)


def actions_for(proposal: Proposal, brief: Brief, viewer_id: str) -> list[str]:
    """The buttons this viewer has on the proposal now."""
    party = CLIENT if viewer_id == brief.client_id else TALENT
    if party == CLIENT and brief.status == brief_service.IN_PROGRESS:
        return []
    return [a for a, (who, sources, _t) in TRANSITIONS.items()
            if who == party and proposal.status in sources]


def _ratings(session: Session, user_ids: list[str]) -> dict[str, tuple[float, int]]:
    rows = session.exec(select(Review.target_id, func.avg(Review.rating), func.count(Review.id))
                        .where(Review.target_kind == "user", Review.target_id.in_(user_ids))
                        .group_by(Review.target_id)).all() if user_ids else []
    return {target: (round(float(avg), 2), count) for target, avg, count in rows}


def _work_cards(session: Session, ids: set[str]) -> dict[str, dict]:
    if not ids:
        return {}
    cards = {}
    for item in session.exec(select(Portfolio).where(Portfolio.id.in_(ids))):
        media = item.media or []
        cover = media[item.cover_photo_index] if 0 <= item.cover_photo_index < len(media) \
            else (media[0] if media else None)
        picture = None if cover is None else (cover.get("thumb") or cover.get("poster")
                                               if cover.get("type") == "video"
                                               else cover.get("thumb") or cover.get("url"))
        cards[item.id] = {"_id": item.id, "title": item.title, "thumbnailUrl": picture}
    return cards


def windows_for(session: Session, brief: Brief, user_ids: list[str]) -> dict[str, list[dict]]:
    """Each talent's availability windows in the brief's city overlapping its dates."""
    if brief.city is None or not user_ids:
        return {}
    found: dict[str, list[dict]] = {}
    for w in session.exec(select(AvailabilityWindow).where(
            AvailabilityWindow.user_id.in_(user_ids), AvailabilityWindow.city == brief.city,
            AvailabilityWindow.date_from <= brief.date_to,
            AvailabilityWindow.date_to >= brief.date_from)
            .order_by(AvailabilityWindow.date_from)):
        found.setdefault(w.user_id, []).append(
            {"city": w.city, "dateFrom": w.date_from.isoformat(),
             "dateTo": w.date_to.isoformat()})
    return found


def proposals_json(session: Session, rows: list[Proposal], briefs: dict[str, Brief],
                   viewer: User) -> list[dict]:
    """Proposals with their talent (name, photo, rating), works, overlapping availability
    and brief; the message's contact details masked until the two are unlocked."""
    talent_ids = list({p.talent_id for p in rows})
    people = {u.id: u for u in session.exec(select(User).where(User.id.in_(talent_ids)))} \
        if talent_ids else {}
    ratings = _ratings(session, talent_ids)
    works = _work_cards(session, {i for p in rows for i in p.portfolio_ids or []})
    open_with = unlocked_with(session, viewer.id, talent_ids)
    items = []
    for p in rows:
        brief = briefs[p.brief_id]
        talent, rating = people.get(p.talent_id), ratings.get(p.talent_id)
        shown = viewer.id == p.talent_id or p.talent_id in open_with
        windows = windows_for(session, brief, [p.talent_id]).get(p.talent_id, [])
        items.append({
            "_id": p.id, "id": p.id, "briefId": p.brief_id, "talentId": p.talent_id,
            "briefTitle": masked_unless(brief.title, True), "briefStatus": brief.status,
            "talent": None if talent is None else {
                "_id": talent.id, "fullName": talent.full_name,
                "profileImage": talent.profile_photo_url, "location": talent.location},
            "averageRating": rating[0] if rating else None,
            "reviewCount": rating[1] if rating else 0,
            "message": masked_unless(p.message, shown),
            "availabilityNote": masked_unless(p.availability_note, shown),
            "price": p.price, "works": [works[i] for i in p.portfolio_ids or [] if i in works],
            "availability": windows, "status": p.status,
            "collaborationId": p.collaboration_id,
            "actions": actions_for(p, brief, viewer.id),
            "createdAt": iso(p.created_at), "updatedAt": iso(p.updated_at)})
    return items


def view(session: Session, *, actor: User, proposal_id) -> dict:
    """One proposal as its talent or the brief's client reads it."""
    proposal, brief = get_proposal(session, actor=actor, proposal_id=proposal_id)
    return proposals_json(session, [proposal], {brief.id: brief}, actor)[0]


def _limit(value) -> int:
    if value in (None, ""):
        return PAGE
    size = whole(value)
    if size is None or size < 1:
        raise Invalid(BAD_LIMIT)
    return min(size, MAX_PAGE)


def for_brief(session: Session, *, actor: User, brief_id) -> dict:
    """Every proposal of the client's brief, oldest first (403 for anyone else)."""
    brief = brief_service.get_brief(session, actor=actor, brief_id=brief_id)
    if brief.client_id != actor.id:
        raise Forbidden(ONLY_OWNER_SEES)
    rows = list(session.exec(select(Proposal).where(Proposal.brief_id == brief.id)
                             .order_by(Proposal.created_at, Proposal.id).limit(500)))
    return {"proposals": proposals_json(session, rows, {brief.id: brief}, actor)}


def sent(session: Session, *, actor: User, limit=None, cursor=None) -> dict:
    """The talent's sent proposals, newest first, in pages."""
    size, position = _limit(limit), cursors.decode(cursor)
    query = select(Proposal).where(Proposal.talent_id == actor.id)
    if position is not None and "o" in position:
        return {"proposals": [], "nextCursor": None}
    if position is not None:
        query = query.where((Proposal.created_at < position["c"]) | (
            (Proposal.created_at == position["c"]) & (Proposal.id < position["i"])))
    rows = list(session.exec(query.order_by(Proposal.created_at.desc(), Proposal.id.desc())
                             .limit(size + 1)))
    page = rows[:size]
    brief_ids = {p.brief_id for p in page}
    briefs = {b.id: b for b in session.exec(select(Brief).where(Brief.id.in_(brief_ids)))} \
        if brief_ids else {}
    more = len(rows) > size
    return {"proposals": proposals_json(session, page, briefs, actor),
            "nextCursor": cursors.after(page[-1].created_at, page[-1].id) if more else None}


def my_windows(session: Session, *, actor: User | None, brief_id) -> list[dict]:
    """The reader's own availability windows overlapping the brief (shown on its form)."""
    if actor is None:
        return []
    brief = brief_service.get_brief(session, actor=actor, brief_id=brief_id)
    return windows_for(session, brief, [actor.id]).get(actor.id, [])


def my_works(session: Session, *, actor: User, limit: int = 50) -> list[dict]:
    """The talent's own works to pick from for a proposal, newest first."""
    ids = list(session.exec(select(Portfolio.id).where(Portfolio.user_id == actor.id)
                            .order_by(Portfolio.created_at.desc()).limit(limit)))
    cards = _work_cards(session, set(ids))
    return [cards[i] for i in ids if i in cards]
