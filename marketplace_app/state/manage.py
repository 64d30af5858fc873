"""/manage: the signed-in user's requests (inbox), proposals (sent), projects and saved talent,
with the actions the collaboration table allows each party."""

import logging
from dataclasses import dataclass, field
from datetime import date
from typing import ClassVar

import reflex as rx

from ..display_rules.job_cards import ProposalCard, proposal_card
from ..texts import discovery as DT
from ..i18n import formats, translate
from ..services.social import collaborations, manage, saved_talent
from ..first_screen.clock import unstamped
from ..first_screen.keys import MANAGE_KEY
from .auth import AuthState
from .first_screen import MAX_AGE, SeededPage
from .lang import load_language, reader_text
from .service_call import ServiceFailed
from .viewer import as_actor
from ..texts import social as TX
from ..texts.social import BUDGET_TEXTS, MANAGE_DONE as DONE

log = logging.getLogger(__name__)
TABS = ("inbox", "sent", "projects", "saved")


@dataclass
class RequestCard:
    """One request as a card shows it, from the reader's side."""

    id: str = ""
    other_id: str = ""
    other_name: str = ""
    other_photo: str = ""
    service_type: str = ""
    location: str = ""
    dates: str = ""
    budget: str = ""
    message: str = ""
    status: str = ""
    incoming: bool = False
    actions: list[str] = field(default_factory=list)


@dataclass
class SavedCard:
    """One saved talent."""

    id: str = ""
    name: str = ""
    photo: str = ""
    location: str = ""
    profession: str = ""


def _budget_text(item: dict, lang: str) -> str:
    low, high = item.get("budgetMin"), item.get("budgetMax")
    if low is not None and high is not None:
        return f"{formats.rupees(low, lang)} – {formats.rupees(high, lang)}"
    if low is not None:
        return translate(BUDGET_TEXTS[0], lang, amount=formats.rupees(low, lang))
    if high is not None:
        return translate(BUDGET_TEXTS[1], lang, amount=formats.rupees(high, lang))
    return translate(BUDGET_TEXTS[2], lang)


def request_card(item: dict, viewer_id: str, lang: str) -> RequestCard:
    """A card from the API's collaboration JSON."""
    incoming = item["recipientId"] == viewer_id
    other = (item.get("sender") if incoming else item.get("recipient")) or {}
    start, end = (date.fromisoformat(item[k]) for k in ("dateFrom", "dateTo"))
    dates = formats.short_date(start, lang) if start == end else \
        f"{formats.short_date(start, lang)} – {formats.short_date(end, lang)}"
    return RequestCard(
        id=item["id"], other_id=other.get("_id") or "", other_name=other.get("fullName") or "",
        other_photo=other.get("profileImage") or "",
        service_type=translate(item["serviceType"], lang),
        location=translate(item["location"], lang), dates=dates,
        budget=_budget_text(item, lang), message=item["message"], status=item["status"],
        incoming=incoming, actions=list(item.get("actions") or []))


def saved_card(item: dict, lang: str) -> SavedCard:
    """A saved-talent card."""
    professions = item.get("selectedProfessions") or []
    return SavedCard(id=item["_id"], name=item["fullName"] or "",
                     photo=item.get("profileImage") or "",
                     location=translate(item.get("location") or "", lang),
                     profession=translate(professions[0], lang) if professions else "")


def product_values(profile: dict) -> dict:
    """The {product} of the Inbox tab's label, for the owner of `profile` (own_user JSON)."""
    word = DT.PRODUCTS.get((profile.get("selectedProfessions") or [""])[0], DT.DEFAULT_PRODUCT)
    return {"product_en": word, "product_hi": translate(word, "hi")}


def dashboard_values(data: dict, me: str, lang: str) -> dict:
    """What the page shows of `data` (manage.dashboard's answer) to user `me` in `lang`."""
    cursors = {box: data[box]["nextCursor"] or "" for box in manage.TABS}
    return {**{box: [request_card(c, me, lang) for c in data[box]["collaborations"]]
               for box in manage.TABS},
            "saved": [saved_card(s, lang) for s in data["saved"]["talent"]],
            "job_proposals": [proposal_card(p, lang) for p in data["proposals"]["proposals"]],
            "cursors": {**cursors, "saved": data["saved"]["nextCursor"] or ""},
            "pending_count": data["pendingCount"], "loading": False}


