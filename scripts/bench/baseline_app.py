"""The baseline: a bare Starlette JSON endpoint, served by granian exactly like the product."""

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route


async def hello(_request):
    """A small JSON body."""
    return JSONResponse({"success": True, "portfolios": [], "total": 0})


app = Starlette(routes=[Route("/api/hello", hello)])
