"""One-time codes that hand a finished Google sign-in to the browser that started it."""

from datetime import datetime

from sqlalchemy import Column, DateTime
from sqlmodel import Field, SQLModel


class SigninCode(SQLModel, table=True):
    """A pending hand-over: only hashes are stored; the row is deleted when redeemed."""

    __tablename__ = "signin_codes"

    code_hash: str = Field(primary_key=True, max_length=64)
    binding_hash: str = Field(max_length=64)
    user_id: str = Field(foreign_key="users.id", index=True, max_length=32)
    role: str = Field(max_length=10)
    expires_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))
