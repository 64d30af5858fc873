"""Refuses request bodies over a size limit before they are parsed or spooled to disk."""

import json

from ..services.errors import TooLarge


class BodySizeLimit:
    """ASGI middleware: 413 when Content-Length, or the bytes actually sent, exceed the limit."""

    def __init__(self, app, max_bytes: int):
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            return await self._reject(send)
        seen = 0

        async def counted_receive():
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.max_bytes:
                raise TooLarge(self._message())
            return message

        await self.app(scope, counted_receive, send)

    def _message(self) -> str:
        return f"Request is too large: at most {self.max_bytes // (1024 * 1024)} MB"

    async def _reject(self, send) -> None:
        body = json.dumps({"success": False, "message": self._message()}).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": body})
