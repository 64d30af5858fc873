"""Admire and appreciate (toggles) and share (once) on users and portfolios, with exact counts:
a unique (actor, target, kind) row decides, and the counter moves with the rows in the same
group-committed transaction (group_commit.py), which answers each caller once committed."""

from dataclasses import dataclass
from functools import cache

from sqlalchemy import bindparam, delete, insert, true, update
from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from ...models.base import new_id, utcnow
from ...models.portfolio import Interaction, Portfolio
from ...models.user import User
from .. import exact_match
from ..accounts import auth, users
from ..errors import Conflict, Forbidden, NotFound, Unauthorized
from ..portfolios import portfolios
from ..portfolios.portfolio_views import card_row_json, cards_by_id
from ..portfolios.visibility import public_clause
from .contact_access import unlocked_pairs
from .group_commit import run_batched, writer_for
from .notifications import notify_once_each

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


@dataclass(frozen=True)
class _Act:
    """One interaction for the writer. `version` is the caller's token version, checked in the
    writer's transaction before the act (None: the caller already checked the actor). `card`:
    a recorded portfolio share is answered with what the sharer's card shows (_cards)."""

    actor_id: str
    version: int | None
    kind: str
    target_id: str
    action: str
    card: bool = False


def _act(actor_id: str, version: int | None, kind: str, target_id, action: str,
         card: bool = False) -> _Act:
    """The act to queue; NotFound at once for an id no row can have."""
    if not isinstance(target_id, str) or len(target_id) > 64:
        raise NotFound(GONE[kind])
    return _Act(actor_id, version, kind, target_id, action, card)


def _targets(session: Session, kind: str, ids: set[str]) -> dict[str, tuple]:
    """id -> (owner id, public, {counter: value}) of the batch's targets of one kind, in one
    query; on PostgreSQL their rows stay locked (in id order) until the batch commits, so
    writers in other processes take turns and the counts read here stay exact."""
    connection = session.connection()
    query = _targets_select(kind, connection.dialect.name != "sqlite")
    return {row[0]: (row[1], bool(row[2]), dict(zip(COUNTERS.values(), row[3:])))
            for row in connection.execute(query, {"ids": list(ids)})}


@cache
def _targets_select(kind: str, lock: bool):
    """Built once per kind: _targets' query (`lock`: FOR UPDATE)."""
    model = TARGETS[kind]
    owner = Portfolio.user_id if kind == "portfolio" else User.id
    public = public_clause() if kind == "portfolio" else true()
    query = select(model.id, owner, public.label("public"),
                   *[getattr(model, c) for c in COUNTERS.values()]).where(
        model.id.in_(bindparam("ids", expanding=True))).order_by(model.id)
    return query.with_for_update() if lock else query


@cache
def _present_select(size: int):
    """Built once per size: the rows of exact (actor, kind, target) triples (exact_match)."""
    return select(Interaction.id, Interaction.actor_id, Interaction.target_kind,
                  Interaction.target_id, Interaction.kind).where(exact_match.any_of(
                      (Interaction.actor_id, Interaction.target_kind, Interaction.target_id),
                      size))


def _present(connection, triples: set[tuple[str, str, str]]) -> dict[tuple, str]:
    """(actor, kind, target, action) -> id of the rows these triples have, in one query."""
    if not triples:
        return {}
    size = exact_match.statement_size(connection.dialect.name, len(triples))
    return {tuple(row[1:]): row[0] for row in connection.execute(
        _present_select(size), exact_match.params(list(triples), size))}


def _refusal(act: _Act, versions: dict, targets: dict) -> Exception | None:
    """Why the act may not happen, checked in the order the caller would notice: who is
    calling, whether the target is there and visible to them, whether it is their own."""
    if act.version is not None:
        try:
            auth.check_version(act.version, versions.get(act.actor_id))
        except Unauthorized as error:
            return error
    target = targets[act.kind].get(act.target_id)
    if target is None or not (target[1] or target[0] == act.actor_id):
        return NotFound(GONE[act.kind])
    if target[0] == act.actor_id:
        return Forbidden(self_action_message(act.action, act.kind))
    return None


def _apply_acts(session: Session, acts: list[_Act]) -> list:
    """The group commit's batch: every act in arrival order, each answered with the count
    and state it left ((active, count) for a toggle, the count or a Conflict for a share).
    One query reads the callers' token versions, one per kind the targets, one the rows these
    acts touch; the writes are one executemany per table."""
    connection = session.connection()
    if connection.dialect.name == "sqlite":
        # The write lock first: nothing read below can change before the commit.
        connection.exec_driver_sql("BEGIN IMMEDIATE")
    versions = auth.token_versions(session, {a.actor_id for a in acts if a.version is not None})
    targets = {kind: _targets(session, kind, ids) for kind in TARGETS
               if (ids := {a.target_id for a in acts if a.kind == kind})}
    targets.setdefault("user", {}), targets.setdefault("portfolio", {})
    refusals = [_refusal(act, versions, targets) for act in acts]
    allowed = [act for act, refused in zip(acts, refusals) if refused is None]
    present = _present(connection, {(a.actor_id, a.kind, a.target_id) for a in allowed})
    has, touched = {key: True for key in present}, set()
    moved: dict[tuple[str, str], dict[str, int]] = {}
    told, outcomes = [], []
    for act, refused in zip(acts, refusals):
        if refused is not None:
            outcomes.append(refused)
            continue
        key = (act.actor_id, act.kind, act.target_id, act.action)
        counter = COUNTERS[act.action]
        counts = targets[act.kind][act.target_id][2]
        if has.get(key) and act.action == "share":
            outcomes.append(None)
            continue
        step = -1 if has.get(key) else 1
        has[key] = step > 0
        touched.add(key)
        counts[counter] += step
        deltas = moved.setdefault((act.kind, act.target_id), dict.fromkeys(COUNTERS.values(), 0))
        deltas[counter] += step
        if step > 0:
            told.append((targets[act.kind][act.target_id][0], act.actor_id, act.action,
                         act.kind, act.target_id))
        outcomes.append(counts[counter] if act.action == "share" else
                        (step > 0, counts[counter]))
    _write(session, present, {key: has[key] for key in touched}, moved)
    notify_once_each(session, told)
    _cards(session, acts, outcomes, has)
    return outcomes


