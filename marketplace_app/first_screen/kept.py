"""The talent and portfolio pages' first screens as a visitor sees them, kept in the feed's page
cache (services/portfolios/feed_cache.py: forgotten on every write this process makes, at most
TTL seconds old otherwise; a cold page asked for by many connections at once is computed once),
and a member's copy: the kept screen with their own marks (viewer_marks.read_marks, one indexed
query) put in. A member for whom the page shows more than marks (its owner, the author of one of
its reviews, a partner of an accepted collaboration with the owner or a reviewer: contact details
unmasked) gets the page computed for them alone, never kept."""

import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from reflex_base.utils import format as rx_format

from .. import db
from ..services.accounts import web_session
from ..services.errors import ServiceError
from ..services.portfolios import feed_cache
from ..services.social.contact_access import unlocked_with
from . import seed
from .screen import Screen

NONE = object()  # kept for an address with no page, so that it too is computed once
# A kept talent page holds about 0.6 MB (its works' cards, their encoding and the HTML): the
# most recently computed ones are kept, at most this many (the feed's pages are unaffected).
MAX_PAGES = 128
_lock = threading.Lock()
_recent: OrderedDict = OrderedDict()  # keys of the detail pages kept, oldest first


def keep(key: tuple, made, generation: int) -> None:
    """Keep a page computed while `generation` was current; the oldest go beyond MAX_PAGES."""
    feed_cache.put(key, made, generation)
    with _lock:
        _recent.pop(key, None)
        _recent[key] = None
        while len(_recent) > MAX_PAGES:
            feed_cache.forget(_recent.popitem(last=False)[0])


@dataclass(frozen=True)
class Kept:
    """One visitor's screen, the service's answer it was drawn from (`data`), for each list it
    seeds its elements encoded (`elements`: {name: [JSON text]}), and what the page's module
    derives once from them (`memo`)."""

    screen: Screen
    data: dict
    elements: dict = field(default_factory=dict)
    memo: dict = field(default_factory=dict)


def list_text(elements: list[str]) -> str:
    """A list's JSON text from its elements' (json_dumps' separators)."""
    return "[" + ", ".join(elements) + "]"


def encoded(values: dict) -> tuple[seed.Serialized, dict]:
    """(the values encoded, as seed.serialized, and each list's elements encoded)."""
    elements = {name: [rx_format.json_dumps(element) for element in value]
                for name, value in values.items() if isinstance(value, list)}
    return seed.Serialized((name, list_text(elements[name]) if name in elements
                            else rx_format.json_dumps(value))
                           for name, value in values.items()), elements


def visitor_kept(kind: str, target_id: str, lang: str, read, draw) -> Kept | None:
    """The kept visitor's screen of this page in `lang`, else draw(read(session, None, id),
    "", id, lang) (None for no such page) once for every concurrent caller, kept unless a write
    came meanwhile."""
    key = ("first-screen", kind, target_id, lang)

    def computed():
        generation = feed_cache.generation()
        try:
            with db.session_scope() as session:
                data = read(session, None, target_id)
            screen = draw(data, "", target_id, lang)
            screen.texts, elements = encoded(screen.values)  # once for every reader
            made = Kept(screen, data, elements)
        except ServiceError:
            made = NONE
        keep(key, made, generation)
        return made

    kept = feed_cache.once(key, computed)
    return None if kept is NONE else kept


def sees_more_than_marks(session, member_id: str, owner_id: str, data: dict) -> bool:
    """Whether the page shows this member more than the visitor's page with their marks: it is
    theirs, they wrote one of its reviews, or an accepted collaboration with its owner or a
    reviewer shows them contact details (one indexed query)."""
    authors = [(r.get("author") or {}).get("_id") for r in data["reviews"]["reviews"]]
    if member_id == owner_id or member_id in authors:
        return True
    return bool(unlocked_with(session, member_id, [owner_id, *filter(None, authors)]))


def with_values(shared: Kept, changed: dict, main: str, replaced: dict | None = None) -> Screen:
    """A copy of the kept screen with some values changed and, in `replaced` ({list name:
    {index: element}}), some elements of its lists: only those are encoded again."""
    screen = shared.screen
    values = {**screen.values, **changed}
    texts = seed.Serialized({**screen.texts, **seed.serialized(changed)})
    for name, elements in (replaced or {}).items():
        listed, coded = list(screen.values[name]), list(shared.elements[name])
        for index, element in elements.items():
            listed[index], coded[index] = element, rx_format.json_dumps(element)
        values[name], texts[name] = listed, list_text(coded)
    return Screen(screen.state, screen.key, values, main, texts=texts)


def load(kind: str, target_id: str, lang: str, cookie_header: str, read, draw, marked):
    """The page of `target_id` as the reader sees it in `lang`, drawn by
    `draw(data, reader id, target_id, lang)` from `read(session, viewer, target_id)` (the
    service's answer; a ServiceError: no such page): the kept visitor's screen; for a member,
    `marked(session, member, kept, lang)` (None when the page shows them more than their
    marks), else the page read and drawn for them alone."""
    kept = visitor_kept(kind, target_id, lang, read, draw)
    if not web_session.cookie_token(cookie_header):
        return kept and kept.screen
    try:
        with db.session_scope() as session:
            member = web_session.member(session, cookie_header)
            if member is None:
                return kept and kept.screen
            screen = marked(session, member, kept, lang) if kept is not None else None
            return screen if screen is not None else draw(read(session, member, target_id),
                                                          member.id, target_id, lang)
    except ServiceError:
        return None
