"""/work-upload: a new portfolio item (spec §2.12, §4 Upload, §5 Upload and edit)."""

import reflex as rx

from ..services.media import staging
from ..services.portfolios import portfolios
from ..services.portfolios import upload_rules as rules
from ..texts import workspace as T
from .lang import reader_text
from .as_user import call_as_user, session_token
from .service_call import ServiceFailed
from .work_form import WorkFormState

AFTER_SHARE = "/portfolio"


def create_from_staged(session, *, actor, staged: list[dict], crops: list, **fields):
    """Publish staged files as a new portfolio item (the service validates everything)."""
    return portfolios.create_portfolio(session, actor=actor, files=[staging.read(s)
                                                                    for s in staged],
                                       crops=crops, **fields)


class WorkUploadState(WorkFormState, rx.State):
    """The upload form."""

    @rx.event
    def start(self):
        """A fresh form each time the screen opens."""
        self.discard_all()
        self.title = self.description = self.category = ""
        self.ai_generated = False
        self.subcategories, self.saving, self.crop_open, self.progress = [], False, False, 0

    @rx.event
    async def share(self):
        """Create the item: the chosen cover goes first and is sent as index 0."""
        if not self.has_cover:
            yield rx.toast.error(await reader_text(self, T.COVER_REQUIRED))
            return
        keys = rules.cover_first([item["key"] for item in self.items], self.cover_index)
        staged, crops = self.staged_in_order(keys)
        self.saving = True
        yield
        token = await session_token(self)
        try:
            await call_as_user(token, create_from_staged, staged=staged, crops=crops,
                               title=self.title, description=self.description,
                               category=self.category,
                               subcategory=", ".join(self.subcategories),
                               cover_photo_index=0, ai_generated=self.ai_generated)
        except ServiceFailed as exc:
            self.saving = False
            yield rx.toast.error(await reader_text(self, exc.message or T.CREATE_FAILED))
            return
        except Exception:  # noqa: BLE001 - the form stays filled so nothing is lost
            self.saving = False
            yield rx.toast.error(await reader_text(self, T.CREATE_FAILED))
            return
        self.discard_all()
        self.saving = False
        yield rx.toast.success(await reader_text(self, T.PORTFOLIO_CREATED))
        yield rx.redirect(AFTER_SHARE)
