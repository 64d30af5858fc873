"""Print the query plans of the feed's first page, a filtered page and a search on the configured
database (EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite).

Usage: REFLEX_DB_URL=... python scripts/explain_feed.py
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import event  # noqa: E402

from marketplace_app.db import engine, session_scope  # noqa: E402
from marketplace_app.services.portfolios import feed_cache, search  # noqa: E402

REQUESTS = {"first page": {}, "category + city": {"category": "Photography", "location": "Mumbai"},
            "human-made + city": {"human_only": "true", "location": "Mumbai"},
            "category + city with visiting talent": {"category": "Photography",
                                                     "location": "Jaipur"},
            "search 'wedding drone reel delhi'": {"search": "wedding drone reel delhi"},
            "search 'gehne jaipur'": {"search": "gehne jaipur"},
            "search 'शादी फोटोग्राफर', category": {"search": "शादी फोटोग्राफर",
                                                   "category": "Photography"}}


def main() -> None:
    """Run each request once, explaining every SELECT it sends."""
    feed_cache.get = lambda _key: None
    postgres = engine.dialect.name == "postgresql"
    captured: list = []

    @event.listens_for(engine, "before_cursor_execute")
    def _capture(_conn, _cursor, statement, parameters, _context, _many):
        if statement.lstrip().upper().startswith("SELECT") and "EXPLAIN" not in statement:
            captured.append((statement, parameters))

    for name, params in REQUESTS.items():
        captured.clear()
        with session_scope() as session:
            search.feed(session, **params)
        statements = list(captured)
        print(f"\n=== {name}: {len(statements)} statements")
        with engine.connect() as conn:
            for statement, parameters in statements:
                prefix = "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) " if postgres \
                    else "EXPLAIN QUERY PLAN "
                print("--", " ".join(statement.split())[:300])
                rows = conn.exec_driver_sql(prefix + statement, parameters).all()
                for row in rows:
                    print("   ", row[-1] if not postgres else row[0])


if __name__ == "__main__":
    main()
