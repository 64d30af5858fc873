"""Notifications: one row per thing that happened to a user (admired, requested, messaged...)."""

from datetime import datetime

from sqlalchemy import Column, DateTime, Index
from sqlmodel import Field, SQLModel

from .base import new_id, utcnow


class Notification(SQLModel, table=True):
    """What happened (`kind`), who did it, to what; unread until `read_at` is set."""

    __tablename__ = "notifications"
    __table_args__ = (
        Index("ix_notifications_recipient_tab_created", "recipient_id", "tab", "created_at"),
        Index("ix_notifications_recipient_unread", "recipient_id", "read_at"),
        Index("ix_notifications_recipient_created", "recipient_id", "created_at"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    recipient_id: str = Field(foreign_key="users.id", max_length=32)
    actor_id: str | None = Field(default=None, foreign_key="users.id", max_length=32)
    kind: str = Field(max_length=24)
    tab: str = Field(max_length=16)
    subject_type: str = Field(max_length=16)
    subject_id: str = Field(max_length=32)
    read_at: datetime | None = Field(default=None,
                                     sa_column=Column(DateTime(timezone=True), nullable=True))
    created_at: datetime = Field(default_factory=utcnow,
                                 sa_column=Column(DateTime(timezone=True), nullable=False))
