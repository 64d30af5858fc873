"""views by viewer: a client's recently viewed talent reads one index range

Revision ID: f1a0c0de0008
Revises: f1a0c0de0007
Create Date: 2026-11-25 04:30:00
"""
from typing import Sequence, Union

from alembic import op

revision: str = "f1a0c0de0008"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0007"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """The client dashboard's "recently viewed" list: the viewer's newest rows first."""
    op.create_index("ix_views_viewer_day", "views", ["viewer_key", "subject_type", "day"])


def downgrade() -> None:
    """Drop the index."""
    op.drop_index("ix_views_viewer_day", table_name="views")
