"""Which pages only members see, and where a visitor signs in instead."""

import json
import re

SIGNIN_PATH = "/signin"
PROTECTED_ROUTES = (
    "/set-profile", "/talent-dashboard", "/client-dashboard", "/profile-settings",
    "/work-upload", "/portfolio", "/portfolio-edit/[id]", "/notifications", "/manage",
    "/talent-detail/[id]", "/portfolio-detail/[id]", "/photographer-profile", "/messages",
)
# The same pattern in Python and in the pages' script (no syntax the two read differently).
MEMBERS_ONLY_PATTERN = "^(?:" + "|".join(
    re.escape(route).replace(re.escape("[id]"), "[^/]+") for route in PROTECTED_ROUTES
) + ")/?$"

# The pages' script (launch/session_sync.py) keeps the session cookie in step with the stored
# token; signing in and out call it at once rather than at the next page load.
SESSION_SYNC_GLOBAL = "__kalakarSession"
# The first words of that script, where the sign-in page served at a members-only address
# puts its flag (read by the script as it runs).
SESSION_SCRIPT_START = "<script>/*kalakar-session*/"


def session_hand_over(token: str) -> str:
    """JS that hands `token` ("" after signing out) to the session cookie."""
    return f"window.{SESSION_SYNC_GLOBAL} && window.{SESSION_SYNC_GLOBAL}({json.dumps(token)})"
