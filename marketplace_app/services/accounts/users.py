"""Reading and updating profiles, and username availability."""

import re

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ... import catalog
from ...models.base import utcnow
from ...models.user import User
from . import kyc, rate_limits
from .client_address import address_key
from . import profile_rules as rules
from .auth import user_for_token, validate_new_password
from ..errors import Conflict, Invalid, NotFound
from ..portfolios import search_index, talent_listing
from .passwords import hash_password
from .profile_completion import completion_percentage

PROFILE_NOT_FOUND = "Profile not found"
EMAIL_LOCKED = "Email cannot be changed"
PASSWORD_ALREADY_SET = "Your password is already set; it cannot be changed from the profile"

# API name -> (attribute, parser) for plain fields; lists and special fields are handled below.
_TEXT_FIELDS = {
    "bio": ("bio", lambda v: rules.text(v, "Bio", max_length=2000)),
    "seoTitle": ("seo_title", lambda v: rules.text(v, "SEO title", max_length=120)),
    "seoDescription": ("seo_description",
                       lambda v: rules.text(v, "SEO description", max_length=300)),
    "availability": ("availability", lambda v: rules.text(v, "Availability", max_length=120)),
    "certification": ("certification", lambda v: rules.text(v, "Certification", max_length=200)),
    "location": ("location", lambda v: rules.choice(v, "Location", catalog.CITIES)),
    "gender": ("gender", lambda v: rules.choice(v, "Gender", catalog.GENDERS)),
    "experienceLevel": ("experience_level",
                        lambda v: rules.choice(v, "Experience level", catalog.EXPERIENCE_LEVELS)),
    "education": ("education", lambda v: rules.choice(v, "Education", catalog.EDUCATION)),
    "language": ("language", lambda v: rules.choice(v, "Language", catalog.LANGUAGES)),
    "phone": ("phone", rules.phone),
    "experienceyears": ("experience_years", rules.experience_years),
    "startingPrice": ("starting_price", rules.starting_price),
    "seoKeywords": ("seo_keywords",
                    lambda v: rules.string_list(v, "SEO keywords", max_items=20, max_length=40)),
    "certifications": ("certifications",
                       lambda v: rules.string_list(v, "Certifications", max_items=20,
                                                   max_length=120)),
}
_KYC_FIELDS = {
    "aadharNumber": ("aadhar_enc", rules.aadhar),
    "panNumber": ("pan_enc", rules.pan),
    "bankAccountNumber": ("bank_account_enc", rules.bank_account),
    "ifscCode": ("ifsc_enc", rules.ifsc),
}


def get_user(session: Session, user_id: str) -> User:
    """The user with this id; NotFound otherwise."""
    user = session.get(User, user_id) if isinstance(user_id, str) and len(user_id) <= 64 else None
    if user is None:
        raise NotFound(PROFILE_NOT_FOUND)
    return user


def username_taken(session: Session, name: str, *, except_user: str | None = None) -> bool:
    """True when another user holds this handle, ignoring case."""
    holder = session.exec(select(User.id).where(User.username_key == name.lower())).first()
    return holder is not None and holder != except_user


def update_profile(session: Session, *, actor: User, data: dict) -> User:
    """Apply a partial update: only the fields sent change, each validated."""
    if not isinstance(data, dict):
        raise Invalid("Request body must be a JSON object")
    changes: dict = {}
    if "email" in data and (not isinstance(data["email"], str)
                            or data["email"].strip().lower() != actor.email):
        raise Invalid(EMAIL_LOCKED)
    if "fullName" in data:
        changes["full_name"] = rules.text(data["fullName"], "Full Name", max_length=120,
                                          required=True)
    if "role" in data:
        role = data["role"].strip().upper() if isinstance(data["role"], str) else None
        if role not in catalog.ROLES:
            raise Invalid("Role must be CLIENT or TALENT")
        changes["role"] = role
    for key, (attr, parse) in _TEXT_FIELDS.items():
        if key in data:
            changes[attr] = parse(data[key])
    _apply_categories(actor, data, changes)
    _apply_username(session, actor, data, changes)
    _apply_kyc(actor, data, changes)
    if "password" in data and data["password"] not in (None, ""):
        if actor.password_hash is not None:
            raise Invalid(PASSWORD_ALREADY_SET)
        changes["password_hash"] = hash_password(validate_new_password(data["password"]))
    for attr, value in changes.items():
        setattr(actor, attr, value)
    return save(session, actor)


