"""Briefs (issue 32): a client posts a job, edits, closes and reopens it; anyone browses the
open ones (newest first, filtered through the status indexes, searched with the feed's fuzzy
words); talent of the category in the brief's city hear of a newly opened one."""

from datetime import date

from sqlalchemy import and_, func, or_, update
from sqlmodel import Session, select

from ... import catalog
from ...models.base import iso, utcnow
from ...models.brief import Brief, Proposal
from ...models.talent_listing import TalentListing
from ...models.user import User
from ..errors import Conflict, Forbidden, Invalid, NotFound, RateLimited
from ..numbers import whole
from ..portfolios import cursors, ranking
from ..portfolios.search_terms import document_text, query_words, sound_index, words_of
from . import brief_rules as rules
from .collaboration_rules import parse_date, today_in_india
from .contact_access import visible_to
from .contact_masking import mask_contacts, masked_unless
from .notifications import notify

DRAFT, OPEN, CLOSED, IN_PROGRESS = "draft", "open", "closed", "in_progress"
STATUSES = (DRAFT, OPEN, CLOSED, IN_PROGRESS)
# (status, action) -> next status; only the brief's client takes them.
TRANSITIONS = {(DRAFT, "publish"): OPEN, (OPEN, "close"): CLOSED, (CLOSED, "reopen"): OPEN,
               (DRAFT, "close"): CLOSED}
ACTIONS = ("publish", "close", "reopen")
EDITABLE = (DRAFT, OPEN, CLOSED)
MAX_OPEN_BRIEFS = 10
MATCH_NOTIFY_CAP = 200
PAGE_SIZE, MAX_PAGE = 12, 48
SEARCH_CANDIDATES = 300
MAX_QUERY = 100
REMOTE = "remote"

ONLY_CLIENTS = "Only clients can post a job"
BRIEF_NOT_FOUND = "Job not found"
ONLY_OWNER = "Only the client who posted this job can change it"
BAD_ACTION = "Action must be publish, close or reopen"
WRONG_STATE = "This job cannot be changed that way now"
NOT_EDITABLE = "A job in progress cannot be edited"
TOO_MANY_OPEN = ("You can have at most 10 open jobs. Close one before opening another.")
CHANGED = "This job was changed meanwhile. Reload and try again."
BAD_LIMIT = "limit must be a whole number, 1 or more"
UNKNOWN_CITY = "Unknown city"
BUDGETS_CROSSED = "The minimum budget must not be above the maximum"
DATES_CROSSED = "The end date cannot be before the start date"


def search_text_of(brief: Brief) -> str:
    """What search reads: the texts with contact details masked, so a number finds nothing."""
    def clean(value: str) -> str:
        return mask_contacts(value or "")[0]
    return document_text(title=clean(brief.title),
                         description=f"{clean(brief.description)} {clean(brief.deliverables)}",
                         category=brief.category, subcategory=brief.subcategory,
                         owner_name=None, owner_username=None,
                         owner_city=brief.city or REMOTE)


def _open_count(session: Session, client_id: str, today: date) -> int:
    """The client's open briefs still taking proposals (their status index)."""
    return session.exec(select(func.count()).select_from(Brief).where(
        Brief.client_id == client_id, Brief.status == OPEN, Brief.closes_on >= today)).one()


def _room_for_one_more(session: Session, client_id: str, today: date) -> None:
    if _open_count(session, client_id, today) >= MAX_OPEN_BRIEFS:
        raise RateLimited(TOO_MANY_OPEN, 3600)


def _apply(brief: Brief, form: rules.BriefForm) -> None:
    for name, value in form.__dict__.items():
        setattr(brief, name, value)
    brief.search_text = search_text_of(brief)


