"""The "Let's {product}" collaboration request form: its fields, the talent's open windows,
and sending it (shared by the talent and portfolio pages)."""

import reflex as rx

from .. import catalog
from ..i18n import formats
from ..services.errors import ServiceError
from ..services.social import availability, collaborations
from ..services.social.collaboration_rules import clean_tags
from ..texts import social as ST
from .auth import AuthState
from .availability import WindowRow, window_rows
from .lang import LangState, reader_text
from .service_call import ServiceFailed, call_service
from .viewer import as_actor


def budget_range(low: str, high: str) -> str:
    """₹50,000 – ₹1,50,000 (one side when only one is typed; blank when neither is a number)."""
    amounts = []
    for value in (low, high):
        try:
            amounts.append(formats.rupees(float(value)) if value.strip() else "")
        except ValueError:
            amounts.append("")
    return " – ".join(a for a in amounts if a)


class CollaborationForm(rx.State):
    """The "Let's {product}" dialog: fields kept as typed; the service checks every rule."""

    open: bool = False
    own_open: bool = False
    recipient_id: str = ""
    recipient_name: str = ""
    recipient_bio: str = ""  # shown in the dialog, so the client knows whom they write to
    portfolio_id: str = ""
    title: str = ""
    message: str = ""
    service_type: str = ""
    tags: list[str] = []
    tag_input: str = ""
    location: str = ""
    date_from: str = ""
    date_to: str = ""
    budget_min: str = ""
    budget_max: str = ""
    sending: bool = False
    windows: list[WindowRow] = []

    @rx.var
    def window_match(self) -> str:
        """The recipient's window matching the chosen city and dates, as "Jaipur, 10–15 Nov"."""
        if not self.date_from:
            return ""
        found = availability.matching(
            [{"id": w.id, "city": w.city, "dateFrom": w.date_from, "dateTo": w.date_to}
             for w in self.windows], self.location, self.date_from, self.date_to)
        return next((w.label for w in self.windows if found and w.id == found["id"]), "")

    @rx.event
    async def load_windows(self):
        """When the dialog opens: the recipient's upcoming availability, as hints."""
        recipient = self.recipient_id
        if not recipient:
            return
        try:
            found = await call_service(
                lambda session: [availability.window_json(w) for w in
                                 availability.list_upcoming(session, user_id=recipient)])
        except ServiceFailed:
            found = []
        self.windows = window_rows(found, (await self.get_state(LangState)).lang)

    @rx.event
    def use_window(self, window_id: str):
        """Take a hinted window's city and dates into the form."""
        for w in self.windows:
            if w.id == window_id:
                self.location, self.date_from, self.date_to = w.city, w.date_from, w.date_to

    @rx.var
    def budget_text(self) -> str:
        """The typed budget in rupees with lakh grouping: ₹50,000 – ₹1,50,000."""
        return budget_range(self.budget_min, self.budget_max)

    @rx.var
    def city_suggestions(self) -> list[str]:
        """Listed cities starting with what was typed (hidden once one is picked)."""
        if catalog.find_indian_city(self.location):
            return []
        return catalog.city_suggestions(self.location)

    def start(self, *, recipient_id: str, name: str, product: str, own: bool,
              portfolio_id: str = "", service_type: str = "", bio: str = ""):
        """Open the form for another talent, or the own-work prompt."""
        if own:
            self.own_open = True
            return
        if recipient_id != self.recipient_id or portfolio_id != self.portfolio_id:
            self.message, self.tags, self.tag_input, self.location = "", [], "", ""
            self.date_from = self.date_to = self.budget_min = self.budget_max = ""
            self.service_type = service_type if service_type in catalog.SERVICE_TYPES else ""
        self.recipient_id, self.recipient_name, self.recipient_bio = recipient_id, name, bio
        self.portfolio_id, self.title, self.open = portfolio_id, product, True

    @rx.event
    def set_open(self, value: bool):
        """Radix open/close."""
        if not self.sending:
            self.open = value

    @rx.event
    def set_own_open(self, value: bool):
        """The own-work prompt's open/close."""
        self.own_open = value

    @rx.event
    def find_talents(self):
        """Own-work prompt: Find Talents."""
        self.own_open = False
        return rx.redirect("/find-talent")

    @rx.event
    def set_field(self, name: str, value: str):
        """Keep a typed value."""
        if name in ("message", "service_type", "tag_input", "location", "date_from", "date_to",
                    "budget_min", "budget_max"):
            setattr(self, name, value if isinstance(value, str) else "")

    @rx.event
    def pick_city(self, city: str):
        """Take a suggested city."""
        self.location = city

    @rx.event
    async def add_tag(self):
        """Add the typed tag (blank and repeated tags are refused by the server's rule)."""
        tag = self.tag_input.strip()
        try:
            self.tags = clean_tags(self.tags + [tag])
        except ServiceError as exc:
            yield rx.window_alert(await reader_text(self, exc.message))
            return
        self.tag_input = ""

    @rx.event
    def tag_key(self, key: str):
        """Enter in the tag box adds the tag."""
        if key == "Enter":
            return CollaborationForm.add_tag

    @rx.event
    def remove_tag(self, tag: str):
        """Drop a tag."""
        self.tags = [t for t in self.tags if t != tag]

    @rx.event
    async def submit(self):
        """Send the request; any broken rule comes back as the spec's alert."""
        token = (await self.get_state(AuthState)).auth_token
        self.sending = True
        yield
        try:
            await as_actor(collaborations.request_collaboration, token,
                           recipient_id=self.recipient_id,
                           portfolio_id=self.portfolio_id or None, message=self.message,
                           service_type=self.service_type, tags=self.tags,
                           location=self.location, date_from=self.date_from,
                           date_to=self.date_to, budget_min=self.budget_min,
                           budget_max=self.budget_max)
        except ServiceFailed as exc:
            self.sending = False
            yield rx.window_alert(await reader_text(self, exc.message))
            return
        self.sending, self.open = False, False
        self.recipient_id = ""
        yield rx.toast.success(await reader_text(self, ST.COLLAB_SENT))
