"""Search candidates through the word index (models/search_index.py).

Each query word's lookups become the indexed words holding them (found in the in-memory
dictionary: anywhere in a word, or at its start). The database then reads those words'
postings by equality on the word (index ranges, no table rows) and intersects them per query
word (or unites them all), newest item first; the items are read by their numbers with the
feed's filters, a batch at a time, until enough pass."""

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence

from ...models.search_index import POSTINGS_TABLE
from .search_terms import QueryWord

FIRST_BATCH = 400  # item numbers read by the first statement, newest first (most pass)
GROWTH = 4         # each further statement this many times the last (selective filters)
MAX_BATCH = 6400
COUNTED = 20_000   # SQLite counts each query word's postings up to this many
SORTED_ENTRY_COST = 3  # a posting put in INTERSECT's temporary b-tree, in primary-key probes
TOP = 2 ** 62     # above every item number

# rows_for(item numbers, at most n) -> rows (id, search_text, owner_location, created_at)
RowsFor = Callable[[list[int], int], list]


class WordFinder:
    """The dictionary's words holding a spelling anywhere, or starting with it."""

    def __init__(self, words: Sequence[str]):
        self.words = words  # sorted
        self.text = "\n".join(words)
        self.starts, at = [], 0
        for word in words:
            self.starts.append(at)
            at += len(word) + 1

    def starting(self, prefix: str) -> list[str]:
        """Words beginning with the prefix (a range of the sorted list)."""
        first = bisect_left(self.words, prefix)
        last = bisect_left(self.words, prefix + "\U0010ffff", first)
        return list(self.words[first:last])

    def containing(self, part: str) -> list[str]:
        """Words with the part anywhere in them."""
        found, at = [], self.text.find(part)
        while at >= 0:
            index = bisect_right(self.starts, at) - 1
            found.append(self.words[index])
            following = index + 1
            if following >= len(self.starts):
                break
            at = self.text.find(part, self.starts[following])
        return found


def indexed_words(word: QueryWord, finder: WordFinder) -> list[str]:
    """The indexed words a query word's lookups reach (QueryWord.lookups: a leading space asks
    for a word's start); each lookup itself too, in case the dictionary has not seen it yet."""
    found: dict[str, None] = {}
    for lookup in word.lookups:
        spelling = lookup.lstrip(" ")
        found[spelling] = None
        matches = finder.starting(spelling) if lookup.startswith(" ") \
            else finder.containing(spelling)
        found.update(dict.fromkeys(matches))
    return list(found)


def _words_clause(connection, words: list[str]) -> tuple[str, tuple]:
    """`word IN (…)`: one array parameter on PostgreSQL (one statement text for any count)."""
    if connection.dialect.name == "postgresql":
        return "word = ANY(%s)", (list(words),)
    return f"word IN ({', '.join('?' * len(words))})", tuple(words)


def _sizes(connection, groups: list[list[str]]) -> list[int]:
    """Each group's postings, counted up to COUNTED (one statement, index entries only)."""
    clauses = [_words_clause(connection, g) for g in groups]
    counts = ", ".join(f"(SELECT count(*) FROM (SELECT 1 FROM {POSTINGS_TABLE} WHERE {c} "
                       f"LIMIT {COUNTED}) AS g{n})" for n, (c, _v) in enumerate(clauses))
    return list(_fetch(connection, f"SELECT {counts}", tuple(v for _c, vs in clauses
                                                                for v in vs))[0])


