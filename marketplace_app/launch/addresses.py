"""This machine's own addresses, found without sending a packet."""

import ipaddress
import socket

LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "[::1]")
# Connecting a UDP socket only picks the route; nothing is sent to this documentation address.
_ROUTE_PROBE = ("192.0.2.1", 9)


def _is_lan(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_unspecified or ip.is_link_local or ip.is_multicast)


def lan_addresses() -> list[str]:
    """Non-loopback IPv4 addresses of this machine, the default route's first."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_ROUTE_PROBE)
            found.append(probe.getsockname()[0])
    except OSError:
        pass  # no route at all: an offline machine still serves its loopback addresses
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        found.extend(info[4][0] for info in infos)
    except OSError:
        pass
    unique = dict.fromkeys(a for a in found if _is_lan(a))
    return list(unique)


def local_hosts() -> list[str]:
    """Every host name a browser on this machine or its LAN may use to reach it."""
    hosts = [*LOOPBACK_HOSTS, *lan_addresses()]
    name = socket.gethostname()
    if name and name != "localhost":
        hosts += [name.lower(), f"{name.lower()}.local"]
    return list(dict.fromkeys(hosts))
