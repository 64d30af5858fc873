"""/brief/{id}: one job. Its client manages it and chooses among the proposals; a talent sends
a proposal (with their works and their availability there) or withdraws it; a signed-out
visitor is sent to sign in to respond."""

import reflex as rx

from ..display_rules.job_cards import (JobCard, ProposalCard, WorkThumb, job_card,
                                       proposal_card, span)
from ..services.social import brief_page, briefs, proposals
from ..texts import jobs as TJ
from .auth import AuthState
from .lang import LangState, reader_text
from .service_call import ServiceFailed
from .viewer import as_actor, as_viewer

MAX_WORKS = proposals.MAX_WORKS


class JobDetailState(rx.State):
    """The job, its proposals (for its client) or the reader's own proposal and form."""

    brief_id: str = ""
    job: JobCard = JobCard()
    proposals: list[ProposalCard] = []
    mine: list[ProposalCard] = []  # the reader's proposal, when they sent one
    works: list[WorkThumb] = []
    chosen: list[str] = []
    windows: str = ""
    is_talent: bool = False
    loading: bool = True
    missing: str = ""
    busy: str = ""

    async def _refresh(self) -> None:
        auth = await self.get_state(AuthState)
        await auth.viewer_id()
        self.is_talent = (auth._profile or {}).get("role") == "TALENT" and auth.signed_in
        try:
            data = await as_viewer(brief_page.page, auth.auth_token, brief_id=self.brief_id)
        except ServiceFailed as exc:
            self.missing, self.loading = await reader_text(self, exc.message), False
            return
        lang = (await self.get_state(LangState)).lang
        self.job = job_card(data["brief"], lang)
        self.proposals = [proposal_card(p, lang) for p in data["proposals"]]
        self.mine = [proposal_card(data["mine"], lang)] if data["mine"] else []
        self.works = [WorkThumb(id=w["_id"], title=w["title"], src=w.get("thumbnailUrl") or "")
                      for w in data["works"]]
        self.windows = ", ".join(span(w, lang) for w in data["windows"])
        self.missing, self.loading = "", False

    @rx.event
    async def load(self):
        """On load: the job named in the address."""
        self.brief_id = self.router.url.path.rstrip("/").rsplit("/", 1)[-1][:64]
        self.loading, self.missing, self.chosen, self.busy = True, "", [], ""
        await self._refresh()

    @rx.event
    async def act_on_job(self, action: str):
        """Edit (to the form), publish, close or reopen the job."""
        if action == "edit":
            return rx.redirect(f"/post-job?edit={self.brief_id}")
        if action not in TJ.BRIEF_DONE or self.busy:
            return None
        auth = await self.get_state(AuthState)
        try:
            await as_actor(briefs.act, auth.auth_token, brief_id=self.brief_id, action=action)
        except ServiceFailed as exc:
            return rx.toast.error(await reader_text(self, exc.message))
        await self._refresh()
        return rx.toast.success(await reader_text(self, TJ.BRIEF_DONE[action]))

    @rx.event
    async def act_on_proposal(self, proposal_id: str, action: str):
        """Shortlist, decline, accept (the job's client) or withdraw (the talent)."""
        if action not in TJ.PROPOSAL_DONE or self.busy:
            return
        self.busy = proposal_id
        yield
        auth = await self.get_state(AuthState)
        try:
            await as_actor(proposals.act, auth.auth_token, proposal_id=proposal_id,
                           action=action)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message))
        else:
            yield rx.toast.success(await reader_text(self, TJ.PROPOSAL_DONE[action]))
        await self._refresh()
        self.busy = ""

    @rx.event
    def toggle_work(self, work_id: str, checked: bool):
        """Pick or unpick one of the reader's works (at most MAX_WORKS)."""
        others = [w for w in self.chosen if w != work_id]
        self.chosen = others + [work_id] if checked and len(others) < MAX_WORKS else others

    @rx.event
    async def send(self, form: dict):
        """Send the proposal; the service's message when a rule is broken."""
        if self.busy:
            return
        self.busy = "send"
        yield
        auth = await self.get_state(AuthState)
        try:
            await as_actor(proposals.send_proposal, auth.auth_token, brief_id=self.brief_id,
                           message=form.get("message", ""), price=form.get("price", ""),
                           portfolio_ids=list(self.chosen),
                           availability_note=form.get("note", ""))
        except ServiceFailed as exc:
            self.busy = ""
            yield rx.toast.error(await reader_text(self, exc.message))
            return
        yield rx.toast.success(await reader_text(self, TJ.PROPOSAL_SENT))
        await self._refresh()
        self.busy = ""

    @rx.event
    async def sign_in_to_respond(self):
        """A signed-out visitor: sign in, then come back to this job."""
        auth = await self.get_state(AuthState)
        return auth.send_to_signin(f"/brief/{self.brief_id}")
