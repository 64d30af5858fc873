"""The kiosk's owner account: made on first start, its password shown once on the console."""

import re
import secrets
from pathlib import Path

OWNER_EMAIL = "owner@studio.local"
OWNER_NAME = "Studio owner"
MARKER = ".owner-account"  # says the account was made; never holds the password
_SHOWN = re.compile(r"^\s*Password: (\S+)$", re.M)


def ensure_owner_account(data_dir: Path) -> bool:
    """On this data folder's first start, create the owner account with a random password and
    print it; True when one was made now."""
    marker = data_dir / MARKER
    if marker.exists():
        return False
    from ..db import session_scope
    from ..services.accounts import auth

    password = secrets.token_urlsafe(12)
    with session_scope() as session:
        made = auth.find_by_email(session, OWNER_EMAIL) is None
        if made:
            auth.register(session, full_name=OWNER_NAME, email=OWNER_EMAIL, password=password,
                          role="TALENT")
    data_dir.mkdir(parents=True, exist_ok=True)
    marker.write_text(OWNER_EMAIL + "\n", encoding="utf-8")
    if made:
        print("\nYour owner account (shown only this once, on this screen; write it down and "
              "change it under Settings):\n"
              f"  Email:    {OWNER_EMAIL}\n"
              f"  Password: {password}\n", flush=True)
    return made


def printed_password(console: str) -> str | None:
    """The owner password in console output, if it shows one."""
    found = _SHOWN.search(console)
    return found.group(1) if found else None
