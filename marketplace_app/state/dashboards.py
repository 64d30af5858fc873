"""/talent-dashboard and /client-dashboard: the signed-in user's own figures and lists, from
the dashboards service; each sends the other role to its own dashboard."""

import logging
from dataclasses import dataclass

import reflex as rx

from ..display_rules.job_cards import JobCard, job_card
from ..i18n import formats, translate
from ..services.social import dashboards
from ..texts import workspace as TW
from .auth import AuthState
from .lang import LangState, reader_text
from .manage import RequestCard, SavedCard, request_card, saved_card
from .review_box import ReviewRow, review_rows
from .service_call import ServiceFailed
from .viewer import as_actor

log = logging.getLogger(__name__)
FIGURES = tuple(TW.FIGURE_LABELS)  # views, admires, appreciations, shares


@dataclass
class WorkRow:
    """One work's figures over the last 7 and 30 days."""

    id: str = ""
    title: str = ""
    views7: int = 0
    views30: int = 0
    admires7: int = 0
    admires30: int = 0
    appreciations7: int = 0
    appreciations30: int = 0
    shares7: int = 0
    shares30: int = 0


def work_row(work: dict) -> WorkRow:
    """A row from the service's work figures."""
    return WorkRow(id=work["_id"], title=work["title"],
                   **{f"{name}{days}": work[f"{name}{days}"]
                      for name in FIGURES for days in dashboards.WINDOWS})


def _readonly(cards: list[RequestCard]) -> list[RequestCard]:
    """Dashboard cards show the request; acting on it happens in /manage."""
    for card in cards:
        card.actions = []
    return cards


class DashboardBase(rx.State, mixin=True):
    """Loading and failure shared by both dashboards."""

    loading: bool = True
    error: str = ""

    async def _fetch(self, use_case, wrong_role_home: str):
        """The service's answer as the signed-in user, or None (after a redirect or error)."""
        auth = await self.get_state(AuthState)
        if not auth.auth_token:
            return None, None
        try:
            data = await as_actor(use_case, auth.auth_token)
        except ServiceFailed as failed:
            if failed.message in (dashboards.TALENT_ONLY, dashboards.CLIENT_ONLY):
                return None, rx.redirect(wrong_role_home, replace=True)
            self.loading, self.error = False, await reader_text(self, failed.message)
            return None, None
        except Exception:  # noqa: BLE001 - one message for any failure
            log.exception("Dashboard load failed")
            self.loading, self.error = False, await reader_text(self, TW.DASHBOARD_FAILED)
            return None, None
        self.loading, self.error = False, ""
        return data, None

    async def _reader(self) -> tuple[str, str]:
        lang = (await self.get_state(LangState)).lang
        me = (await self.get_state(AuthState))._profile.get("_id", "")
        return lang, me


class TalentDashboardState(DashboardBase, rx.State):
    """A talent's works with their figures, requests, reviews and profile completion."""

    works: list[WorkRow] = []
    totals: dict[str, int] = {}
    pending: list[RequestCard] = []
    accepted: list[RequestCard] = []
    reviews: list[ReviewRow] = []
    review_count: int = 0
    average: str = ""
    completion: int = 0
    missing: list[str] = []

    @rx.event
    async def load(self):
        """on_load: the dashboard, or the client's own for a client."""
        data, redirect = await self._fetch(dashboards.talent_dashboard, "/client-dashboard")
        if redirect is not None:
            return redirect
        if data is None:
            return None
        lang, me = await self._reader()
        self.works = [work_row(w) for w in data["works"]]
        self.totals = data["totals"]
        self.pending = _readonly([request_card(c, me, lang)
                                  for c in data["pending"]["collaborations"]])
        self.accepted = _readonly([request_card(c, me, lang)
                                   for c in data["accepted"]["collaborations"]])
        self.reviews = review_rows(data["reviews"], me, lang)
        self.review_count = data["reviews"]["reviewCount"]
        average = data["reviews"]["averageRating"]
        self.average = formats.number(average, lang) if average is not None else ""
        self.completion, self.missing = data["completion"], data["missingFields"]
        return None


class ClientDashboardState(DashboardBase, rx.State):
    """A client's sent requests, projects, saved and recently viewed talent."""

    jobs: list[JobCard] = []
    sent: list[RequestCard] = []
    projects: list[RequestCard] = []
    saved: list[SavedCard] = []
    recent: list[SavedCard] = []

    @rx.event
    async def load(self):
        """on_load: the dashboard, or the talent's own for a talent."""
        data, redirect = await self._fetch(dashboards.client_dashboard, "/talent-dashboard")
        if redirect is not None:
            return redirect
        if data is None:
            return None
        lang, me = await self._reader()
        self.jobs = [job_card(b, lang) for b in data["briefs"]]
        self.sent = _readonly([request_card(c, me, lang)
                               for c in data["sent"]["collaborations"]])
        self.projects = _readonly([request_card(c, me, lang) for c in data["projects"]])
        self.saved = [saved_card(s, lang) for s in data["saved"]["talent"]]
        self.recent = [SavedCard(id=p["_id"], name=p["fullName"] or "",
                                 photo=p.get("profileImage") or "",
                                 location=translate(p.get("location") or "", lang),
                                 profession=translate((p.get("category") or [""])[0], lang))
                       for p in data["recentlyViewed"]]
        return None
