"""The feed: filters, keyset pagination, and multi-word fuzzy search (candidates found through
the database's trigram index, then ranked by services/portfolios/ranking.py).

Every list reads an index range: the feed's order (created_at, id) ends each filter index, the
count stops at TOTAL_CAP, and search ranks at most SEARCH_CANDIDATES of the newest matches.
`total` is an exact number, or a text such as "10,000+" when there are more than counted."""

import base64
import json
import re
from dataclasses import dataclass
from datetime import datetime

from rapidfuzz import fuzz
from sqlalchemy import column, func, literal, literal_column, or_, table, text, tuple_
from sqlmodel import Session, select

from ... import catalog
from ...i18n.devanagari import to_latin_query
from ...models.portfolio import Portfolio
from ...models.search_index import FTS_TABLE
from ...models.user import User
from ..errors import Invalid
from . import feed_cache, ranking
from .portfolio_views import card_rows_json, card_select, cards_json
from .ranking import EXACT_SCORE, SUBSTRING_SCORE
from .search_index import dictionary
from .search_terms import (THRESHOLD, QueryWord, document_text, normalize, query_words,
                           words_of)
from .visibility import public_clause

DEFAULT_LIMIT, MAX_LIMIT = 24, 100
MAX_QUERY = 100
TOTAL_CAP = 10_000
SEARCH_CANDIDATES = 300
SHORT_WORD_WINDOW = 2_000
BAD_LIMIT = "limit must be a whole number from 1 to 100"
BAD_CURSOR = "Invalid cursor"
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_FTS = table(FTS_TABLE, column("rowid"))
_ROWID = literal_column("portfolios.rowid")


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
    """Public items matching the filters (one table: the owner's city and level are copied)."""
    query = query.where(public_clause())
    if filters.category:
        query = query.where(Portfolio.category == filters.category)
    if filters.subcategory:
        query = query.where(func.lower(Portfolio.subcategory).contains(
            filters.subcategory.lower(), autoescape=True))
    if filters.location:
        query = query.where(Portfolio.owner_location == filters.location)
    if filters.experience:
        query = query.where(Portfolio.owner_experience == filters.experience)
    return query


def cached_page(*, search=None, category=None, subcategory=None, location=None,
                experience=None, limit=None, cursor=None) -> dict | None:
    """An anonymous visitor's page if one was computed in the last seconds (no database)."""
    return feed_cache.get((search, category, subcategory, location, experience, limit, cursor))


def feed(session: Session, *, viewer: User | None = None, search=None, category=None,
         subcategory=None, location=None, experience=None, limit=None, cursor=None) -> dict:
    """GET /all: {portfolios, nextCursor, total}."""
    key = (search, category, subcategory, location, experience, limit, cursor)
    if viewer is None and (page := feed_cache.get(key)) is not None:
        return page
    generation = feed_cache.generation()
    page = _feed(session, viewer, search, category, subcategory, location, experience, limit,
                 cursor)
    if viewer is None:
        feed_cache.put(key, page, generation)
    return page


def _feed(session, viewer, search, category, subcategory, location, experience, limit,
          cursor) -> dict:
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


def capped_total(count: int, cap: int) -> int | str:
    """An exact count, or "10,000+" style text when counting stopped at the cap."""
    return count if count <= cap else f"{cap:,}+"


def count_visible(session: Session, filters: Filters) -> int | str:
    """How many public items match, counting at most TOTAL_CAP + 1 index entries (kept like
    a page: the same for every viewer, forgotten on any write)."""
    key = ("count", filters)
    if (kept := feed_cache.get(key)) is not None:
        return kept
    generation = feed_cache.generation()
    matching = _filtered(select(literal(1)).select_from(Portfolio), filters) \
        .limit(TOTAL_CAP + 1).subquery()
    total = capped_total(session.connection().execute(
        select(func.count()).select_from(matching)).scalar_one(), TOTAL_CAP)
    feed_cache.put(key, total, generation)
    return total


def _browse_page(session, viewer, filters, size, position) -> dict:
    query = _filtered(card_select(), filters)
    if position is not None:
        try:
            created, last_id = datetime.fromisoformat(position["c"]), str(position["i"])
        except (KeyError, TypeError, ValueError):
            raise Invalid(BAD_CURSOR) from None
        query = query.where(tuple_(Portfolio.created_at, Portfolio.id) < tuple_(
            literal(created, Portfolio.created_at.type), literal(last_id)))
    rows = session.connection().execute(query.order_by(
        Portfolio.created_at.desc(), Portfolio.id.desc()).limit(size + 1)).all()
    page, more = rows[:size], len(rows) > size
    next_cursor = encode_cursor({"c": page[-1].created_at.isoformat(), "i": page[-1].id}) \
        if more else None
    total = len(rows) if position is None and not more else count_visible(session, filters)
    return {"portfolios": card_rows_json(session, page, viewer),
            "nextCursor": next_cursor, "total": total}


def _candidate_columns():
    return select(Portfolio.id, Portfolio.search_text, Portfolio.owner_location,
                  Portfolio.created_at)


def _fts_expression(words: list[QueryWord], joiner: str) -> str:
    groups = ["(" + " OR ".join('"' + v.replace('"', '""') + '"' for v in w.indexed) + ")"
              for w in words]
    return f" {joiner} ".join(groups)


