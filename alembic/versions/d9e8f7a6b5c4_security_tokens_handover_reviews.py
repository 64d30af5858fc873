"""token versions, one-time sign-in codes, one review per author and target

Revision ID: d9e8f7a6b5c4
Revises: c4d5e6f7a8b9
Create Date: 2026-11-22 00:50:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = "d9e8f7a6b5c4"
down_revision: Union[str, Sequence[str], None] = "c4d5e6f7a8b9"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_id = sqlmodel.sql.sqltypes.AutoString


def upgrade() -> None:
    """Add users.token_version, the signin_codes table, and the reviews unique constraint
    (keeping each author's newest review on a target when duplicates exist)."""
    op.add_column("users", sa.Column("token_version", sa.Integer(), nullable=False,
                                     server_default="0"))
    op.create_table(
        "signin_codes",
        sa.Column("code_hash", _id(length=64), nullable=False),
        sa.Column("binding_hash", _id(length=64), nullable=False),
        sa.Column("user_id", _id(length=32), nullable=False),
        sa.Column("role", _id(length=10), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("code_hash"),
    )
    op.create_index(op.f("ix_signin_codes_user_id"), "signin_codes", ["user_id"], unique=False)
    op.execute(
        "DELETE FROM reviews WHERE id IN (SELECT r.id FROM reviews r JOIN reviews newer"
        " ON newer.author_id = r.author_id AND newer.target_kind = r.target_kind"
        " AND newer.target_id = r.target_id AND (newer.created_at > r.created_at"
        " OR (newer.created_at = r.created_at AND newer.id > r.id)))")
    with op.batch_alter_table("reviews") as batch:
        batch.create_unique_constraint("uq_reviews_author_target",
                                       ["author_id", "target_kind", "target_id"])


def downgrade() -> None:
    """Drop what upgrade added."""
    with op.batch_alter_table("reviews") as batch:
        batch.drop_constraint("uq_reviews_author_target", type_="unique")
    op.drop_index(op.f("ix_signin_codes_user_id"), table_name="signin_codes")
    op.drop_table("signin_codes")
    op.drop_column("users", "token_version")