# The vars the served page seeds (everything the first tab draws once loaded).
SEEDED = ("tab", "loading", "product_en", "product_hi", "pending_count", "inbox", "sent",
          "projects", "saved", "job_proposals", "cursors")


class ManageState(SeededPage, rx.State):
    """The dashboard's four lists and what is in progress."""

    seeded_vars: ClassVar[tuple[str, ...]] = SEEDED

    tab: str = "inbox"
    loading: bool = True
    busy: str = ""
    product_en: str = DT.DEFAULT_PRODUCT
    product_hi: str = DT.DEFAULT_PRODUCT
    pending_count: int = 0
    inbox: list[RequestCard] = []
    sent: list[RequestCard] = []
    projects: list[RequestCard] = []
    saved: list[SavedCard] = []
    job_proposals: list[ProposalCard] = []  # the talent's proposals for jobs (Proposals tab)
    cursors: dict[str, str] = {}
    loading_more: str = ""

    async def _auth(self) -> AuthState:
        return await self.get_state(AuthState)

    async def _lang(self) -> str:
        return await load_language(self)  # as the served page chose it, before LangState

    @rx.event
    async def load(self):
        """on_load: the first page of every tab (a served page already shows them: then no
        spinner, and none of the values it seeded are sent again)."""
        auth = await self._auth()
        _, seeded = unstamped(await self._seed_fingerprint(), MAX_AGE)
        if not auth.auth_token:
            return
        blank = self.loading and not self.inbox  # else the hydrate snapshot sent the lists
        for name, value in product_values(auth._profile or {}).items():
            setattr(self, name, value)
        if seeded and blank:
            self.tab = "inbox"  # what the served page shows
        await self._refresh()
        if seeded and blank:
            self._skip_seeded(MANAGE_KEY, seeded, SEEDED)

    async def _refresh(self) -> None:
        auth = await self._auth()
        try:
            data = await as_actor(manage.dashboard, auth.auth_token)
        except ServiceFailed:
            self.loading = False
            return
        lang, me = await self._lang(), (auth._profile or {}).get("_id", "")
        for name, value in dashboard_values(data, me, lang).items():
            setattr(self, name, value)

    @rx.event
    def set_tab(self, value: str):
        """Switch tabs."""
        self.tab = value if value in TABS else "inbox"

    @rx.event
    async def load_more(self, box: str):
        """The next page of one tab."""
        cursor = self.cursors.get(box, "")
        if box not in TABS or not cursor or self.loading_more:
            return
        self.loading_more = box
        yield
        auth, lang = await self._auth(), await self._lang()
        me = (auth._profile or {}).get("_id", "")
        try:
            if box == "saved":
                page = await as_actor(saved_talent.list_saved, auth.auth_token,
                                      limit=manage.PAGE, cursor=cursor)
                self.saved = self.saved + [saved_card(s, lang) for s in page["talent"]]
            else:
                page = await as_actor(collaborations.box_page, auth.auth_token, box=box,
                                      limit=manage.PAGE, cursor=cursor)
                setattr(self, box, getattr(self, box) + [
                    request_card(c, me, lang) for c in page["collaborations"]])
            self.cursors = {**self.cursors, box: page["nextCursor"] or ""}
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message))
        self.loading_more = ""

    @rx.event
    async def act(self, collaboration_id: str, action: str):
        """Accept, decline, withdraw, complete or cancel; every list shows the result at once."""
        if self.busy or action not in DONE:
            return
        self.busy = collaboration_id
        yield
        auth = await self._auth()
        try:
            await as_actor(collaborations.act, auth.auth_token,
                           collaboration_id=collaboration_id, action=action)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message))
        else:
            yield rx.toast.success(await reader_text(self, DONE[action]))
        await self._refresh()  # also shows what changed when the other party moved first
        self.busy = ""

    @rx.event
    async def unsave(self, talent_id: str):
        """Take a talent off the saved list."""
        auth = await self._auth()
        try:
            await as_actor(saved_talent.unsave, auth.auth_token, talent_id=talent_id)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message))
            return
        self.saved = [s for s in self.saved if s.id != talent_id]
        yield rx.toast.success(await reader_text(self, TX.REMOVED_FROM_SAVED_TALENT))

    @rx.event
    async def boost(self):
        """Boost Profile is not built yet: say so."""
        return rx.toast.info(await reader_text(self, TX.BOOST_PROFILE_IS_COMING_SOON))
