"""Conversations between two users and their messages."""

from datetime import datetime

from sqlalchemy import Column, DateTime, Index, UniqueConstraint
from sqlmodel import Field, SQLModel

from .base import new_id, utcnow


def _timestamp(nullable: bool = False) -> Column:
    return Column(DateTime(timezone=True), nullable=nullable)


class Conversation(SQLModel, table=True):
    """One pair of users (`user_a_id` < `user_b_id`, so a pair has one row)."""

    __tablename__ = "conversations"
    __table_args__ = (
        UniqueConstraint("user_a_id", "user_b_id", name="uq_conversations_pair"),
        Index("ix_conversations_a_last", "user_a_id", "last_message_at"),
        Index("ix_conversations_b_last", "user_b_id", "last_message_at"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    user_a_id: str = Field(foreign_key="users.id", max_length=32)
    user_b_id: str = Field(foreign_key="users.id", max_length=32)
    last_message_id: str | None = Field(default=None, max_length=32)
    last_message_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
    created_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())


class Message(SQLModel, table=True):
    """One message; the original text is kept, masking happens when it is read."""

    __tablename__ = "messages"
    __table_args__ = (
        Index("ix_messages_conversation_created", "conversation_id", "created_at"),
        Index("ix_messages_recipient_unread", "recipient_id", "read_at"),
        # A message sent again after a lost signal carries the same key: stored once.
        UniqueConstraint("sender_id", "client_key", name="uq_messages_sender_client_key"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    conversation_id: str = Field(foreign_key="conversations.id", max_length=32)
    sender_id: str = Field(foreign_key="users.id", max_length=32)
    recipient_id: str = Field(foreign_key="users.id", max_length=32)
    body: str = Field(max_length=2000)
    created_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
    read_at: datetime | None = Field(default=None, sa_column=_timestamp(nullable=True))
    client_key: str | None = Field(default=None, max_length=64)
