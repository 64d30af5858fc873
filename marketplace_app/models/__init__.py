"""SQLModel tables; importing this registers every table on the metadata."""

from .collaboration import Collaboration
from .job import Job
from .portfolio import Interaction, Portfolio, Review
from .search_word import SearchWord
from .signin_code import SigninCode
from .user import User

__all__ = ["Collaboration", "Interaction", "Job", "Portfolio", "Review", "SearchWord", "SigninCode",
           "User"]
