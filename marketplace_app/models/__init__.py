"""SQLModel tables; importing this registers every table on the metadata."""

from .availability import AvailabilityWindow
from .brief import Brief, Proposal
from .collaboration import Collaboration
from .job import Job
from .message import Conversation, Message
from .notification import Notification
from .portfolio import Interaction, Portfolio, Review
from .saved_talent import SavedTalent
from .search_word import SearchWord
from .signin_code import SigninCode
from .talent_listing import TalentListing
from .user import User
from .view import View

__all__ = ["AvailabilityWindow", "Brief", "Proposal", "Collaboration", "Conversation", "Interaction", "Job", "Message",
           "Notification", "Portfolio", "Review", "SavedTalent", "SearchWord", "SigninCode",
           "TalentListing", "User", "View"]