def _every_sql(connection, groups: list[list[str]]):
    """(SQL, params(below, count)) for items holding every group's words. The smallest group
    is read and the others probed for its items (EXISTS: primary-key lookups, a probe per
    item and word), unless that costs more than sorting every posting (INTERSECT; SQLite,
    from counts capped at COUNTED); PostgreSQL's planner picks for itself from the word
    statistics."""
    mark = "?" if connection.dialect.name == "sqlite" else "%s"
    if connection.dialect.name == "sqlite":
        sizes = _sizes(connection, groups)
        driver = sizes.index(min(sizes))
        probes = min(sizes) * sum(len(g) for n, g in enumerate(groups) if n != driver)
        if probes > SORTED_ENTRY_COST * sum(sizes):
            arms, parts = [], []
            for group in groups:
                clause, values = _words_clause(connection, group)
                arms.append(f"SELECT doc FROM {POSTINGS_TABLE} WHERE {clause} AND doc < ?")
                parts.append(values)
            sql = f"SELECT doc FROM ({' INTERSECT '.join(arms)}) AS m ORDER BY doc DESC LIMIT ?"
            return sql, lambda below, count: (*(v for p in parts for v in (*p, below)), count)
        groups = [g for _size, _n, g in sorted(zip(sizes, range(len(groups)), groups))]
    (first, first_values), *others = [_words_clause(connection, g) for g in groups]
    probes = "".join(f" AND EXISTS (SELECT 1 FROM {POSTINGS_TABLE} AS x{n} WHERE x{n}.{clause} "
                     f"AND x{n}.doc = a.doc)" for n, (clause, _v) in enumerate(others))
    sql = (f"SELECT DISTINCT a.doc FROM {POSTINGS_TABLE} AS a WHERE a.{first} AND a.doc < {mark}"
           f"{probes} ORDER BY a.doc DESC LIMIT {mark}")
    rest = tuple(v for _c, values in others for v in values)
    return sql, lambda below, count: (*first_values, below, *rest, count)


def _numbers_sql(connection, groups: list[list[str]], every: bool):
    """(SQL, params(below, count)): the numbers of the newest `count` items below a bound
    holding every group's words (or any)."""
    if every and len(groups) > 1:
        return _every_sql(connection, groups)
    words = list(dict.fromkeys(w for g in groups for w in g))
    if connection.dialect.name == "postgresql":
        # Each word's newest postings only (a backward index range that stops early): the
        # newest items of their union are among them.
        return ("SELECT DISTINCT p.doc FROM unnest(%s::text[]) AS w(word) CROSS JOIN LATERAL "
                f"(SELECT doc FROM {POSTINGS_TABLE} AS s WHERE s.word = w.word AND s.doc < %s "
                "ORDER BY s.doc DESC LIMIT %s) AS p ORDER BY p.doc DESC LIMIT %s",
                lambda below, count: (words, below, count, count))
    clause, values = _words_clause(connection, words)
    return (f"SELECT DISTINCT doc FROM {POSTINGS_TABLE} WHERE {clause} AND doc < ? "
            "ORDER BY doc DESC LIMIT ?", lambda below, count: (*values, below, count))


def _fetch(connection, sql: str, params: tuple) -> list[tuple]:
    """The rows of one statement given in the driver's own parameter style."""
    return connection.exec_driver_sql(sql, params).all()


def newest(connection, groups: list[list[str]], every: bool, rows_for: RowsFor,
           limit: int) -> list:
    """The newest `limit` items (filtered) holding every group's words, or any."""
    sql, params = _numbers_sql(connection, groups, every)
    rows, below, size = [], TOP, FIRST_BATCH
    while len(rows) < limit:
        docs = [d for (d,) in _fetch(connection, sql, params(below, size))]
        if docs:
            rows += rows_for(docs, limit - len(rows))
        if len(docs) < size:
            break
        below, size = docs[-1], min(size * GROWTH, MAX_BATCH)
    return rows


def matching(connection, groups: list[list[str]], rows_for: RowsFor,
             limit: int) -> tuple[list, bool]:
    """(rows, more exist): the newest `limit` items holding every group's words (each group:
    one query word's indexed words), then, when fewer and there are several groups, the newest
    `limit` holding any."""
    rows = newest(connection, groups, True, rows_for, limit)
    if len(rows) >= limit or len(groups) < 2:
        return rows, len(rows) >= limit
    seen = {r[0] for r in rows}
    extra = newest(connection, groups, False, rows_for, limit)
    return rows + [r for r in extra if r[0] not in seen], len(extra) >= limit
