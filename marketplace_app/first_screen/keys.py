"""Which served page seeded a State: the page's address (its fingerprints are bound to it)."""


def talent_key(talent_id: str) -> str:
    """The talent page of `talent_id`."""
    return f"/talent-detail/{talent_id}"


def portfolio_key(item_id: str) -> str:
    """The portfolio page of `item_id`."""
    return f"/portfolio-detail/{item_id}"


NOTIFICATIONS_KEY = "/notifications"
MANAGE_KEY = "/manage"
MESSAGES_KEY = "/messages"
# The member's own pages served with their first screen: address -> module of first_screen/.
MEMBER_PAGES = {NOTIFICATIONS_KEY: "notifications", MANAGE_KEY: "manage",
                MESSAGES_KEY: "messages"}


def photographer_key(user_id: str) -> str:
    """The photographer page of `user_id`."""
    return f"/photographer-profile?id={user_id}"


OWN_PORTFOLIO_KEY = "/portfolio"  # the member's own portfolio page
