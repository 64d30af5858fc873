"""Who admired my work or my profile: the owner alone sees the list, newest first, in pages."""

from sqlalchemy import and_, or_
from sqlmodel import Session, select

from ...models.base import iso
from ...models.portfolio import Interaction
from ...models.user import User
from ..accounts import users
from ..errors import Forbidden, Invalid
from ..portfolios import cursors, portfolios

PAGE_SIZE, MAX_PAGE = 20, 100
ONLY_OWNER = "Only the owner sees who admired this"
BAD_LIMIT = "limit must be a whole number from 1 to 100"


def _owned_count(session: Session, actor: User, target_kind: str, target_id) -> int:
    """The target's admire count once the actor is proven its owner."""
    if target_kind == "portfolio":
        return portfolios.get_owned(session, target_id, actor).admire_count
    if target_id != actor.id:
        users.get_user(session, target_id)  # 404 for nobody, 403 for someone else
        raise Forbidden(ONLY_OWNER)
    return actor.admire_count


def _limit(value) -> int:
    if value is None or value == "":
        return PAGE_SIZE
    if not str(value).isdigit() or not 1 <= int(value) <= MAX_PAGE:
        raise Invalid(BAD_LIMIT)
    return int(value)


def admirers(session: Session, *, actor: User, target_kind: str, target_id, cursor=None,
             limit=None) -> dict:
    """One page of the people who admired the actor's own work or profile, newest first."""
    total = _owned_count(session, actor, target_kind, target_id)
    size, after = _limit(limit), cursors.decode(cursor)
    if after is not None and "o" in after:
        return {"admirers": [], "total": total, "nextCursor": None}
    clauses = [Interaction.target_kind == target_kind, Interaction.target_id == target_id,
               Interaction.kind == "admire"]
    if after is not None:
        clauses.append(or_(Interaction.created_at < after["c"],
                           and_(Interaction.created_at == after["c"],
                                Interaction.id < after["i"])))
    rows = session.exec(select(Interaction, User).join(User, User.id == Interaction.actor_id)
                        .where(*clauses)
                        .order_by(Interaction.created_at.desc(), Interaction.id.desc())
                        .limit(size + 1)).all()
    page = rows[:size]
    more = len(rows) > size
    return {"admirers": [{"_id": u.id, "fullName": u.full_name, "username": u.username,
                          "role": u.role, "profilePhotoUrl": u.profile_photo_url,
                          "admiredAt": iso(i.created_at)} for i, u in page],
            "total": total,
            "nextCursor": cursors.after(page[-1][0].created_at, page[-1][0].id) if more
            else None}
