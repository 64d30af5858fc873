"""notifications

Revision ID: f1a0c0de0001
Revises: e1c0a7b0d15c
Create Date: 2026-11-22 03:40:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = "f1a0c0de0001"
down_revision: Union[str, Sequence[str], None] = "e1c0a7b0d15c"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_str = sqlmodel.sql.sqltypes.AutoString


def upgrade() -> None:
    """Create the notifications table with its per-tab and unread indexes."""
    op.create_table(
        "notifications",
        sa.Column("id", _str(length=32), nullable=False),
        sa.Column("recipient_id", _str(length=32), nullable=False),
        sa.Column("actor_id", _str(length=32), nullable=True),
        sa.Column("kind", _str(length=24), nullable=False),
        sa.Column("tab", _str(length=16), nullable=False),
        sa.Column("subject_type", _str(length=16), nullable=False),
        sa.Column("subject_id", _str(length=32), nullable=False),
        sa.Column("read_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["recipient_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["actor_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_notifications_recipient_tab_created", "notifications",
                    ["recipient_id", "tab", "created_at"])
    op.create_index("ix_notifications_recipient_unread", "notifications",
                    ["recipient_id", "read_at"])


def downgrade() -> None:
    """Drop the notifications table."""
    op.drop_table("notifications")
