"""Which page origins may open the websocket and call the API (CORS), never a wildcard."""

from urllib.parse import urlsplit

from .addresses import local_hosts


def origin_of(url: str) -> str:
    """`scheme://host[:port]` of a URL, the form browsers send in the Origin header."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"not an http(s) URL: {url!r}")
    return f"{parts.scheme}://{parts.netloc.rsplit('@', 1)[-1]}".lower()


def local_origins(port: int | str) -> list[str]:
    """http origins of this machine's own addresses on the port it serves."""
    default = str(port) == "80"
    return [f"http://{host}" if default else f"http://{host}:{port}" for host in local_hosts()]


def allowed_origins(port: int | str, base_url: str | None, kiosk: bool = False) -> list[str]:
    """The configured public base URL; without one, or in kiosk mode, this machine's addresses."""
    origins = [origin_of(base_url)] if base_url else []
    if kiosk or not base_url:
        origins += local_origins(port)
    return list(dict.fromkeys(origins))
