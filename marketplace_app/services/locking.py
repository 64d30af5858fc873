"""Row locks that work the same on PostgreSQL and SQLite."""

from sqlalchemy import update
from sqlmodel import Session, select


def lock_row(session: Session, model, key):
    """Load a row for update: FOR UPDATE on PostgreSQL; on SQLite a no-op UPDATE first takes the
    database's write lock, so the row read next cannot change before this transaction ends."""
    if session.get_bind().dialect.name == "sqlite":
        session.execute(update(model).where(model.id == key).values(id=model.id))
    return session.exec(select(model).where(model.id == key).with_for_update()
                        .execution_options(populate_existing=True)).first()
