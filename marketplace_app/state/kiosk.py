"""Kiosk mode: the studio network address that phones can open, as text and a QR code."""

import reflex as rx

from ..launch.qr import qr_svg_data_uri
from ..settings import get_settings


class KioskState(rx.State):
    """Filled only when the kiosk launcher serves on the LAN."""

    lan_url: str = ""
    qr_image: str = ""
    secure: bool = False  # HTTPS with the kiosk's own certificate: phones warn once

    @rx.event
    def load(self):
        """Read the LAN address the launcher chose and draw its QR code."""
        settings = get_settings()
        if settings.kiosk and settings.lan_url and not self.lan_url:
            self.lan_url, self.qr_image = settings.lan_url, qr_svg_data_uri(settings.lan_url)
            self.secure = settings.lan_url.startswith("https:")