def _matching(session, words: list[QueryWord], filters: Filters, every_word: bool, limit: int):
    """The newest items holding every (or any) query word through the trigram index."""
    if session.get_bind().dialect.name == "sqlite":
        expression = _fts_expression(words, "AND" if every_word else "OR")
        query = (_candidate_columns().select_from(_FTS).join(Portfolio, _ROWID == _FTS.c.rowid)
                 .where(text(f"{FTS_TABLE} MATCH :terms").bindparams(terms=expression))
                 .order_by(_FTS.c.rowid.desc()))
    else:
        groups = [or_(*(Portfolio.search_text.contains(v, autoescape=True) for v in w.indexed))
                  for w in words]
        condition = groups[0]
        for group in groups[1:]:
            condition = (condition & group) if every_word else (condition | group)
        query = _candidate_columns().where(condition).order_by(
            Portfolio.created_at.desc(), Portfolio.id.desc())
    return session.exec(_filtered(query, filters).limit(limit)).all()


def _short_word_matches(session, words: list[QueryWord], filters: Filters):
    """Queries of only one- and two-letter words: looked for among the newest items."""
    newest = _filtered(select(Portfolio.id), filters).order_by(
        Portfolio.created_at.desc(), Portfolio.id.desc()).limit(SHORT_WORD_WINDOW).subquery()
    window = session.exec(select(func.count()).select_from(newest)).one()
    condition = or_(*(Portfolio.search_text.contains(w.text, autoescape=True) for w in words))
    rows = session.exec(_candidate_columns().where(Portfolio.id.in_(select(newest.c.id)))
                        .where(condition).limit(SEARCH_CANDIDATES)).all()
    return rows, window >= SHORT_WORD_WINDOW or len(rows) >= SEARCH_CANDIDATES


def candidates(session: Session, words: list[QueryWord],
               filters: Filters) -> tuple[list[ranking.Candidate], bool]:
    """Items that may match, and whether more exist than were read (never a full load)."""
    indexed = [w for w in words if w.indexed]
    if not indexed:
        rows, capped = _short_word_matches(session, words, filters)
    else:
        rows = list(_matching(session, indexed, filters, True, SEARCH_CANDIDATES))
        capped = len(rows) >= SEARCH_CANDIDATES
        if not capped and len(indexed) > 1:
            seen = {r[0] for r in rows}
            extra = _matching(session, indexed, filters, False, SEARCH_CANDIDATES)
            rows += [r for r in extra if r[0] not in seen]
            capped = len(extra) >= SEARCH_CANDIDATES
    return [ranking.Candidate(*r) for r in rows], capped


def ranked_ids(session: Session, query_text: str, filters: Filters = Filters()):
    """(ids best first, capped): the ranking the feed, the header preview and tests share.
    Hindi words typed in Devanagari become the English words portfolios are written in."""
    query_text = to_latin_query(query_text)
    words = query_words(query_text, dictionary(session))
    if not words:
        return [], False
    found, capped = candidates(session, words, filters)
    return ranking.rank(query_text, words, found), capped


def score(query_text: str, fields) -> tuple[int, bool]:
    """(score, exact substring) of one item per spec: a field equal to the query 100, the query
    inside a field 80, else the mean over query words of each word's best score (exact word
    100, inside a word 80, fuzzy ratio when at least the threshold)."""
    wanted = normalize(query_text)
    texts = [normalize(f) for f in fields if f]
    if any(t == wanted for t in texts):
        return EXACT_SCORE, True
    if wanted and any(wanted in t for t in texts):
        return SUBSTRING_SCORE, True
    words, tokens = wanted.split(), {w for t in texts for w in t.split()}
    if len(wanted) < 3 or not words or not tokens:
        return 0, False
    best = []
    for word in words:
        found = [EXACT_SCORE if word == t else SUBSTRING_SCORE if word in t
                 else fuzz.ratio(word, t) for t in tokens]
        best.append(max(v for v in found if v >= THRESHOLD) if max(found) >= THRESHOLD else 0)
    return int(sum(best) / len(words)), False


def rank(query_text: str, rows) -> list[str]:
    """Ids of matching rows (id, title, description, category, subcategory, owner name,
    username, created_at), best first, by the same rules as the feed's search."""
    candidates = [ranking.Candidate(row[0], document_text(
        title=row[1], description=row[2], category=row[3], subcategory=row[4],
        owner_name=row[5], owner_username=row[6], owner_city=None), None, row[7])
        for row in rows]
    dictionary_words = sorted({w for c in candidates for w in words_of(c.search_text)})
    return ranking.rank(query_text, query_words(query_text, dictionary_words), candidates)


def _search_page(session, viewer, query_text, filters, size, position) -> dict:
    offset = 0
    if position is not None:
        offset = position.get("o")
        if not isinstance(offset, int) or offset < 0:
            raise Invalid(BAD_CURSOR)
    ordered, capped = ranked_ids(session, query_text, filters)
    page_ids = ordered[offset:offset + size]
    more = offset + size < len(ordered)
    total = f"{len(ordered):,}+" if capped else len(ordered)
    return {"portfolios": cards_json(session, page_ids, viewer),
            "nextCursor": encode_cursor({"o": offset + size}) if more else None,
            "total": total}