def notify_matching_talent(session: Session, brief: Brief) -> int:
    """Tell talent of the brief's category (and subcategory) in its city of it: at most
    MATCH_NOTIFY_CAP, newest listing first, read through the listing's city index."""
    if brief.city is None:
        return 0
    ids = session.exec(select(TalentListing.user_id).where(
        TalentListing.category == brief.category, TalentListing.subcategory == brief.subcategory,
        TalentListing.city == brief.city).order_by(TalentListing.listed_at.desc())
        .limit(MATCH_NOTIFY_CAP)).all()
    for user_id in ids:
        notify(session, recipient_id=user_id, actor_id=brief.client_id, kind="brief_match",
               subject_type="brief", subject_id=brief.id)
    return len(ids)


def post_brief(session: Session, *, actor: User, publish=True, today: date | None = None,
               **fields) -> Brief:
    """Post a job (open at once, or a draft with publish=False); clients only."""
    if actor.role != "CLIENT":
        raise Forbidden(ONLY_CLIENTS)
    today = today or today_in_india()
    form = rules.check_brief(today=today, **fields)
    opening = rules.flag(publish) if not isinstance(publish, bool) else publish
    if opening:
        _room_for_one_more(session, actor.id, today)
    now = utcnow()
    brief = Brief(client_id=actor.id, status=OPEN if opening else DRAFT, created_at=now,
                  updated_at=now, listed_at=now, **form.__dict__)
    brief.search_text = search_text_of(brief)
    session.add(brief)
    session.flush()
    if opening:
        notify_matching_talent(session, brief)
    session.commit()
    session.refresh(brief)
    return brief


def _find(session: Session, brief_id) -> Brief:
    found = session.get(Brief, brief_id) \
        if isinstance(brief_id, str) and len(brief_id) <= 64 else None
    if found is None:
        raise NotFound(BRIEF_NOT_FOUND)
    return found


def get_brief(session: Session, *, actor: User | None, brief_id) -> Brief:
    """A brief this reader may see: a draft only by its client."""
    brief = _find(session, brief_id)
    if brief.status == DRAFT and (actor is None or actor.id != brief.client_id):
        raise NotFound(BRIEF_NOT_FOUND)
    return brief


def owned_brief(session: Session, *, actor: User, brief_id) -> Brief:
    """A brief of this client; 404 when hidden from them, 403 when someone else's."""
    brief = get_brief(session, actor=actor, brief_id=brief_id)
    if brief.client_id != actor.id:
        raise Forbidden(ONLY_OWNER)
    return brief


def edit_brief(session: Session, *, actor: User, brief_id, today: date | None = None,
               **fields) -> Brief:
    """Change a draft, open or closed brief (every rule again)."""
    brief = owned_brief(session, actor=actor, brief_id=brief_id)
    if brief.status not in EDITABLE:
        raise Conflict(NOT_EDITABLE)
    form = rules.check_brief(today=today or today_in_india(), **fields)
    _apply(brief, form)
    brief.updated_at = utcnow()
    session.add(brief)
    session.commit()
    session.refresh(brief)
    return brief


def act(session: Session, *, actor: User, brief_id, action, today: date | None = None) -> Brief:
    """Publish a draft, close an open brief, reopen a closed one (a conditional UPDATE: a
    racing change loses with 409)."""
    brief = owned_brief(session, actor=actor, brief_id=brief_id)
    if action not in ACTIONS:
        raise Invalid(BAD_ACTION)
    target = TRANSITIONS.get((brief.status, action))
    if target is None:
        raise Conflict(WRONG_STATE)
    today = today or today_in_india()
    if target == OPEN:
        if brief.closes_on < today:
            raise Invalid(rules.CLOSING_IN_PAST)
        _room_for_one_more(session, actor.id, today)
    now = utcnow()
    values = {"status": target, "updated_at": now}
    if target == OPEN:
        values["listed_at"] = now
    changed = session.exec(update(Brief).where(Brief.id == brief.id,
                                               Brief.status == brief.status).values(values))
    if changed.rowcount != 1:
        session.rollback()
        raise Conflict(CHANGED)
    session.refresh(brief)
    if action == "publish":
        notify_matching_talent(session, brief)
    session.commit()
    session.refresh(brief)
    return brief


