"""The pop-up messages' provider (sonner), its region named in the reader's language."""

import reflex as rx

from ..texts import site as TS
from .i18n import t


def toast_provider() -> rx.Component:
    """Reflex's toast provider; sonner's own region label is English ("Notifications alt+T")."""
    return rx.toast.provider(custom_attrs={"customAriaLabel": t(TS.TOASTS_REGION)})