def save(session: Session, user: User) -> User:
    """Recompute derived fields and commit; a username race becomes a Conflict."""
    user.complete_profile_percentage = completion_percentage(user)
    user.updated_at = utcnow()
    session.add(user)
    search_index.sync_owner(session, user)  # their portfolios' search text and filter copies
    talent_listing.sync(session, user)  # where /photography lists them
    try:
        session.commit()
    except IntegrityError:
        session.rollback()
        raise Conflict(rules.USERNAME_TAKEN) from None
    session.refresh(user)
    return user


def _apply_categories(actor: User, data: dict, changes: dict) -> None:
    for cat_key, sub_key, cat_attr, sub_attr in (
        ("category", "subcategory", "category", "subcategory"),
        ("selectedProfessions", "selectedSubCategories", "selected_professions",
         "selected_subcategories"),
    ):
        cats = rules.categories(data[cat_key]) if cat_key in data else getattr(actor, cat_attr)
        if cat_key in data:
            changes[cat_attr] = cats
        if sub_key in data:
            changes[sub_attr] = rules.subcategories(data[sub_key], cats)
        elif cat_key in data:
            # Removing a category removes its subcategories from the selection.
            allowed = rules.allowed_subcategories(cats)
            changes[sub_attr] = [s for s in getattr(actor, sub_attr) if s in allowed]


def _apply_username(session: Session, actor: User, data: dict, changes: dict) -> None:
    full_name = changes.get("full_name", actor.full_name)
    if "username" in data:
        name = rules.username(data["username"])
        if username_taken(session, name, except_user=actor.id):
            raise Conflict(rules.USERNAME_TAKEN)
        changes["username"], changes["username_key"] = name, name.lower()
    username = changes.get("username", actor.username)
    if username and full_name and username.lower() == full_name.strip().lower():
        raise Invalid(rules.USERNAME_SAME_AS_NAME)


def _apply_kyc(actor: User, data: dict, changes: dict) -> None:
    for key, (attr, parse) in _KYC_FIELDS.items():
        if key not in data:
            continue
        current = kyc.decrypt(getattr(actor, attr))
        if current and data[key] == kyc.mask(current):
            continue  # the masked value shown to the owner came back unchanged
        changes[attr] = kyc.encrypt(parse(data[key]))


def refresh_percentage(session: Session, *, actor: User) -> User:
    """Recompute and store the completion percentage."""
    return save(session, actor)


def set_role(session: Session, *, actor: User, role: str) -> User:
    """Change the role (CLIENT or TALENT)."""
    return update_profile(session, actor=actor, data={"role": role})


def check_username(session: Session, *, name, actor: User | None = None,
                   client_ip: str | None = None) -> dict:
    """Whether a handle is free, with free alternatives (checks limited per client address)."""
    rate_limits.hit("username", address_key(client_ip))
    name = rules.username(name)
    taken = username_taken(session, name, except_user=actor.id if actor else None)
    return {"available": not taken, "suggestions": suggest_usernames(session, name) if taken
            else []}


def suggest_usernames(session: Session, name: str, count: int = 5) -> list[str]:
    """Free handles close to `name`, checked against the database."""
    base = re.sub(r"[^a-z0-9._]", "", name.lower())[:24] or "creative"
    candidates = [f"{base}{n}" for n in (1, 7, 11, 21, 99, 123, 2024, 360, 4, 8)]
    candidates += [f"{base}_in", f"{base}.studio", f"the.{base}", f"{base}_official",
                   f"{base}.creates"]
    candidates = [c for c in candidates if len(c) <= 30]
    taken = set(session.exec(select(User.username_key).where(
        User.username_key.in_(candidates))).all())
    return [c for c in candidates if c not in taken][:count]


def save_language(session: Session, *, token: str, language: str) -> User:
    """Keep the reader's language with the account the token signs in (a profile update)."""
    return update_profile(session, actor=user_for_token(session, token),
                          data={"language": language})
