"""feed indexes with the (created_at, id) order, owner city/level copies on portfolios, the
search word dictionary, and the search text in its four-field form

Revision ID: c4d5e6f7a8b9
Revises: b7c1d2e3f4a5
Create Date: 2026-11-22 00:45:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op

from marketplace_app.models.search_index import rebuild_search_index
from marketplace_app.services.portfolios.search_terms import document_text, words_of

revision: str = "c4d5e6f7a8b9"
down_revision: Union[str, Sequence[str], None] = "b7c1d2e3f4a5"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_id = sqlmodel.sql.sqltypes.AutoString
FEED_INDEXES = {
    "ix_portfolios_feed": ["status", "created_at", "id"],
    "ix_portfolios_feed_category": ["status", "category", "created_at", "id"],
    "ix_portfolios_feed_location": ["status", "owner_location", "created_at", "id"],
    "ix_portfolios_feed_experience": ["status", "owner_experience", "created_at", "id"],
    "ix_portfolios_feed_category_location": ["status", "category", "owner_location",
                                             "created_at", "id"],
    "ix_portfolios_feed_experience_location": ["status", "owner_experience", "owner_location",
                                               "created_at", "id"],
}


def _reindex_rows(bind) -> None:
    """Fill the owner copies and rewrite every search text in the four-field form."""
    rows = bind.execute(sa.text(
        "SELECT p.id, p.title, p.description, p.category, p.subcategory, u.full_name, "
        "u.username, u.location, u.experience_level FROM portfolios p "
        "JOIN users u ON u.id = p.user_id")).all()
    words: set[str] = set()
    updates = []
    for row in rows:
        search_text = document_text(title=row[1], description=row[2], category=row[3],
                                    subcategory=row[4], owner_name=row[5], owner_username=row[6],
                                    owner_city=row[7])
        words |= words_of(search_text)
        updates.append({"i": row[0], "t": search_text, "l": row[7], "e": row[8]})
    if updates:
        bind.execute(sa.text("UPDATE portfolios SET search_text = :t, owner_location = :l, "
                             "owner_experience = :e WHERE id = :i"), updates)
    if words:
        bind.execute(sa.text("INSERT INTO search_words (word) VALUES (:w) "
                             "ON CONFLICT (word) DO NOTHING"), [{"w": w} for w in sorted(words)])


def upgrade() -> None:
    """Add the columns and the dictionary, swap the feed indexes, re-index existing rows."""
    op.add_column("portfolios", sa.Column("owner_location", _id(length=60), nullable=True))
    op.add_column("portfolios", sa.Column("owner_experience", _id(length=20), nullable=True))
    op.create_table("search_words", sa.Column("word", _id(length=60), nullable=False),
                    sa.PrimaryKeyConstraint("word"))
    op.drop_index("ix_portfolios_status_created", table_name="portfolios")
    op.drop_index("ix_portfolios_category_created", table_name="portfolios")
    for name, columns in FEED_INDEXES.items():
        op.create_index(name, "portfolios", columns)
    bind = op.get_bind()
    _reindex_rows(bind)
    rebuild_search_index(bind)


def downgrade() -> None:
    """Back to the previous indexes and columns (search text stays in the new form)."""
    for name in FEED_INDEXES:
        op.drop_index(name, table_name="portfolios")
    op.create_index("ix_portfolios_status_created", "portfolios", ["status", "created_at"])
    op.create_index("ix_portfolios_category_created", "portfolios", ["category", "created_at"])
    op.drop_table("search_words")
    with op.batch_alter_table("portfolios") as batch:
        batch.drop_column("owner_experience")
        batch.drop_column("owner_location")
