"""The debounced username availability check shared by onboarding and settings (spec §4)."""

from ..services.accounts import users
from .service_call import ServiceFailed, call_service


async def check(name: str, current: str) -> tuple[str, list[str]]:
    """(status, suggestions): idle when blank or unchanged, else available/taken/unknown."""
    name = (name or "").strip()
    if not name or name.lower() == (current or "").lower():
        return "idle", []
    try:
        result = await call_service(users.check_username, name=name)
    except ServiceFailed:
        return "unknown", []
    except Exception:  # noqa: BLE001 - spec: a failed check is silent, status unknown
        return "unknown", []
    return ("available" if result["available"] else "taken"), list(result["suggestions"])
