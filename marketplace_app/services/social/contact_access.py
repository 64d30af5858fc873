"""Who may read whose contact details: the two parties of an accepted (or completed)
collaboration, either side."""

from functools import cache

from sqlalchemy import and_, bindparam, or_, union_all
from sqlmodel import Session, select

from ...models.collaboration import Collaboration

UNLOCKING_STATUSES = ("accepted", "completed")


def contacts_unlocked(session: Session, one: str | None, two: str | None) -> bool:
    """Whether the two have an accepted (or completed) collaboration."""
    if not one or not two:
        return False
    if one == two:
        return True
    return session.exec(select(Collaboration.id).where(
        Collaboration.status.in_(UNLOCKING_STATUSES),
        or_(and_(Collaboration.sender_id == one, Collaboration.recipient_id == two),
            and_(Collaboration.sender_id == two, Collaboration.recipient_id == one)))
        .limit(1)).first() is not None


def visible_to(session: Session, viewer_id: str | None, owner_ids) -> set[str]:
    """Whose public texts this viewer reads with contact details: their own, and those of
    everyone they have an accepted collaboration with."""
    if not viewer_id:
        return set()
    return {viewer_id} | unlocked_with(session, viewer_id, [o for o in owner_ids
                                                            if o != viewer_id])


def unlocked_with(session: Session, me: str | None, others: list[str]) -> set[str]:
    """Which of `others` have an accepted collaboration with `me` (one indexed query each side,
    in one round trip)."""
    others = list(set(others))
    if not others or not me:
        return set()
    if session.new or session.dirty or session.deleted:
        session.flush()  # as the ORM's autoflush would before a query
    found = session.connection().execute(_pairs_select(), {"ones": [me], "others": others})
    return {other for _, other in found}


@cache
def _pairs_select():
    """Built once: the unlocking collaborations between any of `ones` and any of `others`."""
    ones, others = bindparam("ones", expanding=True), bindparam("others", expanding=True)
    unlocking = Collaboration.status.in_(UNLOCKING_STATUSES)
    return union_all(
        select(Collaboration.sender_id, Collaboration.recipient_id).where(
            Collaboration.sender_id.in_(ones), Collaboration.recipient_id.in_(others),
            unlocking),
        select(Collaboration.recipient_id, Collaboration.sender_id).where(
            Collaboration.recipient_id.in_(ones), Collaboration.sender_id.in_(others),
            unlocking))


def unlocked_pairs(connection, pairs) -> set[tuple[str, str]]:
    """Which of these (reader, owner) pairs may read each other's contacts (the same person, or
    an accepted collaboration either side), for many pairs in one round trip."""
    pairs = set(pairs)
    unlocked = {(one, two) for one, two in pairs if one == two}
    others = pairs - unlocked
    if not others:
        return unlocked
    found = connection.execute(_pairs_select(), {"ones": list({one for one, _ in others}),
                                                 "others": list({two for _, two in others})})
    return unlocked | (others & {tuple(row) for row in found})
