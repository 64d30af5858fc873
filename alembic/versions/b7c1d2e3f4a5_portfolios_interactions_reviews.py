"""portfolios, interactions, reviews and the portfolio search index

Revision ID: b7c1d2e3f4a5
Revises: 543e3933aaa0
Create Date: 2026-11-21 01:10:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

from marketplace_app.models.search_index import drop_search_index, ensure_search_index

revision: str = "b7c1d2e3f4a5"
down_revision: Union[str, Sequence[str], None] = "543e3933aaa0"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_id = sqlmodel.sql.sqltypes.AutoString


def upgrade() -> None:
    """Create the three tables, their indexes and the search index."""
    op.create_table(
        "portfolios",
        sa.Column("id", _id(length=32), nullable=False),
        sa.Column("user_id", _id(length=32), nullable=False),
        sa.Column("title", _id(length=120), nullable=False),
        sa.Column("description", _id(length=2000), nullable=False),
        sa.Column("category", _id(length=60), nullable=False),
        sa.Column("subcategory", _id(length=400), nullable=False),
        sa.Column("media", sa.JSON(), nullable=False),
        sa.Column("cover_photo_index", sa.Integer(), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.Column("admire_count", sa.Integer(), nullable=False),
        sa.Column("appreciate_count", sa.Integer(), nullable=False),
        sa.Column("share_count", sa.Integer(), nullable=False),
        sa.Column("search_text", _id(length=4000), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_portfolios_user_id", "portfolios", ["user_id"])
    op.create_index("ix_portfolios_status_created", "portfolios", ["status", "created_at"])
    op.create_index("ix_portfolios_category_created", "portfolios", ["category", "created_at"])
    op.create_table(
        "interactions",
        sa.Column("id", _id(length=32), nullable=False),
        sa.Column("actor_id", _id(length=32), nullable=False),
        sa.Column("target_kind", _id(length=10), nullable=False),
        sa.Column("target_id", _id(length=32), nullable=False),
        sa.Column("kind", _id(length=12), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["actor_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("actor_id", "target_kind", "target_id", "kind",
                            name="uq_interactions_actor_target_kind"),
    )
    op.create_index("ix_interactions_target", "interactions", ["target_kind", "target_id", "kind"])
    op.create_table(
        "reviews",
        sa.Column("id", _id(length=32), nullable=False),
        sa.Column("author_id", _id(length=32), nullable=False),
        sa.Column("target_kind", _id(length=10), nullable=False),
        sa.Column("target_id", _id(length=32), nullable=False),
        sa.Column("rating", sa.Integer(), nullable=False),
        sa.Column("comment", _id(length=1000), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["author_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_reviews_author_id", "reviews", ["author_id"])
    op.create_index("ix_reviews_target", "reviews", ["target_kind", "target_id", "created_at"])
    ensure_search_index(op.get_bind())


def downgrade() -> None:
    """Drop the search index and the three tables."""
    drop_search_index(op.get_bind())
    op.drop_table("reviews")
    op.drop_table("interactions")
    op.drop_table("portfolios")
