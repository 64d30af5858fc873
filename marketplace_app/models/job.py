"""Background jobs kept in the database, so they survive a crash of whoever runs them."""

from datetime import datetime

from sqlalchemy import JSON, Column, DateTime, Index
from sqlmodel import Field, SQLModel

from .base import new_id, utcnow

QUEUED, RUNNING, DONE, FAILED = "queued", "running", "done", "failed"


class Job(SQLModel, table=True):
    """One unit of background work; a worker holds it under a lease it renews while running."""

    __tablename__ = "jobs"
    __table_args__ = (Index("ix_jobs_state_created", "state", "created_at"),
                      Index("ix_jobs_owner_claimed", "owner_id", "claimed_at"))

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    kind: str = Field(max_length=40)
    # What the job works on (a portfolio id for video encodes), to find its jobs.
    subject_id: str = Field(default="", index=True, max_length=32)
    # Whose job it is (the uploader): owners take turns, least recently served first.
    owner_id: str = Field(default="", max_length=32)
    payload: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    state: str = Field(default=QUEUED, max_length=12)
    attempts: int = 0
    progress: int = 0
    error: str = Field(default="", max_length=300)
    worker: str = Field(default="", max_length=120)
    lease_until: datetime | None = Field(
        default=None, sa_column=Column(DateTime(timezone=True), nullable=True))
    claimed_at: datetime | None = Field(
        default=None, sa_column=Column(DateTime(timezone=True), nullable=True))
    created_at: datetime = Field(default_factory=utcnow, sa_column=Column(
        DateTime(timezone=True), nullable=False, default=utcnow))
    updated_at: datetime = Field(default_factory=utcnow, sa_column=Column(
        DateTime(timezone=True), nullable=False, default=utcnow))
