"""The user/profile table."""

from datetime import datetime

from sqlalchemy import JSON, Column, DateTime
from sqlmodel import Field, SQLModel

from .base import new_id, utcnow


def _json_list() -> Column:
    return Column(JSON, nullable=False, default=list)


def _timestamp() -> Column:
    return Column(DateTime(timezone=True), nullable=False, default=utcnow)


class User(SQLModel, table=True):
    """A talent or client account with its profile."""

    __tablename__ = "users"

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    email: str = Field(unique=True, index=True, max_length=254)
    full_name: str = Field(max_length=120)
    username: str | None = Field(default=None, max_length=30)
    username_key: str | None = Field(default=None, unique=True, index=True, max_length=30)
    password_hash: str | None = None
    # Tokens carry the version they were issued under; raising it signs every device out.
    token_version: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    google_sub: str | None = Field(default=None, unique=True, max_length=255)
    role: str = Field(default="TALENT", max_length=10)
    phone: str | None = Field(default=None, max_length=10)
    location: str | None = Field(default=None, max_length=60)
    gender: str | None = Field(default=None, max_length=10)
    bio: str | None = Field(default=None, max_length=2000)
    category: list[str] = Field(default_factory=list, sa_column=_json_list())
    subcategory: list[str] = Field(default_factory=list, sa_column=_json_list())
    selected_professions: list[str] = Field(default_factory=list, sa_column=_json_list())
    selected_subcategories: list[str] = Field(default_factory=list, sa_column=_json_list())
    seo_title: str | None = Field(default=None, max_length=120)
    seo_description: str | None = Field(default=None, max_length=300)
    seo_keywords: list[str] = Field(default_factory=list, sa_column=_json_list())
    profile_photo_url: str | None = Field(default=None, max_length=500)
    experience_level: str | None = Field(default=None, max_length=20)
    experience_years: int | None = None
    # Whole rupees a booking starts from, shown as "from ₹…" and filtered on /photography.
    starting_price: int | None = None
    availability: str | None = Field(default=None, max_length=120)
    certification: str | None = Field(default=None, max_length=200)
    certifications: list[str] = Field(default_factory=list, sa_column=_json_list())
    education: str | None = Field(default=None, max_length=60)
    # The reader's language ("en" or "hi"), applied when they sign in on another device.
    language: str | None = Field(default=None, max_length=5)
    aadhar_enc: str | None = None
    pan_enc: str | None = None
    bank_account_enc: str | None = None
    ifsc_enc: str | None = None
    complete_profile_percentage: int = 0
    admire_count: int = 0
    appreciate_count: int = 0
    share_count: int = 0
    views_count: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    created_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
    updated_at: datetime = Field(default_factory=utcnow, sa_column=_timestamp())
