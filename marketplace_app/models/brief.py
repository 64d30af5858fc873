"""Briefs (a client's posted job) and the proposals talent send for them."""

from datetime import date, datetime

from sqlalchemy import JSON, Column, Date, DateTime, Index, UniqueConstraint
from sqlmodel import Field, SQLModel

from .base import new_id, utcnow


def _timestamp() -> Column:
    return Column(DateTime(timezone=True), nullable=False, default=utcnow)


class Brief(SQLModel, table=True):
    """A job a client posts: draft, open, closed or in_progress
    (services/social/briefs.py). `listed_at` is when it last opened: /browse lists newest
    first by it, through the indexes below, which start with the status."""

    __tablename__ = "briefs"
    __table_args__ = (
        Index("ix_briefs_status_listed", "status", "listed_at", "id"),
        Index("ix_briefs_status_category_listed", "status", "category", "listed_at", "id"),
        Index("ix_briefs_status_city_listed", "status", "city", "listed_at", "id"),
        Index("ix_briefs_client_status", "client_id", "status", "created_at"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    client_id: str = Field(foreign_key="users.id", max_length=32)
    title: str = Field(max_length=120)
    description: str = Field(max_length=4000)
    category: str = Field(max_length=60)
    subcategory: str = Field(default="", max_length=60)
    city: str | None = Field(default=None, max_length=60)  # None: remote
    date_from: date = Field(sa_column=Column(Date, nullable=False))
    date_to: date = Field(sa_column=Column(Date, nullable=False))
    budget_min: int
    budget_max: int
    deliverables: str = Field(default="", max_length=2000)
    closes_on: date = Field(sa_column=Column(Date, nullable=False))
    status: str = Field(default="draft", max_length=12)
    search_text: str = Field(default="", max_length=8000)
    created_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
    updated_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
    listed_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())


class Proposal(SQLModel, table=True):
    """One talent's answer to a brief (one per talent per brief): pending, shortlisted,
    accepted, declined or withdrawn; an accepted one points at the collaboration it made."""

    __tablename__ = "proposals"
    __table_args__ = (
        UniqueConstraint("brief_id", "talent_id", name="uq_proposals_brief_talent"),
        Index("ix_proposals_brief_created", "brief_id", "created_at"),
        Index("ix_proposals_talent_created", "talent_id", "created_at"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    brief_id: str = Field(foreign_key="briefs.id", max_length=32)
    talent_id: str = Field(foreign_key="users.id", max_length=32)
    message: str = Field(max_length=2000)
    price: int
    portfolio_ids: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    availability_note: str = Field(default="", max_length=500)
    status: str = Field(default="pending", max_length=12)
    collaboration_id: str | None = Field(default=None, foreign_key="collaborations.id",
                                         max_length=32)
    created_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
    updated_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
