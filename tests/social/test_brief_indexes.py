"""/browse and the matching-talent notice read index ranges, never the whole table (SQLite's
EXPLAIN QUERY PLAN of the statements the services run)."""

import pytest
from sqlalchemy import event

from marketplace_app.services.social import briefs
from tests.social.test_briefs import client, form


@pytest.fixture
def statements(session):
    """The SELECTs on briefs and talent_listings the session runs, with their parameters."""
    if session.get_bind().dialect.name != "sqlite":
        pytest.skip("the plan is read from SQLite's EXPLAIN QUERY PLAN")
    seen = []

    def keep(_conn, _cursor, statement, parameters, _context, _many):
        if statement.lstrip().upper().startswith("SELECT") and (
                "FROM briefs" in statement or "FROM talent_listings" in statement):
            seen.append((statement, parameters))

    engine = session.get_bind()
    event.listen(engine, "before_cursor_execute", keep)
    yield seen
    event.remove(engine, "before_cursor_execute", keep)


def _plans(session, seen) -> list[str]:
    connection = session.connection().connection.driver_connection
    return [" ".join(str(row[-1]) for row in connection.execute(
        "EXPLAIN QUERY PLAN " + statement, parameters)) for statement, parameters in seen]


@pytest.mark.parametrize("filters, index", [
    ({}, "ix_briefs_status_listed"),
    ({"category": "Photography"}, "ix_briefs_status_category_listed"),
    ({"city": "Jaipur"}, "ix_briefs_status_city_listed"),
])
def test_browse_reads_a_status_index_in_order(session, statements, filters, index):
    briefs.post_brief(session, actor=client(session), **form())
    statements.clear()
    briefs.browse(session, **filters)
    plan = _plans(session, statements)[0]
    assert index in plan and "TEMP B-TREE" not in plan, plan


def test_matching_talent_are_read_through_the_city_index(session, statements):
    briefs.post_brief(session, actor=client(session), **form())
    plan = next(p for p in _plans(session, statements) if "talent_listings" in p.lower()
                or "ix_talent_listings" in p)
    assert "ix_talent_listings_city" in plan and "TEMP B-TREE" not in plan, plan