def actions_for(brief: Brief, viewer_id: str | None) -> list[str]:
    """What the brief's client may do with it now (the buttons to show)."""
    if viewer_id != brief.client_id:
        return []
    moves = [a for (state, a) in TRANSITIONS if state == brief.status and a in ACTIONS]
    return (["edit"] if brief.status in EDITABLE else []) + moves


def is_taking_proposals(brief: Brief, today: date | None = None) -> bool:
    """Open and its closing date not passed (in India)."""
    return brief.status == OPEN and brief.closes_on >= (today or today_in_india())


def brief_json(brief: Brief, client: User | None, viewer_id: str | None = None,
               shown: bool = False, extra: dict | None = None) -> dict:
    """A brief as the API returns it; contact details in its texts masked unless `shown`
    (the client, or someone with an accepted collaboration with them)."""
    return {"_id": brief.id, "id": brief.id, "clientId": brief.client_id,
            "client": None if client is None else {
                "_id": client.id, "fullName": client.full_name,
                "profileImage": client.profile_photo_url},
            "title": masked_unless(brief.title, shown),
            "description": masked_unless(brief.description, shown),
            "deliverables": masked_unless(brief.deliverables, shown),
            "category": brief.category, "subcategory": brief.subcategory,
            "city": brief.city, "remote": brief.city is None,
            "dateFrom": brief.date_from.isoformat(), "dateTo": brief.date_to.isoformat(),
            "budgetMin": brief.budget_min, "budgetMax": brief.budget_max,
            "closesOn": brief.closes_on.isoformat(), "status": brief.status,
            "takingProposals": is_taking_proposals(brief),
            "isOwner": viewer_id == brief.client_id,
            "actions": actions_for(brief, viewer_id),
            "createdAt": iso(brief.created_at), "updatedAt": iso(brief.updated_at),
            "listedAt": iso(brief.listed_at), **(extra or {})}


def briefs_json(session: Session, briefs: list[Brief], viewer: User | None) -> list[dict]:
    """Briefs with their clients (one query), masked for this viewer."""
    owners = {b.client_id for b in briefs}
    people = {u.id: u for u in session.exec(select(User).where(User.id.in_(owners)))} \
        if owners else {}
    shown = visible_to(session, viewer.id if viewer else None, owners)
    return [brief_json(b, people.get(b.client_id), viewer.id if viewer else None,
                       b.client_id in shown) for b in briefs]


def view(session: Session, *, actor: User | None, brief_id) -> dict:
    """One brief for its page: the client sees the proposal count; a talent their proposal."""
    brief = get_brief(session, actor=actor, brief_id=brief_id)
    data = briefs_json(session, [brief], actor)[0]
    if actor is not None and actor.id == brief.client_id:
        data["proposalCount"] = _proposal_counts(session, [brief.id]).get(brief.id, 0)
    elif actor is not None:
        mine = session.exec(select(Proposal).where(Proposal.brief_id == brief.id,
                                                   Proposal.talent_id == actor.id)).first()
        data["myProposal"] = None if mine is None else {"id": mine.id, "status": mine.status}
    return data


def _proposal_counts(session: Session, brief_ids: list[str]) -> dict[str, int]:
    if not brief_ids:
        return {}
    return dict(session.exec(select(Proposal.brief_id, func.count(Proposal.id))
                             .where(Proposal.brief_id.in_(brief_ids))
                             .group_by(Proposal.brief_id)).all())


def my_briefs(session: Session, *, actor: User, limit: int = 50) -> dict:
    """The client's briefs, newest first, each with how many proposals it has."""
    if actor.role != "CLIENT":
        raise Forbidden(ONLY_CLIENTS)
    rows = list(session.exec(select(Brief).where(Brief.client_id == actor.id)
                             .order_by(Brief.created_at.desc()).limit(limit)))
    counts = _proposal_counts(session, [b.id for b in rows])
    items = briefs_json(session, rows, actor)
    for item in items:
        item["proposalCount"] = counts.get(item["id"], 0)
    return {"briefs": items}


