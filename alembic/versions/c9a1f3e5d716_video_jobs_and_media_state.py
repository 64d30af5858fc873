"""jobs table and the portfolio media processing fields

Revision ID: c9a1f3e5d716
Revises: d9e8f7a6b5c4
Create Date: 2026-11-22 00:40:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = "c9a1f3e5d716"
down_revision: Union[str, Sequence[str], None] = "d9e8f7a6b5c4"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_str = sqlmodel.sql.sqltypes.AutoString


def upgrade() -> None:
    """Add the jobs table and media_state / media_progress / media_error to portfolios."""
    op.create_table(
        "jobs",
        sa.Column("id", _str(length=32), nullable=False),
        sa.Column("kind", _str(length=40), nullable=False),
        sa.Column("subject_id", _str(length=32), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("state", _str(length=12), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("progress", sa.Integer(), nullable=False),
        sa.Column("error", _str(length=300), nullable=False),
        sa.Column("worker", _str(length=120), nullable=False),
        sa.Column("lease_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_jobs_state_created", "jobs", ["state", "created_at"])
    op.create_index("ix_jobs_subject_id", "jobs", ["subject_id"])
    with op.batch_alter_table("portfolios") as batch:
        batch.add_column(sa.Column("media_state", _str(length=12), nullable=False,
                                   server_default="ready"))
        batch.add_column(sa.Column("media_progress", sa.Integer(), nullable=False,
                                   server_default="0"))
        batch.add_column(sa.Column("media_error", _str(length=300), nullable=False,
                                   server_default=""))


def downgrade() -> None:
    """Drop them again."""
    with op.batch_alter_table("portfolios") as batch:
        batch.drop_column("media_error")
        batch.drop_column("media_progress")
        batch.drop_column("media_state")
    op.drop_index("ix_jobs_subject_id", table_name="jobs")
    op.drop_index("ix_jobs_state_created", table_name="jobs")
    op.drop_table("jobs")
