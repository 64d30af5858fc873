"""/work-upload (spec §2.12)."""

import reflex as rx

from ..components.i18n import t
from ..components.layout import page_shell
from ..components.work_form import file_picker, frame_dialog, previews, text_fields
from ..state.storage_usage import StorageUsageState as U
from ..state.work_upload import WorkUploadState as S
from ..texts import workspace as T

UPLOAD_ID = "work-upload-files"


def _storage() -> rx.Component:
    """Used of total storage, with a bar."""
    return rx.cond(U.quota_text != "", rx.vstack(
        rx.text(t(T.STORAGE_USED, used=U.used_text, total=U.quota_text), size="2",
                color="var(--gray-11)", id="storage-used"),
        rx.progress(value=U.percent, max=100, size="1", aria_label=t(T.STORAGE)),
        spacing="1", width="100%"))


def work_upload() -> rx.Component:
    """Files, cover, crop, fields, then Share work."""
    return page_shell(rx.box(
        rx.card(rx.vstack(
            rx.heading(t(T.UPLOAD_HEADING), size="7", id="screen-title"),
            rx.text(t(T.UPLOAD_INTRO), size="3", color="var(--gray-11)"),
            _storage(),
            file_picker(S, UPLOAD_ID),
            previews(S),
            text_fields(S),
            rx.cond(~S.has_cover, rx.text(t(T.COVER_REQUIRED), size="2", color="var(--red-11)",
                                         id="cover-hint")),
            rx.button(rx.cond(S.saving, t(T.SHARING), t(T.SHARE_WORK)), size="3", width="100%",
                      disabled=~S.has_cover | S.saving | S.receiving, on_click=S.share,
                      id="share-work"),
            spacing="5", width="100%", padding="8px",
        ), size="3"),
        frame_dialog(S),
        max_width="960px", margin_x="auto", width="100%", box_sizing="border-box",
        padding=rx.breakpoints(initial="20px 14px 48px", md="40px 24px 72px"),
    ))
