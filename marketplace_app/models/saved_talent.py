"""Saved talent: a user's shortlist of talent profiles."""

from datetime import datetime

from sqlalchemy import Column, DateTime, Index
from sqlmodel import Field, SQLModel

from .base import utcnow


class SavedTalent(SQLModel, table=True):
    """One (user, talent) pair; the composite key keeps each pair once."""

    __tablename__ = "saved_talent"
    __table_args__ = (Index("ix_saved_talent_user_created", "user_id", "created_at"),)

    user_id: str = Field(foreign_key="users.id", primary_key=True, max_length=32)
    talent_id: str = Field(foreign_key="users.id", primary_key=True, max_length=32)
    created_at: datetime = Field(default_factory=utcnow,
                                 sa_column=Column(DateTime(timezone=True), nullable=False))
