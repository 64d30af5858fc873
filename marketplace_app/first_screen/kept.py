"""The talent and portfolio pages' first screens as a visitor sees them, kept in the feed's page
cache (services/portfolios/feed_cache.py: forgotten on every write this process makes, at most
TTL seconds old otherwise; a cold page asked for by many connections at once is computed once),
and a member's copy: the kept screen with their own marks (viewer_marks.read_marks, one indexed
query) put in. A member for whom the page shows more than marks (its owner, the author of one of
its reviews, a partner of an accepted collaboration with the owner or a reviewer: contact details
unmasked) gets the page computed for them alone, never kept."""

from dataclasses import dataclass

from .. import db
from ..services.accounts import web_session
from ..services.errors import ServiceError
from ..services.portfolios import feed_cache
from ..services.social.contact_access import unlocked_with
from . import seed
from .screen import Screen

_NONE = object()  # kept for an address with no page, so that it too is computed once


@dataclass(frozen=True)
class Kept:
    """One visitor's screen and the service's answer it was drawn from (`data`)."""

    screen: Screen
    data: dict


def visitor_kept(kind: str, target_id: str, lang: str, compute) -> Kept | None:
    """The kept visitor's screen of this page in `lang`, else compute(session) (a Kept, or None
    for no such page) once for every concurrent caller, kept unless a write came meanwhile."""
    key = ("first-screen", kind, target_id, lang)

    def computed():
        generation = feed_cache.generation()
        try:
            with db.session_scope() as session:
                made = compute(session)
        except ServiceError:
            made = None
        if made is not None:  # encoded once for every reader
            made.screen.texts = seed.serialized(made.screen.values)
        feed_cache.put(key, _NONE if made is None else made, generation)
        return _NONE if made is None else made

    kept = feed_cache.once(key, computed)
    return None if kept is _NONE else kept


def sees_more_than_marks(session, member_id: str, owner_id: str, data: dict) -> bool:
    """Whether the page shows this member more than the visitor's page with their marks: it is
    theirs, they wrote one of its reviews, or an accepted collaboration with its owner or a
    reviewer shows them contact details (one indexed query)."""
    authors = [(r.get("author") or {}).get("_id") for r in data["reviews"]["reviews"]]
    if member_id == owner_id or member_id in authors:
        return True
    return bool(unlocked_with(session, member_id, [owner_id, *filter(None, authors)]))


def with_values(kept: Screen, changed: dict, main: str) -> Screen:
    """A copy of the kept screen with some values changed (only those encoded again)."""
    texts = seed.Serialized({**kept.texts, **seed.serialized(changed)})
    return Screen(kept.state, kept.key, {**kept.values, **changed}, main, texts=texts)


def load(kind: str, target_id: str, lang: str, cookie_header: str, compute, drawn, marked):
    """The page as the reader sees it: the kept visitor's screen (`compute(session)` makes
    it), for a member `marked(session, member, kept)` (None when the page shows them more
    than their marks), else `drawn(session, member)`, the page computed for them alone."""
    kept = visitor_kept(kind, target_id, lang, compute)
    if not web_session.cookie_token(cookie_header):
        return kept and kept.screen
    try:
        with db.session_scope() as session:
            member = web_session.member(session, cookie_header)
            if member is None:
                return kept and kept.screen
            screen = marked(session, member, kept) if kept is not None else None
            return screen if screen is not None else drawn(session, member)
    except ServiceError:
        return None
