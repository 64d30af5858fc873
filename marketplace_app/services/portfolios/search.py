"""The feed: filters, keyset pagination, and multi-word fuzzy search (candidates found through
the word index, services/portfolios/search_postings.py, then ranked by ranking.py).

Every list reads an index range: the feed's order (created_at, id) ends each filter index, the
count stops at TOTAL_CAP, and search ranks at most SEARCH_CANDIDATES of the newest matches.
`total` is an exact number, or a text such as "10,000+" when there are more than counted."""

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from rapidfuzz import fuzz
from sqlalchemy import (BigInteger, and_, any_, bindparam, column, func, literal, literal_column,
                        or_, table, tuple_)
from sqlalchemy.dialects.postgresql import ARRAY
from sqlmodel import Session, select

from ... import catalog
from ...i18n.devanagari import romanized, to_latin_query
from ...models.portfolio import Portfolio
from ...models.search_index import DOCS_TABLE
from ...models.user import User
from ..accounts.auth import Viewer
from ..errors import Invalid
from ..numbers import whole
from ..social.availability import visiting_users
from ..social.collaboration_rules import parse_date, today_in_india
from . import (cursors, feed_cache, ranking, search_postings, search_suggest, search_vocabulary,
               viewer_marks)
from .portfolio_views import card_rows_json, card_select, cards_by_id, cards_json
from .ranking import EXACT_SCORE, SUBSTRING_SCORE
from .search_index import dictionary, sounds, word_finder
from .search_terms import (THRESHOLD, QueryWord, document_text, normalize, query_words,
                           words_of)
from .visibility import public_clause

DEFAULT_LIMIT, MAX_LIMIT = 24, 100
MAX_QUERY = 100
TOTAL_CAP = 10_000
SEARCH_CANDIDATES = 300
SHORT_WORD_WINDOW = 2_000
BAD_LIMIT = "limit must be a whole number from 1 to 100"
BAD_CURSOR = cursors.BAD_CURSOR
MAX_OFFSET = 10 ** 6
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


@dataclass(frozen=True)
class Filters:
    """Feed filters, already canonical; `impossible` when a value matches nothing."""

    category: str | None = None
    subcategory: str | None = None
    location: str | None = None
    experience: str | None = None
    impossible: bool = False
    # With a location: also talent with an availability window there overlapping these dates.
    available_from: date | None = None
    available_to: date | None = None
    human_only: bool = False


def clean_query(value) -> str:
    """Search text without control characters, at most MAX_QUERY characters."""
    if not isinstance(value, str):
        return ""
    return _CONTROL.sub(" ", value)[:MAX_QUERY].strip()


def parse_limit(value) -> int:
    """Page size: default 24, capped at 100."""
    if value in (None, ""):
        return DEFAULT_LIMIT
    limit = whole(value)
    if limit is None or limit < 1:
        raise Invalid(BAD_LIMIT)
    return min(limit, MAX_LIMIT)


def _flag(value) -> bool:
    return value is True or (isinstance(value, str) and value.strip().lower() in ("true", "1"))


def parse_filters(*, category=None, subcategory=None, location=None, experience=None,
                  available_from=None, available_to=None, human_only=None) -> Filters:
    """Canonical filter values; unknown values make the result empty rather than an error
    (unreadable dates are an Invalid error)."""
    start, end = parse_date(available_from), parse_date(available_to)
    # With a city, no day is in a range ending before it starts.
    impossible = bool(location and start and end and end < start)
    cat = None
    if category and category.strip().lower() not in ("all", "explore-all", "explore all"):
        found = catalog.find_category(category)
        cat, impossible = (found.name, impossible) if found else (None, True)
    city = level = None
    if location and location.strip():
        city = catalog.find_city(location)
        impossible = impossible or city is None
    if experience and experience.strip():
        level = catalog.canonical(experience, catalog.EXPERIENCE_LEVELS)
        impossible = impossible or level is None
    sub = clean_query(subcategory) or None
    return Filters(cat, sub, city, level, impossible, start, end, _flag(human_only))


def decode_cursor(value) -> dict | None:
    """The cursor's data (services/portfolios/cursors.py); Invalid when it is not one."""
    return cursors.decode(value)


