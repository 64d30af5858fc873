"""The feed: filters, keyset pagination, and fuzzy search (candidates narrowed in the database
by the trigram index, then re-ranked with rapidfuzz)."""

import base64
import json
import re
from dataclasses import dataclass
from datetime import datetime

from rapidfuzz import fuzz, utils
from sqlalchemy import and_, func, literal_column, or_, text
from sqlmodel import Session, select

from ... import catalog
from ...models.portfolio import Portfolio
from ...models.search_index import FTS_TABLE
from ...models.user import User
from ..errors import Invalid
from .portfolio_views import portfolios_json

THRESHOLD = 60
SUBSTRING_SCORE = 80
EXACT_SCORE = 100
EXACT_SUBSTRING_RANK = 1000
DEFAULT_LIMIT, MAX_LIMIT = 24, 100
MAX_QUERY = 100
SUBSTRING_CANDIDATES = 1000
FUZZY_CANDIDATES = 300
BAD_LIMIT = "limit must be a whole number from 1 to 100"
BAD_CURSOR = "Invalid cursor"
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


@dataclass(frozen=True)
class Filters:
    """Feed filters, already canonical; `impossible` when a value matches nothing."""

    category: str | None = None
    subcategory: str | None = None
    location: str | None = None
    experience: str | None = None
    impossible: bool = False


def clean_query(value) -> str:
    """Search text without control characters, at most MAX_QUERY characters."""
    if not isinstance(value, str):
        return ""
    return _CONTROL.sub(" ", value)[:MAX_QUERY].strip()


def parse_limit(value) -> int:
    """Page size: default 24, capped at 100."""
    if value in (None, ""):
        return DEFAULT_LIMIT
    try:
        limit = int(value)
    except (TypeError, ValueError):
        raise Invalid(BAD_LIMIT) from None
    if limit < 1:
        raise Invalid(BAD_LIMIT)
    return min(limit, MAX_LIMIT)


def parse_filters(*, category=None, subcategory=None, location=None, experience=None) -> Filters:
    """Canonical filter values; unknown values make the result empty rather than an error."""
    impossible = False
    cat = None
    if category and category.strip().lower() not in ("all", "explore-all", "explore all"):
        found = catalog.find_category(category)
        cat, impossible = (found.name, impossible) if found else (None, True)
    city = level = None
    if location and location.strip():
        city = catalog.canonical(location, catalog.CITIES)
        impossible = impossible or city is None
    if experience and experience.strip():
        level = catalog.canonical(experience, catalog.EXPERIENCE_LEVELS)
        impossible = impossible or level is None
    sub = clean_query(subcategory) or None
    return Filters(cat, sub, city, level, impossible)


def encode_cursor(data: dict) -> str:
    """Opaque cursor text."""
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def decode_cursor(value) -> dict | None:
    """The cursor's data; Invalid when it was not made by us."""
    if not value:
        return None
    try:
        data = json.loads(base64.urlsafe_b64decode(value + "=" * (-len(value) % 4)))
    except (ValueError, TypeError):
        raise Invalid(BAD_CURSOR) from None
    if not isinstance(data, dict):
        raise Invalid(BAD_CURSOR)
    return data


def _filtered(query, filters: Filters):
    query = query.join(User, User.id == Portfolio.user_id).where(Portfolio.status == True)  # noqa: E712
    query = query.where(Portfolio.media_state == "ready")  # videos still encoding stay hidden
    if filters.category:
        query = query.where(Portfolio.category == filters.category)
    if filters.subcategory:
        query = query.where(func.lower(Portfolio.subcategory).contains(
            filters.subcategory.lower(), autoescape=True))
    if filters.location:
        query = query.where(User.location == filters.location)
    if filters.experience:
        query = query.where(User.experience_level == filters.experience)
    return query


def feed(session: Session, *, viewer: User | None = None, search=None, category=None,
         subcategory=None, location=None, experience=None, limit=None, cursor=None) -> dict:
    """GET /all: {portfolios, nextCursor, total}."""
    size = parse_limit(limit)
    filters = parse_filters(category=category, subcategory=subcategory, location=location,
                            experience=experience)
    position = decode_cursor(cursor)
    if filters.impossible:
        return {"portfolios": [], "nextCursor": None, "total": 0}
    query_text = clean_query(search)
    if query_text:
        return _search_page(session, viewer, query_text, filters, size, position)
    return _browse_page(session, viewer, filters, size, position)


def _browse_page(session, viewer, filters, size, position) -> dict:
    query = _filtered(select(Portfolio), filters)
    total = session.exec(_filtered(select(func.count(Portfolio.id)), filters)).one()
    if position is not None:
        try:
            created, last_id = datetime.fromisoformat(position["c"]), str(position["i"])
        except (KeyError, TypeError, ValueError):
            raise Invalid(BAD_CURSOR) from None
        query = query.where(or_(Portfolio.created_at < created,
                                and_(Portfolio.created_at == created, Portfolio.id < last_id)))
    rows = list(session.exec(query.order_by(Portfolio.created_at.desc(), Portfolio.id.desc())
                             .limit(size + 1)))
    page, more = rows[:size], len(rows) > size
    next_cursor = encode_cursor({"c": page[-1].created_at.isoformat(), "i": page[-1].id}) \
        if more else None
    return {"portfolios": portfolios_json(session, page, viewer), "nextCursor": next_cursor,
            "total": total}


