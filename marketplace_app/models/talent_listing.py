"""Talent listing: one row per (talent, category, subcategory), the index /photography pages by."""

from datetime import datetime

from sqlalchemy import Column, DateTime, Index
from sqlmodel import Field, SQLModel


class TalentListing(SQLModel, table=True):
    """A talent as listed under a category ("" subcategory: the whole category)."""

    __tablename__ = "talent_listings"
    __table_args__ = (
        Index("ix_talent_listings_browse", "category", "subcategory", "listed_at", "user_id"),
        Index("ix_talent_listings_price", "category", "subcategory", "starting_price"),
        # Who to tell of a new brief: a category's talent in one city, newest first.
        Index("ix_talent_listings_city", "category", "subcategory", "city", "listed_at"),
    )

    user_id: str = Field(foreign_key="users.id", primary_key=True, max_length=32)
    category: str = Field(primary_key=True, max_length=60)
    subcategory: str = Field(primary_key=True, max_length=60)
    city: str | None = Field(default=None, max_length=60)
    experience_years: int | None = None
    starting_price: int | None = None
    listed_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))
