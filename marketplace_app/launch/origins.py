"""Which page origins may open the websocket and call the API (CORS), never a wildcard."""

from urllib.parse import urlsplit

from .addresses import local_hosts


def origin_of(url: str) -> str:
    """`scheme://host[:port]` of a URL, the form browsers send in the Origin header."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"not an http(s) URL: {url!r}")
    return f"{parts.scheme}://{parts.netloc.rsplit('@', 1)[-1]}".lower()


def local_origins(port: int | str, schemes: tuple[str, ...] = ("http",)) -> list[str]:
    """Origins of this machine's own addresses on the port it serves."""
    default = {"http": "80", "https": "443"}
    return [f"{scheme}://{host}" if str(port) == default[scheme] else
            f"{scheme}://{host}:{port}" for scheme in schemes for host in local_hosts()]


def allowed_origins(port: int | str, base_url: str | None, kiosk: bool = False) -> list[str]:
    """The configured public base URL; without one, or in kiosk mode, this machine's addresses."""
    origins = [origin_of(base_url)] if base_url else []
    if kiosk or not base_url:
        # The kiosk serves https on the LAN (or plain http when asked to): both are its own.
        origins += local_origins(port, ("http", "https") if kiosk else ("http",))
    return list(dict.fromkeys(origins))
