"""SQLModel tables; importing this registers every table on the metadata."""

from .user import User

__all__ = ["User"]