def _candidates(session: Session, query_text: str, filters: Filters) -> list:
    """Rows that might match, found through the database index, never a full load."""
    columns = select(Portfolio.id, Portfolio.title, Portfolio.description, Portfolio.category,
                     Portfolio.subcategory, User.full_name, User.username, Portfolio.created_at)
    needle = query_text.lower()
    dialect = session.get_bind().dialect.name
    found: dict = {}
    if dialect == "sqlite" and len(needle) >= 3:
        phrase = '"' + needle.replace('"', '""') + '"'
        exact = _filtered(columns, filters).where(literal_column("portfolios.rowid").in_(
            text(f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH :phrase")
            .bindparams(phrase=phrase)))
    else:
        exact = _filtered(columns, filters).where(
            Portfolio.search_text.contains(needle, autoescape=True))
    exact = exact.order_by(Portfolio.created_at.desc()).limit(SUBSTRING_CANDIDATES)
    for row in session.exec(exact):
        found[row[0]] = row
    if len(needle) >= 3 and len(found) < SUBSTRING_CANDIDATES:
        for row in session.exec(_fuzzy_candidates(columns, dialect, needle, filters)):
            found.setdefault(row[0], row)
    return list(found.values())


def _fuzzy_candidates(columns, dialect: str, needle: str, filters: Filters):
    if dialect == "sqlite":
        grams = list(dict.fromkeys(needle[i:i + 3] for i in range(len(needle) - 2)))[:24]
        match = " OR ".join('"' + g.replace('"', '""') + '"' for g in grams)
        ranked = text(f"SELECT rowid AS rid, rank AS score FROM {FTS_TABLE} "
                      f"WHERE {FTS_TABLE} MATCH :grams ORDER BY rank LIMIT :k").bindparams(
            grams=match, k=FUZZY_CANDIDATES * 4).columns(
            literal_column("rid"), literal_column("score")).subquery("ranked")
        return _filtered(columns.join_from(Portfolio, ranked, ranked.c.rid == literal_column(
            "portfolios.rowid")), filters).order_by(ranked.c.score).limit(FUZZY_CANDIDATES)
    similarity = func.word_similarity(needle, Portfolio.search_text)
    return _filtered(columns, filters).where(
        text("portfolios.search_text %> :needle").bindparams(needle=needle)
    ).order_by(similarity.desc()).limit(FUZZY_CANDIDATES)


def score(query_text: str, fields) -> tuple[int, bool]:
    """(score, exact substring) per spec: exact 100, substring 80, else rapidfuzz WRatio."""
    wanted = utils.default_process(query_text)
    texts = [utils.default_process(f) for f in fields if f]
    if any(t == wanted for t in texts):
        return EXACT_SCORE, True
    if any(wanted in t for t in texts):
        return SUBSTRING_SCORE, True
    if len(wanted) < 3:
        return 0, False
    best = max((fuzz.WRatio(wanted, t) for t in texts), default=0)
    return int(best), False


def rank(query_text: str, rows) -> list[str]:
    """Matching ids, exact substrings first, then by score, then newest."""
    scored = []
    for row in rows:
        value, substring = score(query_text, row[1:7])
        if value >= THRESHOLD:
            scored.append((value + (EXACT_SUBSTRING_RANK if substring else 0), row[7], row[0]))
    scored.sort(key=lambda item: (item[0], item[1], item[2]), reverse=True)
    return [item[2] for item in scored]


def _search_page(session, viewer, query_text, filters, size, position) -> dict:
    if not utils.default_process(query_text):
        return {"portfolios": [], "nextCursor": None, "total": 0}
    if session.get_bind().dialect.name == "postgresql":
        session.exec(text("SELECT set_config('pg_trgm.word_similarity_threshold', '0.3', true)"))
    ordered = rank(query_text, _candidates(session, query_text, filters))
    offset = 0
    if position is not None:
        offset = position.get("o")
        if not isinstance(offset, int) or offset < 0:
            raise Invalid(BAD_CURSOR)
    page_ids = ordered[offset:offset + size]
    rows = {p.id: p for p in session.exec(select(Portfolio).where(Portfolio.id.in_(page_ids)))} \
        if page_ids else {}
    page = [rows[i] for i in page_ids if i in rows]
    more = offset + size < len(ordered)
    return {"portfolios": portfolios_json(session, page, viewer),
            "nextCursor": encode_cursor({"o": offset + size}) if more else None,
            "total": len(ordered)}
