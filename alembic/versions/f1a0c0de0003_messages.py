"""conversations and messages

Revision ID: f1a0c0de0003
Revises: f1a0c0de0002
Create Date: 2026-11-22 03:55:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = "f1a0c0de0003"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0002"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_str = sqlmodel.sql.sqltypes.AutoString


def upgrade() -> None:
    """Create conversations (one per pair) and messages with their indexes."""
    op.create_table(
        "conversations",
        sa.Column("id", _str(length=32), nullable=False),
        sa.Column("user_a_id", _str(length=32), nullable=False),
        sa.Column("user_b_id", _str(length=32), nullable=False),
        sa.Column("last_message_id", _str(length=32), nullable=True),
        sa.Column("last_message_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["user_a_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["user_b_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("user_a_id", "user_b_id", name="uq_conversations_pair"),
    )
    op.create_index("ix_conversations_a_last", "conversations", ["user_a_id", "last_message_at"])
    op.create_index("ix_conversations_b_last", "conversations", ["user_b_id", "last_message_at"])
    op.create_table(
        "messages",
        sa.Column("id", _str(length=32), nullable=False),
        sa.Column("conversation_id", _str(length=32), nullable=False),
        sa.Column("sender_id", _str(length=32), nullable=False),
        sa.Column("recipient_id", _str(length=32), nullable=False),
        sa.Column("body", _str(length=2000), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("read_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["conversation_id"], ["conversations.id"]),
        sa.ForeignKeyConstraint(["sender_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["recipient_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_messages_conversation_created", "messages",
                    ["conversation_id", "created_at"])
    op.create_index("ix_messages_recipient_unread", "messages", ["recipient_id", "read_at"])
    # The header panel lists a user's newest notifications across tabs.
    op.create_index("ix_notifications_recipient_created", "notifications",
                    ["recipient_id", "created_at"])


def downgrade() -> None:
    """Drop messages and conversations."""
    op.drop_index("ix_notifications_recipient_created", table_name="notifications")
    op.drop_table("messages")
    op.drop_table("conversations")
