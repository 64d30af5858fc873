"""Fill an empty database with demo content (a later issue adds portfolios)."""

from .db import session_scope
from .services.auth import count_users


def main() -> None:
    """Seed only when the database has no users."""
    with session_scope() as session:
        if count_users(session):
            print("Database already has data; leaving it alone.")
            return
    print("Database is empty; demo content comes with the portfolio issue.")


if __name__ == "__main__":
    main()
