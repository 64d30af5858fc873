"""The published demo password works only on the kiosk's own screen, never from its Wi-Fi."""

import ipaddress

from ...settings import get_settings

DEMO_PASSWORD = "demo-password-1"
DEMO_FROM_LAN = ("Demo accounts can be used only on the kiosk's own screen. "
                 "Please create your own account.")


def _is_this_machine(peer: str | None) -> bool:
    try:
        ip = ipaddress.ip_address((peer or "").strip())
    except ValueError:
        return False  # an unknown peer is not the kiosk's own screen
    return (getattr(ip, "ipv4_mapped", None) or ip).is_loopback


def refused_from_the_lan(password, peer: str | None) -> bool:
    """True on a kiosk when the published password comes from any other machine (the peer is
    the connection's own address; a phone's X-Forwarded-For never reaches here)."""
    return (get_settings().kiosk and password == DEMO_PASSWORD
            and not _is_this_machine(peer))
