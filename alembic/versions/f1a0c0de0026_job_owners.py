"""jobs know their owner and when each was claimed, so owners take turns in the queue

Revision ID: f1a0c0de0026
Revises: f1a0c0de0008
Create Date: 2026-11-25 04:30:00

The claim order was oldest first: one talent's 50 queued videos held every other upload back
behind all of them. Now the owner served least recently goes first (issue 26, part 2).
"""
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "f1a0c0de0026"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0008"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Add jobs.owner_id and jobs.claimed_at with their index."""
    with op.batch_alter_table("jobs") as batch:
        batch.add_column(sa.Column("owner_id", sa.String(length=32), nullable=False,
                                   server_default=""))
        batch.add_column(sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_jobs_owner_claimed", "jobs", ["owner_id", "claimed_at"])


def downgrade() -> None:
    """Drop them again."""
    op.drop_index("ix_jobs_owner_claimed", table_name="jobs")
    with op.batch_alter_table("jobs") as batch:
        batch.drop_column("claimed_at")
        batch.drop_column("owner_id")
