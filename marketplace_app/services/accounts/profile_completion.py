"""The profile completion percentage (spec section 4: seven fields)."""

from ...models.user import User


FIELDS = ("fullName", "username", "email", "phone", "category", "subcategory", "gender")


def _values(user: User) -> tuple:
    return (user.full_name, user.username, user.email, user.phone, user.category,
            user.subcategory, user.gender)


def completion_percentage(user: User) -> int:
    """Rounded percent of fullName, username, email, phone, category, subcategory, gender."""
    filled = sum(1 for value in _values(user) if value)
    return round(filled * 100 / len(FIELDS))


def missing_fields(user: User) -> list[str]:
    """The completion fields still empty, in the order the profile form asks for them."""
    return [name for name, value in zip(FIELDS, _values(user)) if not value]
