"""/post-job: a client's job form (new, or ?edit=<id> for one of theirs); the briefs service
checks every rule and its message is shown as typed."""

import reflex as rx

from .. import catalog
from ..services.social import briefs
from ..texts import jobs as TJ
from .auth import AuthState
from .lang import reader_text
from .service_call import ServiceFailed
from .viewer import as_actor

FIELDS = ("title", "description", "category", "subcategory", "city", "date_from", "date_to",
          "budget_min", "budget_max", "deliverables", "closes_on")
WHOLE = "whole"  # the subcategory select's "any speciality"


def _blank() -> dict[str, str]:
    return {name: "" for name in FIELDS}


class JobPostState(rx.State):
    """The form as typed, whether the reader may post, and the job being edited."""

    fields: dict[str, str] = _blank()
    remote: bool = False
    edit_id: str = ""
    is_client: bool = True
    error: str = ""
    busy: bool = False
    ready: bool = False

    @rx.var
    def subcategories(self) -> list[str]:
        """The chosen category's specialities."""
        found = catalog.find_category(self.fields.get("category", "") or "")
        return list(found.subcategories) if found else []

    @rx.event
    async def start(self):
        """On load: a blank form, or the job named by ?edit= filled in."""
        self.fields, self.remote, self.error, self.busy = _blank(), False, "", False
        self.ready = False
        auth = await self.get_state(AuthState)
        await auth.viewer_id()
        self.is_client = (auth._profile or {}).get("role") == "CLIENT"
        self.edit_id = self.router.url.query_parameters.get("edit", "")[:64]
        if self.edit_id and self.is_client:
            try:
                item = await as_actor(briefs.view, auth.auth_token, brief_id=self.edit_id)
            except ServiceFailed as exc:
                self.edit_id, self.error = "", await reader_text(self, exc.message)
                item = None
            if item is not None and item["isOwner"]:
                self.fields = {
                    "title": item["title"], "description": item["description"],
                    "category": item["category"], "subcategory": item["subcategory"],
                    "city": item["city"] or "", "date_from": item["dateFrom"],
                    "date_to": item["dateTo"], "budget_min": str(item["budgetMin"]),
                    "budget_max": str(item["budgetMax"]),
                    "deliverables": item["deliverables"], "closes_on": item["closesOn"]}
                self.remote = item["remote"]
        self.ready = True

    @rx.event
    def set_field(self, name: str, value: str):
        """One field as typed (a new category clears the speciality)."""
        if name not in FIELDS:
            return
        value = "" if (name == "subcategory" and value == WHOLE) else str(value)[:4000]
        changes = {name: value}
        if name == "category" and value != self.fields.get("category"):
            changes["subcategory"] = ""
        self.fields = {**self.fields, **changes}

    @rx.event
    def set_remote(self, checked: bool):
        """A remote job has no city."""
        self.remote = bool(checked)

    @rx.event
    async def submit(self, draft: bool = False):
        """Post (or save) the job; the service's message when a rule is broken."""
        if self.busy:
            return
        self.busy, self.error = True, ""
        yield
        token = (await self.get_state(AuthState)).auth_token
        values = {**self.fields, "remote": self.remote,
                  "city": "" if self.remote else self.fields["city"]}
        try:
            if self.edit_id:
                item = await as_actor(briefs.edit_brief, token, brief_id=self.edit_id, **values)
                done = TJ.CHANGES_SAVED
            else:
                item = await as_actor(briefs.post_brief, token, publish=not draft, **values)
                done = TJ.DRAFT_SAVED if draft else TJ.JOB_POSTED
        except ServiceFailed as exc:
            self.busy, self.error = False, await reader_text(self, exc.message)
            return
        self.busy = False
        yield rx.toast.success(await reader_text(self, done))
        yield rx.redirect(f"/brief/{item.id}")
