"""messages carry the sender's client key: a retried send is stored once (issue 31)

Revision ID: f1a0c0de3631
Revises: f1a0c0de0032
Create Date: 2026-11-25 18:00:00
"""
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "f1a0c0de3631"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0032"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Add messages.client_key, unique per sender (NULLs never collide)."""
    with op.batch_alter_table("messages") as batch:
        batch.add_column(sa.Column("client_key", sa.String(length=64), nullable=True))
        batch.create_unique_constraint("uq_messages_sender_client_key",
                                       ["sender_id", "client_key"])


def downgrade() -> None:
    """Drop the key."""
    with op.batch_alter_table("messages") as batch:
        batch.drop_constraint("uq_messages_sender_client_key", type_="unique")
        batch.drop_column("client_key")
