"""What crawlers ask for: /robots.txt, /sitemap.xml (an index past 50,000 URLs) and
/favicon.ico, all answered by the backend from the database at request time."""

from pathlib import Path
from xml.sax.saxutils import escape

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, PlainTextResponse, Response
from starlette.concurrency import run_in_threadpool

from .. import db
from ..services.site import sitemap
from .errors import error_response
from .share_previews import base_url

router = APIRouter(include_in_schema=False)
FAVICON = Path(__file__).resolve().parents[2] / "assets" / "favicon.ico"
XML = "application/xml"
# Not pages: nothing there for a crawler. A member's own pages are not listed: a crawler
# reads the sign-in page there, which says noindex (api/members_only.NOINDEX).
PRIVATE_PATHS = ("/api/", "/_event", "/_upload", "/auth-success")
PUBLIC_PAGES = ("/", "/main-feed/", "/find-talent/", "/services/", "/photography/")


def robots_text(base: str) -> str:
    """Allow the public site, keep crawlers out of the API and signed-in screens."""
    lines = ["User-agent: *", "Allow: /"]
    lines += [f"Disallow: {path}" for path in PRIVATE_PATHS]
    return "\n".join(lines + ["", f"Sitemap: {base}/sitemap.xml", ""])


def urlset(base: str, rows, extra: tuple[str, ...] = ()) -> str:
    """A <urlset> of absolute URLs with their last modification dates."""
    items = [f"<url><loc>{escape(base + path)}</loc></url>" for path in extra]
    items += [f"<url><loc>{escape(base + path)}</loc><lastmod>{stamp:%Y-%m-%d}</lastmod></url>"
              for path, stamp in rows]
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            + "".join(items) + "</urlset>\n")


def sitemap_index(base: str, counts: dict[str, int]) -> str:
    """A <sitemapindex> naming every page file of every kind."""
    items = [f"<sitemap><loc>{escape(base)}/sitemap-{kind}-{n}.xml</loc></sitemap>"
             for kind, pages in counts.items() for n in range(1, pages + 1)]
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            + "".join(items) + "</sitemapindex>\n")


def _sitemap(base: str) -> str:
    with db.session_scope() as session:
        counts = sitemap.page_counts(session)
        if sum(counts.values()) > len(counts):  # more than one file's worth of some kind
            return sitemap_index(base, counts)
        rows = [row for kind in sitemap.KINDS for row in sitemap.entries(session, kind)]
        if len(rows) + len(PUBLIC_PAGES) > sitemap.PAGE_SIZE:
            return sitemap_index(base, counts)
        return urlset(base, rows, PUBLIC_PAGES)


def _sitemap_page(base: str, kind: str, page: int) -> str | None:
    with db.session_scope() as session:
        rows = sitemap.entries(session, kind, page)
    if not rows and page > 1:
        return None
    return urlset(base, rows, PUBLIC_PAGES if (kind, page) == ("portfolios", 1) else ())


@router.get("/robots.txt")
def robots(request: Request):
    """The crawler rules, naming the sitemap by its absolute address."""
    return PlainTextResponse(robots_text(base_url(request)))


@router.get("/sitemap.xml")
async def sitemap_xml(request: Request):
    """Every public page, or an index of page files when they exceed one file."""
    body = await run_in_threadpool(_sitemap, base_url(request))
    return Response(body, media_type=XML)


@router.get("/sitemap-{kind}-{page}.xml")
async def sitemap_page(request: Request, kind: str, page: int):
    """One page file of the sitemap index."""
    if kind not in sitemap.KINDS or page < 1:
        return error_response(404, "No such sitemap")
    body = await run_in_threadpool(_sitemap_page, base_url(request), kind, page)
    if body is None:
        return error_response(404, "No such sitemap")
    return Response(body, media_type=XML)


@router.get("/favicon.ico")
def favicon():
    """The site icon (browsers ask for it at this address whatever the page says)."""
    return FileResponse(FAVICON, media_type="image/x-icon",
                        headers={"Cache-Control": "public, max-age=86400"})
