"""availability windows, the AI-generated label, view counts

Revision ID: f1a0c0de0004
Revises: f1a0c0de0003
Create Date: 2026-11-22 03:55:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = "f1a0c0de0004"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0003"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_str = sqlmodel.sql.sqltypes.AutoString


def upgrade() -> None:
    """Add the windows and views tables, the label and the view counters."""
    op.create_table(
        "availability_windows",
        sa.Column("id", _str(length=32), nullable=False),
        sa.Column("user_id", _str(length=32), nullable=False),
        sa.Column("city", _str(length=60), nullable=False),
        sa.Column("date_from", sa.Date(), nullable=False),
        sa.Column("date_to", sa.Date(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_availability_city_to", "availability_windows",
                    ["city", "date_to", "user_id"])
    op.create_index("ix_availability_user_to", "availability_windows", ["user_id", "date_to"])
    op.create_table(
        "views",
        sa.Column("id", _str(length=32), nullable=False),
        sa.Column("subject_type", _str(length=10), nullable=False),
        sa.Column("subject_id", _str(length=32), nullable=False),
        sa.Column("owner_id", _str(length=32), nullable=False),
        sa.Column("viewer_key", _str(length=40), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["owner_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("subject_type", "subject_id", "viewer_key", "day",
                            name="uq_views_subject_viewer_day"),
    )
    op.create_index("ix_views_owner_day", "views", ["owner_id", "day"])
    op.add_column("portfolios", sa.Column("views_count", sa.Integer(), nullable=False,
                                          server_default="0"))
    op.add_column("portfolios", sa.Column("ai_generated", sa.Boolean(), nullable=False,
                                          server_default=sa.false()))
    op.add_column("users", sa.Column("views_count", sa.Integer(), nullable=False,
                                     server_default="0"))
    op.create_index("ix_portfolios_feed_human", "portfolios",
                    ["status", "ai_generated", "created_at", "id"])


def downgrade() -> None:
    """Drop them again."""
    op.drop_index("ix_portfolios_feed_human", table_name="portfolios")
    with op.batch_alter_table("users") as batch:
        batch.drop_column("views_count")
    with op.batch_alter_table("portfolios") as batch:
        batch.drop_column("ai_generated")
        batch.drop_column("views_count")
    op.drop_table("views")
    op.drop_table("availability_windows")
