"""collaboration transitions and saved talent

Revision ID: f1a0c0de0002
Revises: f1a0c0de0001
Create Date: 2026-11-22 03:50:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = "f1a0c0de0002"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0001"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_str = sqlmodel.sql.sqltypes.AutoString
MOMENTS = ("accepted_at", "declined_at", "withdrawn_at", "completed_at", "cancelled_at")


def upgrade() -> None:
    """Stamp each collaboration transition, index box+status, and add saved talent."""
    with op.batch_alter_table("collaborations") as batch:
        for name in MOMENTS:
            batch.add_column(sa.Column(name, sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_collaborations_recipient_status_created", "collaborations",
                    ["recipient_id", "status", "created_at"])
    op.create_index("ix_collaborations_sender_status_created", "collaborations",
                    ["sender_id", "status", "created_at"])
    op.create_table(
        "saved_talent",
        sa.Column("user_id", _str(length=32), nullable=False),
        sa.Column("talent_id", _str(length=32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["talent_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("user_id", "talent_id"),
    )
    op.create_index("ix_saved_talent_user_created", "saved_talent", ["user_id", "created_at"])


def downgrade() -> None:
    """Drop saved talent, the box+status indexes and the transition stamps."""
    op.drop_table("saved_talent")
    op.drop_index("ix_collaborations_sender_status_created", table_name="collaborations")
    op.drop_index("ix_collaborations_recipient_status_created", table_name="collaborations")
    with op.batch_alter_table("collaborations") as batch:
        for name in MOMENTS:
            batch.drop_column(name)
