"""Availability windows: a talent will be in a city between two dates."""

from datetime import date, datetime

from sqlalchemy import Column, Date, DateTime, Index
from sqlmodel import Field, SQLModel

from .base import new_id, utcnow


class AvailabilityWindow(SQLModel, table=True):
    """One published window such as "in Jaipur, 10-15 Nov"."""

    __tablename__ = "availability_windows"
    __table_args__ = (
        # The feed's location filter: who is in a city on dates ending on or after a day.
        Index("ix_availability_city_to", "city", "date_to", "user_id"),
        Index("ix_availability_user_to", "user_id", "date_to"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    user_id: str = Field(foreign_key="users.id", max_length=32)
    city: str = Field(max_length=60)
    date_from: date = Field(sa_column=Column(Date, nullable=False))
    date_to: date = Field(sa_column=Column(Date, nullable=False))
    created_at: datetime = Field(default_factory=utcnow,
                                 sa_column=Column(DateTime(timezone=True), nullable=False))