def _limit(value) -> int:
    if value in (None, ""):
        return PAGE_SIZE
    size = whole(value)
    if size is None or size < 1:
        raise Invalid(BAD_LIMIT)
    return min(size, MAX_PAGE)


def _filters(*, category=None, subcategory=None, city=None, date_from=None, date_to=None,
             budget_min=None, budget_max=None, today: date) -> list:
    """The WHERE clauses of /browse: open, still taking proposals, and the chosen filters."""
    clauses = [Brief.status == OPEN, Brief.closes_on >= today]
    if category not in (None, "") and str(category).strip().lower() not in ("all", ""):
        kind, sub = rules.category_of(category, subcategory)
        clauses.append(Brief.category == kind)
        if sub:
            clauses.append(Brief.subcategory == sub)
    place = rules.text(city)
    if place:
        if place.lower() == REMOTE:
            clauses.append(Brief.city.is_(None))
        else:
            found = catalog.find_city(place)
            if found is None:
                raise Invalid(UNKNOWN_CITY)
            clauses.append(Brief.city == found)
    start, end = parse_date(date_from), parse_date(date_to)
    if start and end and end < start:
        raise Invalid(DATES_CROSSED)
    if start:
        clauses.append(Brief.date_to >= start)
    if end:
        clauses.append(Brief.date_from <= end)
    low, high = rules.rupees(budget_min, False), rules.rupees(budget_max, False)
    if low is not None and high is not None and low > high:
        raise Invalid(BUDGETS_CROSSED)
    if low is not None:
        clauses.append(Brief.budget_max >= low)
    if high is not None:
        clauses.append(Brief.budget_min <= high)
    return clauses


def browse(session: Session, *, viewer: User | None = None, search=None, cursor=None,
           limit=None, today: date | None = None, **filters) -> dict:
    """One page of open briefs, newest first (or best match first with `search`), and the
    next page's cursor."""
    today = today or today_in_india()
    clauses = _filters(today=today, **filters)
    size, position = _limit(limit), cursors.decode(cursor)
    query = rules.text(search)[:MAX_QUERY]
    if query:
        return _search(session, viewer, query, clauses, size, position)
    if position is not None and "o" in position:
        return {"briefs": [], "nextCursor": None}
    if position is not None:
        clauses.append(or_(Brief.listed_at < position["c"],
                           and_(Brief.listed_at == position["c"], Brief.id < position["i"])))
    rows = list(session.exec(select(Brief).where(*clauses)
                             .order_by(Brief.listed_at.desc(), Brief.id.desc()).limit(size + 1)))
    page = rows[:size]
    more = len(rows) > size
    return {"briefs": briefs_json(session, page, viewer),
            "nextCursor": cursors.after(page[-1].listed_at, page[-1].id) if more else None}


def _search(session, viewer, query, clauses, size, position) -> dict:
    """The newest SEARCH_CANDIDATES matching the filters, ranked by the feed's fuzzy rules."""
    start = position.get("o", 0) if position else 0
    if position is not None and "o" not in position:
        return {"briefs": [], "nextCursor": None}
    rows = session.exec(select(Brief.id, Brief.search_text, Brief.city, Brief.listed_at)
                        .where(*clauses).order_by(Brief.listed_at.desc(), Brief.id.desc())
                        .limit(SEARCH_CANDIDATES)).all()
    dictionary = sorted({w for row in rows for w in words_of(row[1])})
    words = query_words(query, dictionary, sound_index(dictionary))  # mehndi = menhdi
    ranked = ranking.rank(query, words, [ranking.Candidate(i, text, city, when)
                                         for i, text, city, when in rows])
    ids = ranked[start:start + size]
    found = {b.id: b for b in session.exec(select(Brief).where(Brief.id.in_(ids)))} \
        if ids else {}
    page = [found[i] for i in ids if i in found]
    more = len(ranked) > start + size
    return {"briefs": briefs_json(session, page, viewer),
            "nextCursor": cursors.offset(start + size) if more else None}
