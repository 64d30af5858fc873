"""A signed-in viewer's own marks on a shared page of cards: admired, appreciated and shared,
and the unmasked title and description of the viewer's own works (contact details are shown
to their owner), read in one indexed query over the page's ids and merged into a copy; on a
talent's page, the same query also reads the viewer's marks of the talent (admired,
appreciated, shared, saved)."""

from functools import lru_cache

from sqlmodel import Session

OWN = "own"
# read_marks' key of the page's person (a talent): {"admire": True, ..., "saved": True}. Item ids
# are 32 hex digits, so it is never an item's.
PERSON = "person"


def placeholder(paramstyle: str) -> str:
    """A positional parameter in the driver's style (sqlite3: ?, psycopg: %s)."""
    return "?" if paramstyle == "qmark" else "%s"


@lru_cache(maxsize=512)
def _marks_sql(paramstyle: str, ids: int, own: int, person: bool = False) -> str:
    """The viewer's interactions with the page's items (the unique (actor, kind, target)
    index), the texts of their own items on it (by primary key) and, with `person`, their
    interactions with that person and whether they saved them (both by key)."""
    p = placeholder(paramstyle)
    parts = []
    if ids:
        parts.append("SELECT target_id, kind, NULL, NULL FROM interactions WHERE actor_id = "
                     f"{p} AND target_kind = 'portfolio' AND target_id IN "
                     f"({', '.join([p] * ids)})")
    if own:
        parts.append(f"SELECT id, '{OWN}', title, description FROM portfolios "
                     f"WHERE user_id = {p} AND id IN ({', '.join([p] * own)})")
    if person:
        parts.append(f"SELECT '{PERSON}', kind, NULL, NULL FROM interactions WHERE actor_id = "
                     f"{p} AND target_kind = 'user' AND target_id = {p}")
        parts.append(f"SELECT '{PERSON}', 'saved', NULL, NULL FROM saved_talent "
                     f"WHERE user_id = {p} AND talent_id = {p}")
    return " UNION ALL ".join(parts)


def _statement(paramstyle: str, viewer_id: str, items: list[dict],
               person: str | None = None) -> tuple[str, tuple]:
    own = [item["_id"] for item in items if item["userId"] == viewer_id]
    params = (viewer_id, *(item["_id"] for item in items)) if items else ()
    if own:
        params += (viewer_id, *own)
    if person:
        params += (viewer_id, person, viewer_id, person)
    return _marks_sql(paramstyle, len(items), len(own), bool(person)), params


def _collect(rows) -> dict[str, dict]:
    marks: dict[str, dict] = {}
    for item_id, kind, title, description in rows:
        marks.setdefault(item_id, {})[kind] = (title, description) if kind == OWN else True
    return marks


def read_marks(session: Session, viewer_id: str, items: list[dict],
               person: str | None = None) -> dict[str, dict]:
    """{item id: {kind: True, ..., "own": (title, description)}} for the items the viewer
    marked or owns; with `person` (a user id), also {PERSON: {kind: True, ..., "saved": True}}
    when the viewer marked or saved that person."""
    if not items and not person:
        return {}
    if session.new or session.dirty or session.deleted:
        session.flush()  # as the ORM's autoflush would before a query
    connection = session.connection()
    sql, params = _statement(connection.dialect.paramstyle, viewer_id, items, person)
    return _collect(connection.exec_driver_sql(sql, params))


def _version_sql(paramstyle: str) -> str:
    return f"SELECT NULL, NULL, NULL, NULL, token_version FROM users WHERE id = " \
           f"{placeholder(paramstyle)}"


def version_and_marks_statement(paramstyle: str, viewer_id: str,
                                items: list[dict]) -> tuple[str, tuple]:
    """(SQL, parameters) reading the viewer's stored token version, a row of its own with the
    version in a fifth column, and read_marks()' rows, in one round trip."""
    sql, params = _version_sql(paramstyle), (viewer_id,)
    if items:
        marks_sql, marks_params = _statement(paramstyle, viewer_id, items)
        sql += f" UNION ALL SELECT *, NULL FROM ({marks_sql}) AS marks"
        params += marks_params
    return sql, params


def version_and_marks(rows) -> tuple[int | None, dict[str, dict]]:
    """(the stored token version or None, read_marks()) from that statement's rows."""
    version, marks = None, []
    for row in rows:
        if row[0] is None:
            version = row[4]
        else:
            marks.append(row[:4])
    return version, _collect(marks)


def read_version_and_marks(cursor, paramstyle: str, viewer_id: str,
                           items: list[dict]) -> tuple[int | None, dict[str, dict]]:
    """version_and_marks() on a DB-API cursor (db.kept_cursor)."""
    sql, params = version_and_marks_statement(paramstyle, viewer_id, items)
    cursor.execute(sql, params)
    return version_and_marks(cursor.fetchall())


def marked_item(item: dict, marks: dict) -> dict:
    """One card with one viewer's marks (a copy)."""
    body = {**item, "admired": "admire" in marks, "appreciated": "appreciate" in marks,
            "shared": "share" in marks}
    if OWN in marks:
        body["title"], body["description"] = marks[OWN]
    return body


def with_marks(page: dict, marks: dict[str, dict]) -> dict:
    """A copy of a shared feed page with one viewer's marks (the page itself is unchanged)."""
    return {**page, "portfolios": [marked_item(item, marks.get(item["_id"], {}))
                                   for item in page["portfolios"]]}


def marked(session: Session, viewer_id: str, page: dict) -> dict:
    """The shared page as this viewer sees it."""
    return with_marks(page, read_marks(session, viewer_id, page["portfolios"]))