def _location_clause(filters: Filters, part: str | None):
    """Items of talent living in the city ("home"), visiting it ("visiting": an availability
    window there, living elsewhere), or either (None)."""
    home = Portfolio.owner_location == filters.location
    visiting = Portfolio.user_id.in_(visiting_users(filters.location, filters.available_from,
                                                    filters.available_to))
    if part == "home":
        return home
    if part in ("visiting", "visiting-many"):
        if part == "visiting-many":
            # Many visitors: read the feed index in order and test each owner against the
            # list (`|| ''` keeps the planner off the per-owner index and its big sort).
            visiting = (Portfolio.user_id + "").in_(visiting_users(
                filters.location, filters.available_from, filters.available_to))
        return and_(visiting, or_(Portfolio.owner_location.is_(None),
                                  Portfolio.owner_location != filters.location))
    return or_(home, visiting)


def _filtered(query, filters: Filters, part: str | None = None):
    """Public items matching the filters (one table: the owner's city and level are copied).
    `part` picks one side of the location filter (see _location_clause)."""
    query = query.where(public_clause())
    if filters.human_only:
        query = query.where(Portfolio.ai_generated == False)  # noqa: E712
    if filters.category:
        query = query.where(Portfolio.category == filters.category)
    if filters.subcategory:
        query = query.where(func.lower(Portfolio.subcategory).contains(
            filters.subcategory.lower(), autoescape=True))
    if filters.location:
        query = query.where(_location_clause(filters, part))
    if filters.experience:
        query = query.where(Portfolio.owner_experience == filters.experience)
    return query


def page_key(*, search=None, category=None, subcategory=None, location=None, experience=None,
             limit=None, cursor=None, available_from=None, available_to=None,
             human_only=None) -> tuple:
    """The page cache's key of one feed address (its parameters as given)."""
    return (search, category, subcategory, location, experience, limit, cursor,
            available_from, available_to, human_only)


def cached_page(**params) -> dict | None:
    """An anonymous visitor's page if one was computed in the last seconds (no database)."""
    return feed_cache.get(page_key(**params))


def feed(session: Session, *, viewer: User | Viewer | None = None, **params) -> dict:
    """GET /all: {portfolios, nextCursor, total}. The page is the same for every reader and
    kept a few seconds (computed once for many concurrent misses); a signed-in viewer's own
    marks are then read in one query and merged in (viewer_marks.py)."""
    page = anonymous_page(session, **params)
    return page if viewer is None else viewer_marks.marked(session, viewer.id, page)


def anonymous_page(session: Session, *, search=None, category=None, subcategory=None,
                   location=None, experience=None, limit=None, cursor=None,
                   available_from=None, available_to=None, human_only=None) -> dict:
    """The shared page of one feed address, from the page cache or computed once."""
    key = page_key(search=search, category=category, subcategory=subcategory,
                   location=location, experience=experience, limit=limit, cursor=cursor,
                   available_from=available_from, available_to=available_to,
                   human_only=human_only)
    if (page := feed_cache.get(key)) is not None:
        return page
    filters = parse_filters(category=category, subcategory=subcategory, location=location,
                            experience=experience, available_from=available_from,
                            available_to=available_to, human_only=human_only)

    def compute() -> dict:
        generation = feed_cache.generation()
        page = _feed(session, None, search, filters, limit, cursor)
        feed_cache.put(key, page, generation)
        return page

    return feed_cache.once(key, compute)


def _feed(session, viewer, search, filters, limit, cursor) -> dict:
    size = parse_limit(limit)
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


def count_visible(session: Session, filters: Filters, parts: tuple | None = None) -> int | str:
    """How many public items match, counting at most TOTAL_CAP + 1 index entries (kept like
    a page: the same for every viewer, forgotten on any write). `parts`: _parts(), if known."""
    key = ("count", filters)
    if (kept := feed_cache.get(key)) is not None:
        return kept
    generation = feed_cache.generation()
    count = 0
    for part in parts or _parts(session, filters):
        # A count needs no order: visitors' items are always read by owner, up to the cap.
        part = "visiting" if part == "visiting-many" else part
        matching = _filtered(select(literal(1)).select_from(Portfolio), filters, part) \
            .limit(TOTAL_CAP + 1 - count).subquery()
        count += session.connection().execute(
            select(func.count()).select_from(matching)).scalar_one()
        if count > TOTAL_CAP:
            break
    total = capped_total(count, TOTAL_CAP)
    feed_cache.put(key, total, generation)
    return total


MANY_VISITORS = 40


