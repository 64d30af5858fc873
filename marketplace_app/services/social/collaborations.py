"""Collaborations between talents and clients, as far as they exist today."""

from sqlmodel import Session


def completed_count(session: Session, *, user_id: str) -> int:
    """Completed collaborations of a user. Requests are not stored yet (spec §7: the request
    form is only logged), so no collaboration can have completed: always 0 until they are."""
    return 0
