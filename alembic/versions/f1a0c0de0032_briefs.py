"""briefs: clients post jobs, talent send proposals (issue 32)

Revision ID: f1a0c0de0032
Revises: f1a0c0de0030
Create Date: 2026-11-25 15:20:00

Briefs listed newest first by status (and category or city), proposals one per talent per
brief, and a talent-listing index by city to tell matching talent of a new brief.
"""
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "f1a0c0de0032"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0030"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def _when() -> sa.Column:
    return sa.DateTime(timezone=True)


def upgrade() -> None:
    """Create briefs and proposals with their indexes."""
    op.create_table(
        "briefs",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("client_id", sa.String(length=32), nullable=False),
        sa.Column("title", sa.String(length=120), nullable=False),
        sa.Column("description", sa.String(length=4000), nullable=False),
        sa.Column("category", sa.String(length=60), nullable=False),
        sa.Column("subcategory", sa.String(length=60), nullable=False),
        sa.Column("city", sa.String(length=60), nullable=True),
        sa.Column("date_from", sa.Date(), nullable=False),
        sa.Column("date_to", sa.Date(), nullable=False),
        sa.Column("budget_min", sa.Integer(), nullable=False),
        sa.Column("budget_max", sa.Integer(), nullable=False),
        sa.Column("deliverables", sa.String(length=2000), nullable=False),
        sa.Column("closes_on", sa.Date(), nullable=False),
        sa.Column("status", sa.String(length=12), nullable=False),
        sa.Column("search_text", sa.String(length=8000), nullable=False),
        sa.Column("created_at", _when(), nullable=False),
        sa.Column("updated_at", _when(), nullable=False),
        sa.Column("listed_at", _when(), nullable=False),
        sa.ForeignKeyConstraint(["client_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_briefs_status_listed", "briefs", ["status", "listed_at", "id"])
    op.create_index("ix_briefs_status_category_listed", "briefs",
                    ["status", "category", "listed_at", "id"])
    op.create_index("ix_briefs_status_city_listed", "briefs",
                    ["status", "city", "listed_at", "id"])
    op.create_index("ix_briefs_client_status", "briefs", ["client_id", "status", "created_at"])
    op.create_table(
        "proposals",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("brief_id", sa.String(length=32), nullable=False),
        sa.Column("talent_id", sa.String(length=32), nullable=False),
        sa.Column("message", sa.String(length=2000), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("portfolio_ids", sa.JSON(), nullable=False),
        sa.Column("availability_note", sa.String(length=500), nullable=False),
        sa.Column("status", sa.String(length=12), nullable=False),
        sa.Column("collaboration_id", sa.String(length=32), nullable=True),
        sa.Column("created_at", _when(), nullable=False),
        sa.Column("updated_at", _when(), nullable=False),
        sa.ForeignKeyConstraint(["brief_id"], ["briefs.id"]),
        sa.ForeignKeyConstraint(["talent_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["collaboration_id"], ["collaborations.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("brief_id", "talent_id", name="uq_proposals_brief_talent"),
    )
    op.create_index("ix_proposals_brief_created", "proposals", ["brief_id", "created_at"])
    op.create_index("ix_proposals_talent_created", "proposals", ["talent_id", "created_at"])
    op.create_index("ix_talent_listings_city", "talent_listings",
                    ["category", "subcategory", "city", "listed_at"])


def downgrade() -> None:
    """Drop what upgrade made."""
    op.drop_index("ix_talent_listings_city", table_name="talent_listings")
    op.drop_table("proposals")
    op.drop_table("briefs")
