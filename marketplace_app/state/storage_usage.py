"""The member's storage: used of total, shown where they upload."""

import reflex as rx

from ..services.media import storage_quota
from .as_user import call_as_user, session_token
from .service_call import ServiceFailed


class StorageUsageState(rx.State):
    """Used and total storage as the service counts them."""

    used_text: str = ""
    quota_text: str = ""
    percent: int = 0

    @rx.event
    async def load(self):
        """On load of the upload screen, and after a work is shared."""
        token = await session_token(self)
        if not token:
            return
        try:
            usage = await call_as_user(token, storage_quota.usage)
        except ServiceFailed:
            return
        self.used_text, self.quota_text = usage["usedText"], usage["quotaText"]
        self.percent = min(100, usage["usedBytes"] * 100 // max(1, usage["quotaBytes"]))
