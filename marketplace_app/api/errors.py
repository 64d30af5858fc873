"""One JSON error shape, {message}, for every failure under /api."""

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from ..i18n import translate
from ..services.errors import ServiceError


def error_response(status: int, message: str) -> JSONResponse:
    """The API's error body."""
    return JSONResponse({"success": False, "message": message}, status_code=status)


def reader_language(request: Request) -> str | None:
    """?lang= when given, else the Accept-Language header (English by default)."""
    return request.query_params.get("lang") or request.headers.get("accept-language")


def install_error_handlers(app: FastAPI) -> None:
    """Map service errors, validation errors and HTTP errors to {message}."""

    @app.exception_handler(ServiceError)
    async def _service(request: Request, exc: ServiceError):
        return error_response(exc.status, translate(exc.message, reader_language(request)))

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError):
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ()) if p not in ("body", "query"))
        detail = first.get("msg", "Invalid request")
        return error_response(422, f"{where}: {detail}" if where else detail)

    @app.exception_handler(HTTPException)
    async def _http(_: Request, exc: HTTPException):
        message = exc.detail if isinstance(exc.detail, str) else "Request failed"
        return error_response(exc.status_code, message)
