"""search text keeps Devanagari whole and holds its Latin form beside it (issue 30)

Revision ID: f1a0c0de0030
Revises: f1a0c0de0028
Create Date: 2026-11-25 15:00:00

Before, normalising dropped Devanagari vowel signs (शादी was indexed as "श द"). Every row whose
search text now reads differently is rewritten, and its new words go to the dictionary; rows
of Latin text come out the same and are left alone. No schema change.
"""
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

from marketplace_app.services.portfolios.search_terms import document_text, words_of

revision: str = "f1a0c0de0030"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de0028"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

BATCH = 2000


def reindex(bind) -> int:
    """Rewrite the search texts that changed (the SQLite index follows by its trigger)."""
    rows = bind.execute(sa.text(
        "SELECT p.id, p.title, p.description, p.category, p.subcategory, u.full_name, "
        "u.username, u.location, p.search_text FROM portfolios p "
        "JOIN users u ON u.id = p.user_id")).all()
    updates, words = [], set()
    for row in rows:
        text = document_text(title=row[1] or "", description=row[2] or "",
                             category=row[3] or "", subcategory=row[4] or "",
                             owner_name=row[5], owner_username=row[6], owner_city=row[7])
        if text != row[8]:
            updates.append({"i": row[0], "t": text})
            words |= words_of(text)
    for start in range(0, len(updates), BATCH):
        bind.execute(sa.text("UPDATE portfolios SET search_text = :t WHERE id = :i"),
                     updates[start:start + BATCH])
    if words:
        bind.execute(sa.text("INSERT INTO search_words (word) VALUES (:w) "
                             "ON CONFLICT (word) DO NOTHING"), [{"w": w} for w in sorted(words)])
    return len(updates)


def upgrade() -> None:
    """Re-index the rows whose search text changed."""
    reindex(op.get_bind())


def downgrade() -> None:
    """Nothing to undo: the older code reads the new texts (it only finds less in them)."""
