"""SQLModel tables; importing this registers every table on the metadata."""

from .portfolio import Interaction, Portfolio, Review
from .search_word import SearchWord
from .signin_code import SigninCode
from .user import User

__all__ = ["Interaction", "Portfolio", "Review", "SearchWord", "SigninCode", "User"]
