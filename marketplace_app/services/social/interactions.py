"""Admire and appreciate (toggles) and share (once) on users and portfolios, with exact counts:
a unique (actor, target, kind) row decides, and the counter moves by one in the same UPDATE."""

from dataclasses import dataclass
from functools import partial

from sqlalchemy import delete, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlmodel import Session, select

from ...models.base import new_id, utcnow
from ...models.portfolio import Interaction, Portfolio
from ...models.user import User
from ..portfolios import portfolios
from ..accounts import users
from ..errors import Conflict, Forbidden, NotFound
from .group_commit import run_batched
from .notifications import notify

TARGETS = {"user": User, "portfolio": Portfolio}
COUNTERS = {"admire": "admire_count", "appreciate": "appreciate_count", "share": "share_count"}
ALREADY_SHARED = {"portfolio": "You have already shared this portfolio!",
                  "user": "You have already shared this profile!"}
GONE = {"portfolio": portfolios.NOT_FOUND, "user": users.PROFILE_NOT_FOUND}
SELF_NOUNS = {"portfolio": "work", "user": "profile"}
MESSAGES = {
    ("admire", True): "Admired", ("admire", False): "Admire removed",
    ("appreciate", True): "Appreciated", ("appreciate", False): "Appreciation removed",
}


def self_action_message(action: str, target_kind: str) -> str:
    """What the owner is told when acting on their own item."""
    return f"You cannot {action} your own {SELF_NOUNS[target_kind]}"


def _bump(session: Session, kind: str, target_id: str, counter: str, step: int) -> int:
    """Move the counter by `step` in one UPDATE; the new count."""
    model = TARGETS[kind]
    column = getattr(model, counter)
    count = session.connection().execute(update(model).where(model.id == target_id).values(
        {counter: column + step}).returning(column)).scalar_one_or_none()
    if count is None:
        raise NotFound(GONE[kind])  # deleted after the request read it
    return count


def _count(session: Session, kind: str, target_id: str, counter: str) -> int:
    model = TARGETS[kind]
    return session.connection().execute(
        select(getattr(model, counter)).where(model.id == target_id)).scalar_one()


def _insert(session: Session, actor_id: str, kind: str, target_id: str, action: str) -> bool:
    """Record the interaction; False when this actor already has it (nothing written)."""
    dialect = session.get_bind().dialect.name
    statement = (postgresql_insert if dialect == "postgresql" else sqlite_insert)(Interaction)
    return session.connection().execute(statement.values(
        id=new_id(), actor_id=actor_id, target_kind=kind, target_id=target_id, kind=action,
        created_at=utcnow()).on_conflict_do_nothing().returning(Interaction.id)).first() is not None


def _tell_owner(session: Session, actor_id: str, kind: str, target_id: str, owner_id: str,
                action: str) -> None:
    """Notify the profile's or work's owner (once per repeat window for toggles)."""
    notify(session, recipient_id=owner_id, actor_id=actor_id, kind=action, subject_type=kind,
           subject_id=target_id, once=True)


@dataclass(frozen=True)
class _Act:
    """One checked interaction, ready for the writer."""

    actor_id: str
    kind: str
    target_id: str
    owner_id: str
    action: str


def _checked(session: Session, actor: User, kind: str, target_id, action: str) -> _Act:
    """The act, once the target exists, is visible to the actor and is not their own."""
    if kind == "user":
        owner_id = target_id = users.get_user(session, target_id).id
    else:
        owner_id = portfolios.visible_owner(session, target_id, actor)
    if owner_id == actor.id:
        raise Forbidden(self_action_message(action, kind))
    return _Act(actor.id, kind, target_id, owner_id, action)


def _apply_toggle(session: Session, act: _Act) -> tuple[bool, int]:
    """Undo the act if it is there, else record it; (active, new count). The first statement
    writes, so SQLite takes its write lock before any read of the transaction."""
    counter = COUNTERS[act.action]
    removed = session.connection().execute(delete(Interaction).where(
        Interaction.actor_id == act.actor_id, Interaction.target_kind == act.kind,
        Interaction.target_id == act.target_id, Interaction.kind == act.action)).rowcount
    if removed:
        return False, _bump(session, act.kind, act.target_id, counter, -1)
    if not _insert(session, act.actor_id, act.kind, act.target_id, act.action):
        return False, _count(session, act.kind, act.target_id, counter)
    count = _bump(session, act.kind, act.target_id, counter, +1)
    _tell_owner(session, act.actor_id, act.kind, act.target_id, act.owner_id, act.action)
    return True, count


def _apply_share(session: Session, act: _Act) -> int | None:
    """Record the share; the new count, or None when it was already there."""
    if not _insert(session, act.actor_id, act.kind, act.target_id, "share"):
        return None
    count = _bump(session, act.kind, act.target_id, "share_count", +1)
    _tell_owner(session, act.actor_id, act.kind, act.target_id, act.owner_id, "share")
    return count


def toggle(session: Session, *, actor: User, target_kind: str, target_id, action: str) -> dict:
    """Admire or appreciate if not yet done, else undo; returns the new count and flag once
    the write is committed (group commit: see group_commit.py)."""
    act = _checked(session, actor, target_kind, target_id, action)
    active, count = run_batched(session, partial(_apply_toggle, act=act), act.target_id)
    flag = "admired" if action == "admire" else "appreciated"
    return {f"{action}Count": count, flag: active, "message": MESSAGES[(action, active)]}


def share(session: Session, *, actor: User, target_kind: str, target_id) -> dict:
    """Record a share once per user; a repeat is a Conflict and changes nothing."""
    act = _checked(session, actor, target_kind, target_id, "share")
    count = run_batched(session, partial(_apply_share, act=act), act.target_id)
    if count is None:
        raise Conflict(ALREADY_SHARED[target_kind])
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