def _parts(session, filters: Filters) -> tuple:
    """A location filter reads two index ranges (residents, visitors); others read one.
    A few visitors' items are found by owner and sorted; many are met in feed order."""
    if not filters.location:
        return (None,)
    users = visiting_users(filters.location, filters.available_from, filters.available_to)
    seen = session.connection().execute(select(func.count()).select_from(
        users.distinct().limit(MANY_VISITORS + 1).subquery())).scalar_one()
    return ("home", "visiting-many" if seen > MANY_VISITORS else "visiting")


def _newest_first_in(dialect: str, part: str | None) -> tuple:
    """The feed's order. A few visitors' items are read through the owner index and sorted:
    on SQLite a unary + keeps the planner from walking a feed index in order instead (with
    bound parameters it would, reading every row to test its owner)."""
    if part == "visiting" and dialect == "sqlite":
        return (literal_column("+portfolios.created_at").desc(),
                literal_column("+portfolios.id").desc())
    return Portfolio.created_at.desc(), Portfolio.id.desc()


def _browse_page(session, viewer, filters, size, position) -> dict:
    if position is not None and "c" not in position:  # a search's cursor: nothing after it
        return {"portfolios": [], "nextCursor": None, "total": count_visible(session, filters)}
    dialect = session.get_bind().dialect.name
    after = {} if position is None else {"after_c": position["c"], "after_i": position["i"]}
    connection = session.connection()  # Core rows: no ORM work per card
    rows, parts = [], _cached_parts(session, filters)
    for part in parts:
        # Visitors' items are sorted in a temporary b-tree: keep its rows narrow (ids only).
        narrow = part.startswith("visiting") if part else False
        query = _page_statement(filters, part, bool(after), size, dialect, _today(filters))
        found = connection.execute(query, after).all()
        if narrow and found:
            found = cards_by_id(connection, [r.id for r in found])
        rows += found
    if len(parts) > 1:  # merge the two newest-first runs
        rows = sorted(rows, key=lambda r: (r.created_at, r.id), reverse=True)[:size + 1]
    page, more = rows[:size], len(rows) > size
    next_cursor = cursors.after(page[-1].created_at, page[-1].id) if more else None
    total = len(rows) if position is None and not more else \
        count_visible(session, filters, parts)
    return {"portfolios": card_rows_json(session, page, viewer),
            "nextCursor": next_cursor, "total": total}


def _today(filters: Filters) -> date | None:
    """The day a location filter's visiting talent is read from, when no date is given."""
    return today_in_india() if filters.location and not filters.available_from else None


@lru_cache(maxsize=512)
def _page_statement(filters: Filters, part, has_after: bool, size: int, dialect: str,
                    _today: date | None):
    """One page's SELECT, built once per filter values (a statement built anew costs more
    than running it: SQLAlchemy derives its cache key); the cursor is bound at execution.
    `_today` only keys the cache: visiting talent's default start moves with the date."""
    narrow = part.startswith("visiting") if part else False
    query = _filtered(select(Portfolio.id) if narrow else card_select(), filters, part)
    if has_after:
        query = query.where(tuple_(Portfolio.created_at, Portfolio.id) < tuple_(
            bindparam("after_c", type_=Portfolio.created_at.type), bindparam("after_i")))
    order = _newest_first_in(dialect, part)
    return query.order_by(*order).limit(size + 1)


def _cached_parts(session, filters: Filters) -> tuple:
    """_parts(), kept like a count (availability windows change only through writes)."""
    if not filters.location:
        return (None,)
    key = ("parts", filters, _today(filters))
    if (kept := feed_cache.get(key)) is not None:
        return kept
    generation = feed_cache.generation()
    parts = _parts(session, filters)
    feed_cache.put(key, parts, generation)
    return parts


def _candidate_columns():
    return select(Portfolio.id, Portfolio.search_text, Portfolio.owner_location,
                  Portfolio.created_at)


_DOCS = table(DOCS_TABLE, column("doc"), column("portfolio_id"))


@lru_cache(maxsize=256)
def _rows_statement(filters: Filters, dialect: str, _today: date | None):
    """Numbered items by their numbers with the filters, newest first: primary-key lookups
    (`docs` and `n` bound when run; one array parameter on PostgreSQL). `_today` only keys
    the cache, as in _page_statement."""
    numbers = _DOCS.c.doc == any_(bindparam("docs", type_=ARRAY(BigInteger))) \
        if dialect == "postgresql" else _DOCS.c.doc.in_(bindparam("docs", expanding=True))
    query = (_candidate_columns().add_columns(_DOCS.c.doc).select_from(_DOCS)
             .join(Portfolio, Portfolio.id == _DOCS.c.portfolio_id)
             .where(numbers).order_by(_DOCS.c.doc.desc()))
    return _filtered(query, filters).limit(bindparam("n"))


