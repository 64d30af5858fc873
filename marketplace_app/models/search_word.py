"""Every distinct word the search index has seen: the dictionary typo matching looks in."""

from sqlmodel import Field, SQLModel


class SearchWord(SQLModel, table=True):
    """One normalised word of some portfolio's search text (never removed: a stale word only
    widens a typo lookup that then finds no portfolio)."""

    __tablename__ = "search_words"

    word: str = Field(primary_key=True, max_length=60)
