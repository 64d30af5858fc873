"""Profile and portfolio views: one row per subject, viewer and day."""

from datetime import date, datetime

from sqlalchemy import Column, Date, DateTime, Index, UniqueConstraint
from sqlmodel import Field, SQLModel

from .base import new_id, utcnow


class View(SQLModel, table=True):
    """A viewer (user id, or a daily hashed visitor key) saw a profile or portfolio that day."""

    __tablename__ = "views"
    __table_args__ = (
        UniqueConstraint("subject_type", "subject_id", "viewer_key", "day",
                         name="uq_views_subject_viewer_day"),
        # The owner's "last 7 days" count reads one index range.
        Index("ix_views_owner_day", "owner_id", "day"),
        # A client's recently viewed talent: their newest rows, one index range.
        Index("ix_views_viewer_day", "viewer_key", "subject_type", "day"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    subject_type: str = Field(max_length=10)
    subject_id: str = Field(max_length=32)
    owner_id: str = Field(foreign_key="users.id", max_length=32)
    viewer_key: str = Field(max_length=40)
    day: date = Field(sa_column=Column(Date, nullable=False))
    created_at: datetime = Field(default_factory=utcnow,
                                 sa_column=Column(DateTime(timezone=True), nullable=False))