def _cards(session: Session, acts: list[_Act], outcomes: list, has: dict) -> None:
    """Each recorded share that asked for its card gets (count, card row, the sharer's flags,
    whether the owner's contacts are theirs to read) as its outcome: what a read after the
    commit would show, read in the batch (the rows are written and still locked) in two
    queries for the cards and one for contact access, however many shares the batch holds."""
    wanted = [i for i, act in enumerate(acts) if act.card and type(outcomes[i]) is int]
    if not wanted:
        return
    connection = session.connection()
    rows = {row.id: row for row in cards_by_id(connection, list({acts[i].target_id
                                                                   for i in wanted}))}
    readable = unlocked_pairs(connection, {(acts[i].actor_id, rows[acts[i].target_id].user_id)
                                           for i in wanted if acts[i].target_id in rows})
    for i in wanted:
        act, row = acts[i], rows.get(acts[i].target_id)
        if row is None:  # cannot happen while the batch holds the row; answered as gone
            outcomes[i] = NotFound(GONE[act.kind])
            continue
        flags = {action for action in COUNTERS
                 if has.get((act.actor_id, act.kind, act.target_id, action))}
        outcomes[i] = (outcomes[i], row, flags, (act.actor_id, row.user_id) in readable)


def _write(session: Session, present: dict, now_there: dict, moved: dict) -> None:
    """The batch's net changes: each touched row that was there goes, each touched one there
    now is added (a row undone and done again is new: the "admired by" list shows it newest),
    and each touched counter moves by its sum."""
    connection = session.connection()
    gone = [{"old": present[key]} for key in now_there if key in present]
    if gone:
        connection.execute(delete(Interaction).where(Interaction.id == bindparam("old")), gone)
    now = utcnow()
    added = [{"id": new_id(), "actor_id": key[0], "target_kind": key[1], "target_id": key[2],
              "kind": key[3], "created_at": now} for key, there in now_there.items() if there]
    if added:
        connection.execute(insert(Interaction), added)
    for kind, model in TARGETS.items():
        rows = [{"target": target_id, **{f"d_{c}": d for c, d in deltas.items()}}
                for (of_kind, target_id), deltas in moved.items() if of_kind == kind]
        if rows:
            connection.execute(update(model).where(model.id == bindparam("target")).values(
                {c: getattr(model, c) + bindparam(f"d_{c}") for c in COUNTERS.values()}), rows)


def toggle(session: Session, *, actor: User, target_kind: str, target_id, action: str) -> dict:
    """Admire or appreciate if not yet done, else undo; returns the new count and flag once
    the write is committed (group commit: see group_commit.py)."""
    act = _act(actor.id, None, target_kind, target_id, action)
    return _toggled_answer(action, *run_batched(session, _apply_acts, act))


async def toggle_by_token(engine: Engine, token: str | None, *, target_kind: str, target_id,
                          action: str) -> dict:
    """`toggle` for a bearer token, without a thread or a session in the request: the token's
    signature and expiry are checked here, its version (sign-out everywhere) in the writer's
    transaction before the act."""
    user_id, version = auth.token_claims(token)
    act = _act(user_id, version, target_kind, target_id, action)
    return _toggled_answer(action, *await writer_for(engine).run_async(_apply_acts, act))


def _toggled_answer(action: str, active: bool, count: int) -> dict:
    flag = "admired" if action == "admire" else "appreciated"
    return {f"{action}Count": count, flag: active, "message": MESSAGES[(action, active)]}


def share(session: Session, *, actor: User, target_kind: str, target_id) -> dict:
    """Record a share once per user; a repeat is a Conflict and changes nothing."""
    act = _act(actor.id, None, target_kind, target_id, "share")
    return _shared_answer(target_kind, run_batched(session, _apply_acts, act))


async def share_by_token(engine: Engine, token: str | None, *, target_kind: str,
                         target_id) -> dict:
    """`share` for a bearer token, checked as in toggle_by_token; a portfolio's answer also
    carries the work's card as the sharer now sees it ("portfolio"), read by the same batch
    (no second session or thread: BENCHMARKS.md)."""
    user_id, version = auth.token_claims(token)
    card = target_kind == "portfolio"
    act = _act(user_id, version, target_kind, target_id, "share", card)
    outcome = await writer_for(engine).run_async(_apply_acts, act)
    if not card or outcome is None:
        return _shared_answer(target_kind, outcome)
    count, row, flags, contacts_shown = outcome
    return {**_shared_answer(target_kind, count),
            "portfolio": card_row_json(row, user_id, flags, contacts_shown)}


def _shared_answer(target_kind: str, count: int | None) -> dict:
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
