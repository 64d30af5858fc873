"""collaboration requests

Revision ID: d9e8f7a6b5c4
Revises: c4d5e6f7a8b9
Create Date: 2026-11-22 00:30:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = "e1c0a7b0d15c"
down_revision: Union[str, Sequence[str], None] = "c9a1f3e5d716"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_str = sqlmodel.sql.sqltypes.AutoString


def upgrade() -> None:
    """Create the collaborations table and its two inbox indexes."""
    op.create_table(
        "collaborations",
        sa.Column("id", _str(length=32), nullable=False),
        sa.Column("sender_id", _str(length=32), nullable=False),
        sa.Column("recipient_id", _str(length=32), nullable=False),
        sa.Column("portfolio_id", _str(length=32), nullable=True),
        sa.Column("message", _str(length=2000), nullable=False),
        sa.Column("service_type", _str(length=60), nullable=False),
        sa.Column("tags", sa.JSON(), nullable=False),
        sa.Column("location", _str(length=60), nullable=False),
        sa.Column("date_from", sa.Date(), nullable=False),
        sa.Column("date_to", sa.Date(), nullable=False),
        sa.Column("budget_min", sa.Integer(), nullable=True),
        sa.Column("budget_max", sa.Integer(), nullable=True),
        sa.Column("status", _str(length=12), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["sender_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["recipient_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["portfolio_id"], ["portfolios.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_collaborations_recipient_created", "collaborations",
                    ["recipient_id", "created_at"])
    op.create_index("ix_collaborations_sender_created", "collaborations",
                    ["sender_id", "created_at"])


def downgrade() -> None:
    """Drop the collaborations table."""
    op.drop_table("collaborations")