def _matching(session, words: list[QueryWord], filters: Filters):
    """(rows, capped): the newest items holding every (else any) query word, found through
    the word index (services/portfolios/search_postings.py)."""
    connection = session.connection()  # Core rows: no ORM work per candidate
    finder = word_finder(session)
    statement = _rows_statement(filters, connection.dialect.name, _today(filters))

    def rows_for(docs: list[int], wanted: int) -> list:
        return [row[:4] for row in connection.execute(statement, {"docs": docs, "n": wanted})]

    groups = [search_postings.indexed_words(w, finder) for w in words]
    return search_postings.matching(connection, groups, rows_for, SEARCH_CANDIDATES)


def _short_word_matches(session, words: list[QueryWord], filters: Filters):
    """Queries of only one- and two-letter words: looked for among the newest items."""
    newest = _filtered(select(Portfolio.id), filters).order_by(
        Portfolio.created_at.desc(), Portfolio.id.desc()).limit(SHORT_WORD_WINDOW).subquery()
    connection = session.connection()  # Core rows: no ORM work per candidate
    window = connection.execute(select(func.count()).select_from(newest)).scalar_one()
    condition = or_(*(Portfolio.search_text.contains(w.text, autoescape=True) for w in words))
    rows = connection.execute(_candidate_columns().where(Portfolio.id.in_(select(newest.c.id)))
                              .where(condition).limit(SEARCH_CANDIDATES)).all()
    return rows, window >= SHORT_WORD_WINDOW or len(rows) >= SEARCH_CANDIDATES


def candidates(session: Session, words: list[QueryWord],
               filters: Filters) -> tuple[list[ranking.Candidate], bool]:
    """Items that may match, and whether more exist than were read (never a full load)."""
    indexed = [w for w in words if w.indexed]
    if not indexed:
        rows, capped = _short_word_matches(session, words, filters)
    else:
        rows, capped = _matching(session, indexed, filters)
    return [ranking.Candidate(*r) for r in rows], capped


def ranked_ids(session: Session, query_text: str, filters: Filters = Filters()):
    """(ids best first, capped): the ranking the feed, the header preview and tests share.
    Kept like a page (the same for every viewer, forgotten on writes) and computed once for
    concurrent misses: the next pages of a search, or another viewer, find it kept."""
    key = ("ranked", query_text, filters)

    def compute():
        generation = feed_cache.generation()
        ranked = _ranked(session, query_text, filters)
        feed_cache.put(key, ranked, generation)
        return ranked

    return feed_cache.once(key, compute)


def _ranked(session: Session, query_text: str, filters: Filters):
    # Hindi words typed in Devanagari become the English words portfolios are written in;
    # the exact-phrase rule compares the text as typed (Devanagari in its indexed Latin form).
    phrase = romanized(query_text)
    query_text = to_latin_query(query_text, search_vocabulary.hindi_terms())
    words = query_words(query_text, dictionary(session), sounds(session))
    if not words:
        return [], False
    found, capped = candidates(session, words, filters)
    return ranking.rank(phrase, words, found), capped


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
        offset = position.get("o", MAX_OFFSET)  # a browsing cursor: nothing after it
    ordered, capped = ranked_ids(session, query_text, filters)
    page_ids = ordered[offset:offset + size]
    more = offset + size < len(ordered)
    total = f"{len(ordered):,}+" if capped else len(ordered)
    return {"portfolios": cards_json(session, page_ids, viewer),
            "nextCursor": cursors.offset(offset + size) if more else None,
            "total": total,
            "suggestion": did_you_mean(session, query_text, filters, len(ordered))}


def did_you_mean(session: Session, query_text: str, filters: Filters = Filters(),
                 found: int | None = None) -> str | None:
    """A corrected query when this one finds nothing or almost nothing, else None (kept like
    the ranking: the same for every viewer, forgotten on writes)."""
    if found is None:
        found = len(ranked_ids(session, query_text, filters)[0])
    if found > search_suggest.FEW_RESULTS:
        return None
    key = ("suggestion", query_text, filters)
    if (kept := feed_cache.get(key)) is not None:
        return kept or None
    generation = feed_cache.generation()
    corrected = search_suggest.suggestion(
        query_text, found, dictionary(session), sounds(session),
        lambda q: len(ranked_ids(session, q, filters)[0]))
    feed_cache.put(key, corrected or "", generation)
    return corrected
