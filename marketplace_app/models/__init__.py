"""SQLModel tables; importing this registers every table on the metadata."""

from .collaboration import Collaboration
from .portfolio import Interaction, Portfolio, Review
from .search_word import SearchWord
from .user import User

__all__ = ["Collaboration", "Interaction", "Portfolio", "Review", "SearchWord", "User"]
