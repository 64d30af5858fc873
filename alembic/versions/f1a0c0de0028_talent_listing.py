"""talent listing: a starting price on profiles, the index /photography pages by, and
interactions newest first within a target (the owner's "admired by" list)

Revision ID: f1a0c0de0028
Revises: f1a0c0de0026
Create Date: 2026-11-25 15:10:00

/photography lists real photographers by subcategory, city, experience and starting price, in
pages, without reading the users table (issue 28, part 3).
"""
import json
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

from marketplace_app import catalog

revision: str = "f1a0c0de0028"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0026"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Add users.starting_price and talent_listings, filled from the talent's profiles."""
    with op.batch_alter_table("users") as batch:
        batch.add_column(sa.Column("starting_price", sa.Integer(), nullable=True))
    listings = op.create_table(
        "talent_listings",
        sa.Column("user_id", sa.String(length=32), sa.ForeignKey("users.id"), nullable=False),
        sa.Column("category", sa.String(length=60), nullable=False),
        sa.Column("subcategory", sa.String(length=60), nullable=False),
        sa.Column("city", sa.String(length=60), nullable=True),
        sa.Column("experience_years", sa.Integer(), nullable=True),
        sa.Column("starting_price", sa.Integer(), nullable=True),
        sa.Column("listed_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("user_id", "category", "subcategory"),
    )
    op.create_index("ix_talent_listings_browse", "talent_listings",
                    ["category", "subcategory", "listed_at", "user_id"])
    op.create_index("ix_talent_listings_price", "talent_listings",
                    ["category", "subcategory", "starting_price"])
    op.create_index("ix_interactions_target_newest", "interactions",
                    ["target_kind", "target_id", "kind", "created_at"])
    op.drop_index("ix_interactions_target", table_name="interactions")
    talents = op.get_bind().execute(sa.text(
        "SELECT id, category, subcategory, location, experience_years, created_at FROM users "
        "WHERE role = 'TALENT'")).all()
    rows = []
    for user_id, category, subcategory, city, years, created in talents:
        categories = json.loads(category) if isinstance(category, str) else (category or [])
        subs = json.loads(subcategory) if isinstance(subcategory, str) else (subcategory or [])
        for name in dict.fromkeys(categories):
            known = catalog.find_category(name)
            own = [s for s in dict.fromkeys(subs) if known and s in known.subcategories]
            for sub in ("", *own):
                rows.append({"user_id": user_id, "category": name, "subcategory": sub,
                             "city": city, "experience_years": years, "starting_price": None,
                             "listed_at": created})
    if rows:
        op.bulk_insert(listings, rows)


def downgrade() -> None:
    """Drop the listing and the column; the interactions index as it was."""
    op.create_index("ix_interactions_target", "interactions", ["target_kind", "target_id", "kind"])
    op.drop_index("ix_interactions_target_newest", table_name="interactions")
    op.drop_table("talent_listings")
    with op.batch_alter_table("users") as batch:
        batch.drop_column("starting_price")
