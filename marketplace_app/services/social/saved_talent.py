"""Saved talent: a signed-in user shortlists talent profiles and reads them back, newest first."""


from sqlalchemy import and_, delete, insert, or_
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ...models.base import iso, utcnow
from ...models.saved_talent import SavedTalent
from ...models.user import User
from ..accounts import users
from ..errors import Forbidden, Invalid
from ..numbers import whole
from ..portfolios import cursors

SELF_SAVE = "You cannot save your own profile"
BAD_LIMIT = "limit must be a whole number, 1 or more"
DEFAULT_LIMIT, MAX_LIMIT = 24, 100


def _talent(session: Session, actor: User, talent_id) -> User:
    talent = users.get_user(session, talent_id)
    if talent.id == actor.id:
        raise Forbidden(SELF_SAVE)
    return talent


def save(session: Session, *, actor: User, talent_id) -> dict:
    """Shortlist a talent (saving twice keeps one row)."""
    talent = _talent(session, actor, talent_id)
    try:
        session.exec(insert(SavedTalent).values(user_id=actor.id, talent_id=talent.id,
                                                created_at=utcnow()))
        session.commit()
    except IntegrityError:  # already saved (perhaps by a parallel click)
        session.rollback()
    return {"saved": True, "talentId": talent.id}


def unsave(session: Session, *, actor: User, talent_id) -> dict:
    """Take a talent off the shortlist (nothing to do when not saved)."""
    talent = _talent(session, actor, talent_id)
    session.exec(delete(SavedTalent).where(SavedTalent.user_id == actor.id,
                                           SavedTalent.talent_id == talent.id))
    session.commit()
    return {"saved": False, "talentId": talent.id}


def is_saved(session: Session, *, actor: User | None, talent_id: str) -> bool:
    """Whether the actor has this talent on their shortlist (a primary-key lookup)."""
    return actor is not None and session.get(SavedTalent, (actor.id, talent_id)) is not None


def saved_among(session: Session, *, actor: User | None, talent_ids) -> set[str]:
    """Which of these talents the actor saved (for feed cards; one query)."""
    ids = list({t for t in talent_ids if t})
    if actor is None or not ids:
        return set()
    return set(session.exec(select(SavedTalent.talent_id).where(
        SavedTalent.user_id == actor.id, SavedTalent.talent_id.in_(ids))))


def _limit(value) -> int:
    if value in (None, ""):
        return DEFAULT_LIMIT
    size = whole(value)
    if size is None or size < 1:
        raise Invalid(BAD_LIMIT)
    return min(size, MAX_LIMIT)


def list_saved(session: Session, *, actor: User, limit=None, cursor=None) -> dict:
    """One page of the actor's saved talent, newest save first, with the next page's cursor."""
    size, position = _limit(limit), cursors.decode(cursor)
    query = select(SavedTalent, User).join(User, User.id == SavedTalent.talent_id).where(
        SavedTalent.user_id == actor.id)
    if position is not None and "c" not in position:  # a search's cursor: nothing after it
        return {"talent": [], "nextCursor": None}
    if position is not None:
        created, last = position["c"], position["i"]
        query = query.where(or_(SavedTalent.created_at < created, and_(
            SavedTalent.created_at == created, SavedTalent.talent_id < last)))
    rows = list(session.exec(query.order_by(SavedTalent.created_at.desc(),
                                            SavedTalent.talent_id.desc()).limit(size + 1)))
    page = rows[:size]
    more = len(rows) > size
    return {"talent": [saved_json(s, u) for s, u in page],
            "nextCursor": cursors.after(page[-1][0].created_at,
                                          page[-1][0].talent_id) if more else None}


def saved_json(saved: SavedTalent, talent: User) -> dict:
    """A saved talent as listed: who, where, and when they were saved."""
    return {"_id": talent.id, "fullName": talent.full_name, "username": talent.username,
            "profileImage": talent.profile_photo_url, "location": talent.location,
            "experienceLevel": talent.experience_level,
            "selectedProfessions": list(talent.selected_professions or []),
            "savedAt": iso(saved.created_at)}
