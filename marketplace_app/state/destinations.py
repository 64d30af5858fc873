"""Where the browser goes after each way of signing in (spec section 4)."""

from ..display_rules.members_only import PROTECTED_ROUTES, SIGNIN_PATH

__all__ = ["PROTECTED_ROUTES", "SIGNIN_PATH"]
PORTFOLIO_READY_PERCENT = 80


def destination_after_login(role: str) -> str:
    """After email login TALENT goes to /set-profile, any other role to /."""
    return "/set-profile" if role == "TALENT" else "/"


def destination_after_register(role: str) -> str:
    """After registration CLIENT goes to /, TALENT to /set-profile."""
    return "/" if role == "CLIENT" else "/set-profile"


def destination_after_google(role: str, complete_percentage) -> str:
    """After Google: CLIENT to /; others to /portfolio at 80% or more, else /set-profile."""
    if role == "CLIENT":
        return "/"
    ready = isinstance(complete_percentage, (int, float)) and \
        complete_percentage >= PORTFOLIO_READY_PERCENT
    return "/portfolio" if ready else "/set-profile"


def destination_for_protected(signed_in: bool) -> str | None:
    """A protected route sends a signed-out visitor to /signin; None means stay."""
    return None if signed_in else SIGNIN_PATH


def is_local_path(target: str | None) -> bool:
    """A path on this site ("/x"), never another origin ("//evil", "http://...")."""
    return isinstance(target, str) and target.startswith("/") and not target.startswith("//") \
        and "\\" not in target and len(target) <= 500
