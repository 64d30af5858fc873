"""Which public pages the sitemap lists: visible portfolios and the talent who own one,
read from the database at request time in primary-key order, one bounded page at a time."""

from datetime import datetime

from sqlalchemy import exists, func
from sqlmodel import Session, select

from ...models.portfolio import Portfolio
from ...models.user import User
from ..portfolios.visibility import public_clause

PAGE_SIZE = 50_000  # the sitemap protocol's limit of URLs per file
KINDS = ("portfolios", "talent")
# With the trailing slash the production server redirects to, so crawlers follow no 307.
ROUTES = {"portfolios": "/portfolio-detail/{id}/", "talent": "/talent-detail/{id}/"}


def _has_public_work():
    """SQL condition of a user with at least one visible portfolio (read by the owner index)."""
    return exists().where(Portfolio.user_id == User.id, public_clause())


def _count(session: Session, kind: str) -> int:
    if kind == "portfolios":
        return session.exec(select(func.count()).select_from(Portfolio)
                            .where(public_clause())).one()
    return session.exec(select(func.count()).select_from(User).where(_has_public_work())).one()


def page_counts(session: Session) -> dict[str, int]:
    """How many sitemap files each kind needs (at least one, even when empty)."""
    return {kind: max(1, -(-_count(session, kind) // PAGE_SIZE)) for kind in KINDS}


def entries(session: Session, kind: str, page: int = 1,
            size: int | None = None) -> list[tuple[str, datetime]]:
    """(path, last modified) of one page of a kind, ordered by id; [] past the end."""
    size = size or PAGE_SIZE
    if kind not in KINDS or page < 1:
        return []
    model = Portfolio if kind == "portfolios" else User
    where = public_clause() if kind == "portfolios" else _has_public_work()
    rows = session.exec(select(model.id, model.updated_at).where(where).order_by(model.id)
                        .offset((page - 1) * size).limit(size)).all()
    return [(ROUTES[kind].format(id=row_id), stamp) for row_id, stamp in rows]
