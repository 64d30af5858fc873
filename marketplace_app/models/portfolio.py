"""Portfolio items, interactions (admire/appreciate/share) and reviews."""

from datetime import datetime

from sqlalchemy import JSON, Column, DateTime, Index, UniqueConstraint, event
from sqlalchemy import false as sa_false
from sqlmodel import Field, SQLModel

from .base import new_id, utcnow
from .search_index import drop_search_index, ensure_search_index


def _timestamp() -> Column:
    return Column(DateTime(timezone=True), nullable=False, default=utcnow)


OWNER_INDEX = "ix_portfolios_owner_visible"


class Portfolio(SQLModel, table=True):
    """One work: up to 5 media files with a title, category and counters."""

    __tablename__ = "portfolios"
    # One index per feed filter combination, each starting with the visibility columns
    # (services/portfolios/visibility.py: a count reads the index alone) and ending in the
    # feed's order (created_at, id), so a page is an index range read, never a sort. Filters
    # the key leaves out follow the order, so a capped count with them stays index-only.
    __table_args__ = (
        Index("ix_portfolios_feed", "status", "media_state", "created_at", "id"),
        Index("ix_portfolios_feed_category", "status", "media_state", "category", "created_at",
              "id", "owner_experience", "ai_generated"),
        Index("ix_portfolios_feed_location", "status", "media_state", "owner_location",
              "created_at", "id", "ai_generated"),
        Index("ix_portfolios_feed_experience", "status", "media_state", "owner_experience",
              "created_at", "id", "ai_generated"),
        Index("ix_portfolios_feed_category_location", "status", "media_state", "category",
              "owner_location", "created_at", "id", "owner_experience", "ai_generated"),
        Index("ix_portfolios_feed_experience_location", "status", "media_state",
              "owner_experience", "owner_location", "created_at", "id", "ai_generated"),
        # "Human-made only": the newest items without the AI-generated label.
        Index("ix_portfolios_feed_human", "status", "media_state", "ai_generated", "created_at",
              "id"),
        # One owner's items with every feed filter: visiting talent (the availability filter)
        # and owner pages read it without touching the table.
        Index(OWNER_INDEX, "user_id", "status", "media_state", "category", "owner_location",
              "owner_experience", "ai_generated", "created_at", "id"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    user_id: str = Field(foreign_key="users.id", max_length=32)
    title: str = Field(max_length=120)
    description: str = Field(default="", max_length=2000)
    category: str = Field(max_length=60)
    subcategory: str = Field(default="", max_length=400)
    # [{"url", "type": "image"|"video", "thumb": url|None, "medium": url|None}, ...]; videos also
    # carry "original", "poster", "renditions", "state" and "error" (see services/media/video_media)
    media: list[dict] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    # "ready", "processing" (a video is being encoded) or "failed"; only ready items are public.
    media_state: str = Field(default="ready", max_length=12)
    media_progress: int = 0
    media_error: str = Field(default="", max_length=300)
    cover_photo_index: int = 0
    status: bool = True
    admire_count: int = 0
    appreciate_count: int = 0
    share_count: int = 0
    views_count: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    # Made with generative AI (mandatory for the Ai Generative Artists category).
    ai_generated: bool = Field(default=False, sa_column_kwargs={"server_default": sa_false()})
    # Copies of the owner's city and level (kept current by the profile service) so the feed
    # filters on one table with an index.
    owner_location: str | None = Field(default=None, max_length=60)
    owner_experience: str | None = Field(default=None, max_length=20)
    # Normalised "title | category subcategory | owner name username city | description":
    # what search narrows on and ranks by (see services/portfolios/search_terms.py).
    search_text: str = Field(default="", max_length=4000)
    created_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
    updated_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())


class Interaction(SQLModel, table=True):
    """One user's admire, appreciate or share of a user or a portfolio (at most one each)."""

    __tablename__ = "interactions"
    __table_args__ = (
        UniqueConstraint("actor_id", "target_kind", "target_id", "kind",
                         name="uq_interactions_actor_target_kind"),
        # Newest first within one target and kind: the owner's "admired by" list.
        Index("ix_interactions_target_newest", "target_kind", "target_id", "kind",
              "created_at"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    actor_id: str = Field(foreign_key="users.id", max_length=32)
    target_kind: str = Field(max_length=10)
    target_id: str = Field(max_length=32)
    kind: str = Field(max_length=12)
    created_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())


class Review(SQLModel, table=True):
    """A rating (1-5) with an optional comment on a user or a portfolio."""

    __tablename__ = "reviews"
    __table_args__ = (
        # One review per author and target: a second one replaces the first.
        UniqueConstraint("author_id", "target_kind", "target_id",
                         name="uq_reviews_author_target"),
        Index("ix_reviews_target", "target_kind", "target_id", "created_at"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    author_id: str = Field(foreign_key="users.id", index=True, max_length=32)
    target_kind: str = Field(max_length=10)
    target_id: str = Field(max_length=32)
    rating: int
    comment: str = Field(default="", max_length=1000)
    created_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())


# create_all (tests) builds the search index too; the migration calls the same function.
event.listen(Portfolio.__table__, "after_create",
             lambda _table, connection, **_kw: ensure_search_index(connection))
event.listen(Portfolio.__table__, "before_drop",
             lambda _table, connection, **_kw: drop_search_index(connection))
