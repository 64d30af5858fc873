"""Admire and appreciate (toggles) and share (once) on users and portfolios, with exact counts:
a unique (actor, target, kind) row decides, and the counter moves by one in the same UPDATE."""

from sqlalchemy import delete, insert, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ...models.base import new_id, utcnow
from ...models.portfolio import Interaction, Portfolio
from ...models.user import User
from ..portfolios import portfolios
from ..accounts import users
from ..errors import Conflict, Forbidden
from .notifications import notify

TARGETS = {"user": User, "portfolio": Portfolio}
COUNTERS = {"admire": "admire_count", "appreciate": "appreciate_count", "share": "share_count"}
ALREADY_SHARED = {"portfolio": "You have already shared this portfolio!",
                  "user": "You have already shared this profile!"}
SELF_NOUNS = {"portfolio": "work", "user": "profile"}
MESSAGES = {
    ("admire", True): "Admired", ("admire", False): "Admire removed",
    ("appreciate", True): "Appreciated", ("appreciate", False): "Appreciation removed",
}


def self_action_message(action: str, target_kind: str) -> str:
    """What the owner is told when acting on their own item."""
    return f"You cannot {action} your own {SELF_NOUNS[target_kind]}"


def _target(session: Session, kind: str, target_id, actor: User, action: str):
    """The target, refusing the actor's own profile or work (it would inflate counts)."""
    target = (users.get_user(session, target_id) if kind == "user"
              else portfolios.get_visible(session, target_id, actor))
    if (target.id if kind == "user" else target.user_id) == actor.id:
        raise Forbidden(self_action_message(action, kind))
    return target


def _bump(session: Session, kind: str, target_id: str, counter: str, step: int) -> None:
    model = TARGETS[kind]
    column = getattr(model, counter)
    session.exec(update(model).where(model.id == target_id).values({counter: column + step}))


def _count(session: Session, kind: str, target_id: str, counter: str) -> int:
    model = TARGETS[kind]
    return session.exec(select(getattr(model, counter)).where(model.id == target_id)).one()


def _insert(session: Session, actor: User, kind: str, target_id: str, action: str) -> bool:
    """Record the interaction; False when this actor already has it."""
    try:
        # The write comes first, so SQLite takes its write lock before any read in this
        # transaction (no stale-snapshot upgrade failure under concurrency).
        session.exec(insert(Interaction).values(
            id=new_id(), actor_id=actor.id, target_kind=kind, target_id=target_id, kind=action,
            created_at=utcnow()))
    except IntegrityError:
        session.rollback()
        return False
    return True


def _tell_owner(session: Session, actor: User, kind: str, target, action: str) -> None:
    """Notify the profile's or work's owner (once per repeat window for toggles)."""
    owner_id = target.id if kind == "user" else target.user_id
    notify(session, recipient_id=owner_id, actor_id=actor.id, kind=action, subject_type=kind,
           subject_id=target.id, once=True)


def toggle(session: Session, *, actor: User, target_kind: str, target_id, action: str) -> dict:
    """Admire or appreciate if not yet done, else undo; returns the new count and flag."""
    target = _target(session, target_kind, target_id, actor, action)
    counter = COUNTERS[action]
    removed = session.exec(delete(Interaction).where(
        Interaction.actor_id == actor.id, Interaction.target_kind == target_kind,
        Interaction.target_id == target.id, Interaction.kind == action)).rowcount
    if removed:
        _bump(session, target_kind, target.id, counter, -1)
        active = False
    else:
        active = _insert(session, actor, target_kind, target.id, action)
        if active:
            _bump(session, target_kind, target.id, counter, +1)
            _tell_owner(session, actor, target_kind, target, action)
    session.commit()
    count = _count(session, target_kind, target.id, counter)
    session.commit()
    flag = "admired" if action == "admire" else "appreciated"
    return {f"{action}Count": count, flag: active, "message": MESSAGES[(action, active)]}


def share(session: Session, *, actor: User, target_kind: str, target_id) -> dict:
    """Record a share once per user; a repeat is a Conflict and changes nothing."""
    target = _target(session, target_kind, target_id, actor, "share")
    if not _insert(session, actor, target_kind, target.id, "share"):
        raise Conflict(ALREADY_SHARED[target_kind])
    _bump(session, target_kind, target.id, "share_count", +1)
    _tell_owner(session, actor, target_kind, target, "share")
    session.commit()
    count = _count(session, target_kind, target.id, "share_count")
    session.commit()
    return {"shareCount": count, "shared": True, "message": "Link copied and shared!"}


def flags_for(session: Session, *, actor: User | None, target_kind: str, target_id: str) -> dict:
    """Whether the actor has admired, appreciated and shared one target."""
    kinds = set() if actor is None else set(session.exec(select(Interaction.kind).where(
        Interaction.actor_id == actor.id, Interaction.target_kind == target_kind,
        Interaction.target_id == target_id)))
    return {"admired": "admire" in kinds, "appreciated": "appreciate" in kinds,
            "shared": "share" in kinds}


def actors_of(session: Session, *, target_kind: str, target_id: str, action: str,
              limit: int = 50) -> list[str]:
    """Ids of the users who did this action to the target, newest first."""
    return list(session.exec(select(Interaction.actor_id).where(
        Interaction.target_kind == target_kind, Interaction.target_id == target_id,
        Interaction.kind == action).order_by(Interaction.created_at.desc()).limit(limit)))
