"""The address rate limits key on: the connecting peer, or, when that peer is a trusted reverse
proxy, the client it names in X-Forwarded-For (anyone else's X-Forwarded-For is ignored); an
IPv6 client counts as its /64."""

import ipaddress
from functools import lru_cache

from ...settings import get_settings

LOOPBACK = "127.0.0.0/8,::1"


@lru_cache(maxsize=8)
def _networks(spec: str) -> tuple:
    return tuple(ipaddress.ip_network(part.strip(), strict=False)
                 for part in spec.split(",") if part.strip())


def trusted_networks() -> tuple:
    """MARKETPLACE_TRUSTED_PROXIES, else loopback when a public base URL says a proxy is in
    front (docs/deploy.md), else nothing."""
    settings = get_settings()
    spec = settings.trusted_proxies
    if spec is None:
        spec = LOOPBACK if settings.base_url else ""
    return _networks(spec)


def _ip(text: str | None):
    try:
        return ipaddress.ip_address((text or "").strip())
    except ValueError:
        return None


def _trusted(address, networks) -> bool:
    return address is not None and any(address in net for net in networks
                                       if net.version == address.version)


def is_trusted_proxy(peer: str | None) -> bool:
    """The connecting peer is a reverse proxy whose forwarded headers are believed."""
    return _trusted(_ip(peer), trusted_networks())


def client_address(peer: str | None, forwarded_for: str | None) -> str | None:
    """The client's address: walk X-Forwarded-For from the right while the hop is trusted."""
    networks = trusted_networks()
    if not networks or not _trusted(_ip(peer), networks):
        return peer
    hop = peer
    for entry in reversed([e.strip() for e in (forwarded_for or "").split(",") if e.strip()]):
        address = _ip(entry)
        if address is None:
            return hop  # a malformed entry: trust nothing left of it
        hop = str(address)
        if not _trusted(address, networks):
            return hop
    return hop


def address_key(address: str | None) -> str | None:
    """Who an address stands for in limits and view counts: an IPv4 address as it is, an IPv6
    address's /64 (one connection owns a whole /64, so cycling addresses in it changes
    nothing); text that is no address is kept."""
    found = _ip(address)
    if found is None:
        return address
    if found.version == 4:
        return str(found)
    if found.ipv4_mapped is not None:
        return str(found.ipv4_mapped)
    return str(ipaddress.ip_network(f"{found}/64", strict=False))
