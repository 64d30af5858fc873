"""users.language: the reader's chosen language, kept with the account

Revision ID: f1a0c0de0005
Revises: f1a0c0de0006
Create Date: 2026-11-22 04:20:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = "f1a0c0de0005"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0006"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Add the nullable language column (no choice yet = the browser decides)."""
    with op.batch_alter_table("users") as batch:
        batch.add_column(sa.Column("language", sqlmodel.sql.sqltypes.AutoString(length=5),
                                   nullable=True))


def downgrade() -> None:
    """Drop the column."""
    with op.batch_alter_table("users") as batch:
        batch.drop_column("language")
