"""Security headers on every HTTP answer of the backend: pages, /api, /media."""

import re

from ..settings import get_settings

COMMON = {
    b"x-content-type-options": b"nosniff",
    b"referrer-policy": b"strict-origin-when-cross-origin",
    b"x-frame-options": b"DENY",
}
API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
MEDIA_POLICY = ("default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline';"
                " sandbox; frame-ancestors 'none'")
# FastAPI's interactive docs load Swagger UI / ReDoc from their CDN.
DOCS_POLICY = ("default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net;"
               " style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net https://fonts.googleapis.com;"
               " font-src 'self' https://fonts.gstatic.com; img-src 'self' data: https:;"
               " worker-src 'self' blob:; frame-ancestors 'none'; object-src 'none'")


# A Host header as browsers send it: a name or address, an optional port (nothing to inject).
_HOST = re.compile(r"^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$")


def socket_sources(host: str | None) -> str:
    """connect-src: this origin, and its own websocket (ws and wss: TLS may end at a proxy);
    no other socket anywhere."""
    if host and _HOST.match(host):
        return f"connect-src 'self' ws://{host} wss://{host}"
    return "connect-src 'self'"


def page_policy(host: str | None = None) -> str:
    """The Reflex pages' policy. Reflex hydrates with inline scripts and runs rx.call_script
    through eval (so 'unsafe-eval' stays until no page uses call_script), and Radix/Emotion
    inject inline styles, hence those allowances; everything else (images, video, blob:
    previews, the /_event websocket of the address the page was served from) stays on this
    origin."""
    return "; ".join([
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self' data:",
        socket_sources(host),
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ])


def hsts_for(scheme: str) -> str | None:
    """Strict-Transport-Security for answers served over https: the connection's own scheme,
    or the public base URL's behind a TLS proxy (granian does not read X-Forwarded-Proto;
    browsers ignore the header on plain http anyway)."""
    public = (get_settings().base_url or "").lower().startswith("https://")
    return "max-age=31536000; includeSubDomains" if scheme == "https" or public else None


def policy_for(path: str, host: str | None = None) -> str:
    """The Content-Security-Policy of one path, served under the Host `host`."""
    if path.startswith(("/api/docs", "/api/redoc")):
        return DOCS_POLICY
    if path.startswith("/api/"):
        return API_POLICY
    if path.startswith(get_settings().media_url_prefix.rstrip("/") + "/"):
        return MEDIA_POLICY
    return page_policy(host)


def _host(scope) -> str | None:
    for name, value in scope.get("headers") or []:
        if name == b"host":
            return value.decode("latin-1")
    return None


def headers_for(scope) -> dict[bytes, bytes]:
    """The headers above for an HTTP request's answer."""
    extra = dict(COMMON)
    extra[b"content-security-policy"] = policy_for(scope["path"], _host(scope)).encode()
    hsts = hsts_for(scope.get("scheme", "http"))
    if hsts:
        extra[b"strict-transport-security"] = hsts.encode()
    return extra


class SecurityHeaders:
    """ASGI middleware adding the headers above unless the answer already set them."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        extra = headers_for(scope)

        async def send_with_headers(message):
            if message["type"] == "http.response.start":
                headers = list(message.get("headers") or [])
                present = {name.lower() for name, _ in headers}
                headers += [(k, v) for k, v in extra.items() if k not in present]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)
