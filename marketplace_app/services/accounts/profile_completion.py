"""The profile completion percentage (spec section 4: seven fields)."""

from ...models.user import User


def completion_percentage(user: User) -> int:
    """Rounded percent of fullName, username, email, phone, category, subcategory, gender."""
    fields = (user.full_name, user.username, user.email, user.phone, user.category,
              user.subcategory, user.gender)
    filled = sum(1 for value in fields if value)
    return round(filled * 100 / len(fields))
