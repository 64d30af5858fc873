"""SQLModel tables; importing this registers every table on the metadata."""

from .portfolio import Interaction, Portfolio, Review
from .signin_code import SigninCode
from .user import User

__all__ = ["Interaction", "Portfolio", "Review", "SigninCode", "User"]
