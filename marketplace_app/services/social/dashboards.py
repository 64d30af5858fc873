"""The talent's and the client's dashboards: their own figures and lists, in one call each.
Every count reads an index range bounded by the owner's own works or the last 30 days."""

from datetime import date, datetime, time, timedelta

from sqlalchemy import case, func
from sqlmodel import Session, select

from ...models.portfolio import Interaction, Portfolio
from ...models.user import User
from ...models.view import View
from ..accounts.profile_completion import completion_percentage, missing_fields
from ..errors import Forbidden
from . import briefs, collaborations, reviews, saved_talent
from .collaboration_rules import INDIA, today_in_india

WINDOWS = (7, 30)
WORKS_SHOWN = 50  # newest works with their own figures
LISTED = 5  # requests, projects and reviews shown on a dashboard
PEOPLE_SHOWN = 6  # saved and recently viewed talent
RECENT_VIEW_ROWS = 200  # the client's newest view rows read to find recently viewed talent
KINDS = {"admire": "admires", "appreciate": "appreciations", "share": "shares"}
TALENT_ONLY = "Only talent have a talent dashboard"
CLIENT_ONLY = "Only clients have a client dashboard"


def _first_day(today: date, days: int) -> date:
    """The first day of the last `days` days, today included."""
    return today - timedelta(days=days - 1)


def _start_of(day: date) -> datetime:
    """Midnight in India on `day`, as a moment (interactions are stamped in UTC)."""
    return datetime.combine(day, time.min, tzinfo=INDIA)


def _empty_figures() -> dict:
    return {f"{name}{days}": 0 for name in ("views", *KINDS.values()) for days in WINDOWS}


def _view_figures(session: Session, ids: list[str], today: date) -> dict[str, dict]:
    """Views of each work over 7 and 30 days (one row per viewer and day)."""
    week = _first_day(today, 7)
    rows = session.exec(
        select(View.subject_id, func.count(),
               func.sum(case((View.day >= week, 1), else_=0)))
        .where(View.subject_type == "portfolio", View.subject_id.in_(ids),
               View.day >= _first_day(today, 30))
        .group_by(View.subject_id))
    return {subject: {"views30": int(month), "views7": int(seven or 0)}
            for subject, month, seven in rows}


def _interaction_figures(session: Session, ids: list[str], today: date) -> dict[str, dict]:
    """Admires, appreciations and shares of each work over 7 and 30 days."""
    week = _start_of(_first_day(today, 7))
    rows = session.exec(
        select(Interaction.target_id, Interaction.kind, func.count(),
               func.sum(case((Interaction.created_at >= week, 1), else_=0)))
        .where(Interaction.target_kind == "portfolio", Interaction.target_id.in_(ids),
               Interaction.kind.in_(tuple(KINDS)),
               Interaction.created_at >= _start_of(_first_day(today, 30)))
        .group_by(Interaction.target_id, Interaction.kind))
    found: dict[str, dict] = {}
    for target, kind, month, seven in rows:
        name = KINDS[kind]
        found.setdefault(target, {}).update({f"{name}30": int(month), f"{name}7": int(seven or 0)})
    return found


def work_figures(session: Session, *, owner_id: str, today: date | None = None) -> list[dict]:
    """The owner's newest works, each with its views, admires, appreciations and shares over
    the last 7 and 30 days (India's calendar)."""
    today = today or today_in_india()
    works = list(session.exec(
        select(Portfolio.id, Portfolio.title, Portfolio.status, Portfolio.views_count)
        .where(Portfolio.user_id == owner_id)
        .order_by(Portfolio.created_at.desc(), Portfolio.id.desc()).limit(WORKS_SHOWN)))
    ids = [work.id for work in works]
    views = _view_figures(session, ids, today) if ids else {}
    actions = _interaction_figures(session, ids, today) if ids else {}
    return [{"_id": work.id, "title": work.title, "active": work.status,
             "viewsAllTime": work.views_count,
             **_empty_figures(), **views.get(work.id, {}), **actions.get(work.id, {})}
            for work in works]


def _totals(works: list[dict]) -> dict:
    return {key: sum(work[key] for work in works) for key in _empty_figures()}


def talent_dashboard(session: Session, *, actor: User, today: date | None = None) -> dict:
    """A talent's own figures per work, requests waiting and taken on, reviews, and what their
    profile still lacks."""
    if actor.role != "TALENT":
        raise Forbidden(TALENT_ONLY)
    works = work_figures(session, owner_id=actor.id, today=today)
    return {
        "works": works, "totals": _totals(works),
        "pending": collaborations.box_page(session, actor=actor, box="inbox",
                                           status="pending", limit=LISTED),
        "accepted": collaborations.box_page(session, actor=actor, box="projects",
                                            status="accepted", limit=LISTED),
        "reviews": reviews.list_reviews(session, target_kind="user", target_id=actor.id,
                                        viewer=actor, limit=LISTED),
        "completion": completion_percentage(actor),
        "missingFields": missing_fields(actor),
    }


def recently_viewed(session: Session, *, actor: User, limit: int = PEOPLE_SHOWN) -> list[dict]:
    """Talent whose pages the client opened, most recent first (their newest view rows only)."""
    newest = (select(View.subject_id, View.day, View.created_at)
              .where(View.viewer_key == f"u:{actor.id}", View.subject_type == "user")
              .order_by(View.day.desc(), View.created_at.desc())
              .limit(RECENT_VIEW_ROWS).subquery())
    rows = list(session.exec(
        select(newest.c.subject_id, func.max(newest.c.created_at).label("last"))
        .group_by(newest.c.subject_id).order_by(func.max(newest.c.created_at).desc())
        .limit(limit)))
    people = {u.id: u for u in session.exec(
        select(User).where(User.id.in_([r.subject_id for r in rows])))} if rows else {}
    return [{"_id": p.id, "fullName": p.full_name, "profileImage": p.profile_photo_url,
             "location": p.location, "category": p.category}
            for p in (people.get(r.subject_id) for r in rows) if p is not None]


def client_dashboard(session: Session, *, actor: User) -> dict:
    """A client's jobs with their proposal counts, sent requests and their states, projects,
    saved and recently viewed talent."""
    if actor.role != "CLIENT":
        raise Forbidden(CLIENT_ONLY)
    projects = [item for status in ("accepted", "completed")
                for item in collaborations.box_page(session, actor=actor, box="projects",
                                                    status=status,
                                                    limit=LISTED)["collaborations"]]
    projects.sort(key=lambda item: (item["createdAt"], item["_id"]), reverse=True)
    return {
        "briefs": briefs.my_briefs(session, actor=actor, limit=LISTED)["briefs"],
        "sent": collaborations.box_page(session, actor=actor, box="sent", limit=LISTED),
        "projects": projects[:LISTED],
        "saved": saved_talent.list_saved(session, actor=actor, limit=PEOPLE_SHOWN),
        "recentlyViewed": recently_viewed(session, actor=actor),
    }
