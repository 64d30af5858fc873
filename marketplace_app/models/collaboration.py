"""Collaboration requests ("Let's {product}") from one user to a talent."""

from datetime import date, datetime

from sqlalchemy import JSON, Column, Date, DateTime, Index
from sqlmodel import Field, SQLModel

from .base import new_id, utcnow


def _timestamp() -> Column:
    return Column(DateTime(timezone=True), nullable=False, default=utcnow)


def _moment() -> Column:
    return Column(DateTime(timezone=True), nullable=True)


class Collaboration(SQLModel, table=True):
    """One request; `status` moves along services/social/collaboration_flow.py's table, and
    each state reached stamps its `*_at` column."""

    __tablename__ = "collaborations"
    __table_args__ = (
        Index("ix_collaborations_recipient_created", "recipient_id", "created_at"),
        Index("ix_collaborations_sender_created", "sender_id", "created_at"),
        Index("ix_collaborations_recipient_status_created", "recipient_id", "status",
              "created_at"),
        Index("ix_collaborations_sender_status_created", "sender_id", "status", "created_at"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    sender_id: str = Field(foreign_key="users.id", max_length=32)
    recipient_id: str = Field(foreign_key="users.id", max_length=32)
    portfolio_id: str | None = Field(default=None, foreign_key="portfolios.id", max_length=32)
    message: str = Field(max_length=2000)
    service_type: str = Field(max_length=60)
    tags: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    location: str = Field(max_length=60)
    date_from: date = Field(sa_column=Column(Date, nullable=False))
    date_to: date = Field(sa_column=Column(Date, nullable=False))
    budget_min: int | None = None
    budget_max: int | None = None
    status: str = Field(default="pending", max_length=12)
    created_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
    updated_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
    accepted_at: datetime | None = Field(default=None, sa_column=_moment())
    declined_at: datetime | None = Field(default=None, sa_column=_moment())
    withdrawn_at: datetime | None = Field(default=None, sa_column=_moment())
    completed_at: datetime | None = Field(default=None, sa_column=_moment())
    cancelled_at: datetime | None = Field(default=None, sa_column=_moment())
